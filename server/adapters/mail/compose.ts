import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from './types.ts';

/** The nodemailer message for one of ours: both parts, and headers that mark it as sent by a machine. */
export function toMailOptions(from: string, message: MailMessage): SendMailOptions {
  const { sender } = message;
  return {
    // A person's message goes out under their company's name, from the product's address (so it passes the
    // domain's SPF and DKIM), with replies to the person.
    from: sender ? { name: sender.name, address: addressOf(from) } : from,
    ...(sender ? { replyTo: sender.replyTo } : {}),
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.attachments ? { attachments: message.attachments } : {}),
    // RFC 3834: stops vacation responders from answering an automatic message (a person's message is not one).
    headers: sender ? {} : { 'Auto-Submitted': 'auto-generated' },
  };
}

/** The bare address of MAIL_FROM, which may carry a display name ("AquaSurvey Pro <no-reply@…>"). */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}
