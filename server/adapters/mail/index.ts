import path from 'node:path';
import type { AppConfig } from '#server/env.ts';
import { consoleLogger, type Logger } from '#server/lib/logger.ts';
import { createOutboxMail } from './outbox.ts';
import { createSmtpMail } from './smtp.ts';
import type { MailService } from './types.ts';

export type { MailMessage, MailService } from './types.ts';

/** The configuration the mail service reads. */
export type MailConfig = Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR' | 'NODE_ENV'>;

/** The outbox folder for a data folder. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * Chooses the mail transport once, at start: SMTP when SMTP_URL is set, else the outbox under DATA_DIR/outbox,
 * which prints each message's links only outside production (NODE_ENV !== 'production').
 */
export function createMailService(config: MailConfig, options: { log?: Logger } = {}): MailService {
  const log = options.log ?? consoleLogger;
  if (config.SMTP_URL) return createSmtpMail({ url: config.SMTP_URL, from: config.MAIL_FROM, log });
  return createOutboxMail({
    dir: outboxDir(config.DATA_DIR),
    from: config.MAIL_FROM,
    log,
    printsLinks: config.NODE_ENV !== 'production',
  });
}
