import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from './types.ts';

/** The nodemailer message for one of ours: both parts, and headers that mark it as sent by a machine. */
export function toMailOptions(from: string, message: MailMessage): SendMailOptions {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    // RFC 3834: stops vacation responders from answering an automatic message.
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
