import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { clock } from '#server/lib/clock.ts';
import type { Logger } from '#server/lib/logger.ts';
import { toMailOptions } from './compose.ts';
import type { MailService } from './types.ts';

// Outside production, links are printed so a newcomer without SMTP can follow a reset link straight from the
// server's console. In production they are not: a live link is a credential, and tokens are never logged (decision 013).
const LINK = /https?:\/\/[^\s<>"')]+/g;

/** The name of an outbox file: a sortable UTC timestamp plus a random tail, so two messages never collide. */
export function outboxFileName(now = clock.now()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${randomBytes(4).toString('hex')}.eml`;
}

/** A path as the operator would type it: relative to the working folder when inside it, else absolute. */
function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

/**
 * The default transport: each message is written as a standard .eml file (RFC 5322, built by nodemailer's
 * composer: multipart/alternative with the text and HTML parts) under `dir`, readable only by the server's
 * user, and one line naming the file and the subject is logged, with the message's links when `printsLinks`
 * (outside production).
 */
export function createOutboxMail(options: {
  dir: string;
  from: string;
  log: Logger;
  printsLinks: boolean;
}): MailService {
  const dir = path.resolve(options.dir);
  // The stream transport runs the same composer SMTP uses and hands back the finished message. Nodemailer is
  // loaded with the first message, so an idle server does not hold it.
  let composer: Transporter | undefined;
  const compose = async () => {
    const { createTransport } = await import('nodemailer');
    composer ??= createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    return composer;
  };
  return {
    transport: 'outbox',
    async send(message) {
      const file = path.join(dir, outboxFileName());
      try {
        const info = await (await compose()).sendMail(toMailOptions(options.from, message));
        await mkdir(dir, { recursive: true, mode: 0o700 });
        await chmod(dir, 0o700);
        await writeFile(file, info.message as Buffer, { mode: 0o600, flag: 'wx' });
      } catch (error) {
        const reason = (error as Error).message;
        options.log.error({}, `[mail] Could not save "${message.subject}" to the outbox (${dir}): ${reason}`);
        return { delivered: false, where: `not saved to the outbox: ${reason}` };
      }
      const saved = displayPath(file);
      const links = options.printsLinks ? (message.text.match(LINK) ?? []) : [];
      options.log.info(
        {},
        `[mail] "${message.subject}" to ${message.to} saved to ${saved}${links.length ? ` | ${links.join(' ')}` : ''}`,
      );
      return { delivered: true, where: `saved to the outbox: ${saved}` };
    },
  };
}
