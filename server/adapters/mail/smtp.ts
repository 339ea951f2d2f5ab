import type { Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { Logger } from '#server/lib/logger.ts';
import { toMailOptions } from './compose.ts';
import type { MailService } from './types.ts';

/** `SMTP host:port` for an SMTP URL, never its user name or password (it is shown to admins and logged). */
export function describeSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const port = parsed.port || (parsed.protocol === 'smtps:' ? '465' : '587');
    return `SMTP ${parsed.hostname}:${port}`;
  } catch {
    return 'SMTP';
  }
}

/**
 * The production transport: nodemailer over SMTP (`smtp://user:pass@host:587` with STARTTLS when offered,
 * `smtps://` for TLS from the start). A connection per message, so nothing is held between requests; short
 * timeouts, so a dead server fails a send within seconds rather than hanging it.
 */
export function createSmtpMail(options: { url: string; from: string; log: Logger }): MailService {
  // Nodemailer is loaded with the first message, so an idle server does not hold it.
  let transporter: Transporter<SMTPTransport.SentMessageInfo> | undefined;
  const connect = async () => {
    const { createTransport } = await import('nodemailer');
    transporter ??= createTransport({
      url: options.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return transporter;
  };
  const server = describeSmtpUrl(options.url);
  return {
    transport: 'smtp',
    async send(message) {
      try {
        const info = await (await connect()).sendMail(toMailOptions(options.from, message));
        if (info.rejected.length > 0) throw new Error(`the server refused the recipient (${info.response})`);
        return { delivered: true, where: `sent through ${server}` };
      } catch (error) {
        const reason = (error as Error).message;
        options.log.error({}, `[mail] Could not send "${message.subject}" through ${server}: ${reason}`);
        return { delivered: false, where: `not sent through ${server}: ${reason}` };
      }
    },
  };
}
