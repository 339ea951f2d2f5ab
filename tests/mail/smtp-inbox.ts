import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process that keeps every message it receives, parsed by mailparser. */
export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  /** Every message received so far, oldest first. */
  messages: ParsedMail[];
  /** The next message to arrive after the ones already taken with next() (fails after `timeoutMs`). */
  next(timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/**
 * Starts an SMTP server on 127.0.0.1 at a free port (no TLS, authentication optional), as the mail service
 * would meet a relay. `delayMs` holds each message that long before accepting it, like a slow relay.
 */
export async function startSmtpInbox(options: { delayMs?: number } = {}): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  const waiters: Array<(mail: ParsedMail) => void> = [];
  let taken = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
          messages.push(mail);
          waiters.shift()?.(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    next(timeoutMs = 10_000) {
      const index = taken++;
      if (messages[index]) return Promise.resolve(messages[index]);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no e-mail arrived')), timeoutMs);
        // Waiters are served in order, each by the message with its index.
        waiters.push((mail) => {
          clearTimeout(timer);
          resolve(mail);
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
