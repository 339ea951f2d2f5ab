import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Logger } from '#server/lib/logger.ts';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '#shared/constants.ts';
import { type SmtpInbox, startSmtpInbox } from '../../../tests/mail/smtp-inbox.ts';
import { createMailService } from './index.ts';
import { describeSmtpUrl } from './smtp.ts';
import { passwordResetMessage } from './templates/password-reset.ts';

const FROM = 'AquaSurvey Pro <no-reply@aquasurvey.pro>';
const LINK = 'http://localhost:5000/reset-password?token=abc_DEF-123';
/** The outbox's configuration on a development machine (NODE_ENV defaults to development). */
const OUTBOX = { MAIL_FROM: FROM, SMTP_URL: undefined, NODE_ENV: 'development' } as const;

function captureLog(): Logger & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    info: (_details, line) => lines.push(line),
    warn: (_details, line) => errors.push(line),
    error: (_details, line) => errors.push(line),
  };
}

function resetMessage(to = 'dana@example.com') {
  return passwordResetMessage({ to, name: 'Dana <Rep>', link: LINK, validFor: '1 hour' });
}

describe('the outbox transport (the default)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'aqs-outbox-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  test('is chosen when SMTP_URL is unset', () => {
    expect(createMailService({ ...OUTBOX, DATA_DIR: dataDir }).transport).toBe('outbox');
  });

  test('saves a standard .eml file with a text and an HTML part, private to the server', async () => {
    const log = captureLog();
    const mail = createMailService({ ...OUTBOX, DATA_DIR: dataDir }, { log });
    const delivery = await mail.send(resetMessage());

    const outbox = path.join(dataDir, 'outbox');
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/);
    // Outside the working folder the path is absolute (inside it, relative: data/outbox/….eml).
    const file = path.join(outbox, files[0]!);
    expect(delivery).toEqual({
      delivered: true,
      where: `saved to the outbox: ${file}`,
    });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(outbox)).mode & 0o777).toBe(0o700);

    const raw = await readFile(file, 'utf8');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    const parsed = await simpleParser(raw);
    expect(parsed.from?.text).toBe(`"${PRODUCT_NAME}" <no-reply@aquasurvey.pro>`);
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('dana@example.com');
    expect(parsed.subject).toBe(`Reset your ${PRODUCT_NAME} password`);
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    for (const part of [parsed.text ?? '', String(parsed.html)]) {
      expect(part).toContain(PRODUCT_NAME);
      expect(part).toContain(SUPPORT_EMAIL);
      expect(part).toContain(LINK);
    }
    // The name is text in the HTML part, never markup.
    expect(String(parsed.html)).toContain('Hello Dana &lt;Rep&gt;,');
    expect(parsed.text).toContain('Hello Dana <Rep>,');
  });

  test('prints one line with the subject, the file and the link, so a reset works with nothing configured', async () => {
    const log = captureLog();
    const mail = createMailService({ ...OUTBOX, DATA_DIR: dataDir }, { log });
    const delivery = await mail.send(resetMessage('lee@example.com'));
    expect(log.lines).toHaveLength(1);
    const line = log.lines[0]!;
    expect(line).not.toContain('\n');
    expect(line).toContain(`"Reset your ${PRODUCT_NAME} password" to lee@example.com`);
    expect(line).toContain(delivery.where.replace('saved to the outbox: ', ''));
    expect(line.endsWith(LINK)).toBe(true);
    expect(log.errors).toEqual([]);
  });

  test('in production it prints the subject and the file but never a link: tokens are never logged', async () => {
    const log = captureLog();
    const mail = createMailService({ ...OUTBOX, DATA_DIR: dataDir, NODE_ENV: 'production' }, { log });
    const delivery = await mail.send(resetMessage('kim@example.com'));
    expect(delivery.delivered).toBe(true);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toContain(`"Reset your ${PRODUCT_NAME} password" to kim@example.com saved to`);
    expect(log.lines[0]).not.toContain('token=');
    expect(log.lines[0]).not.toContain('http');
    // The message itself still carries the link: the outbox file is the delivery.
    const file = delivery.where.replace('saved to the outbox: ', '');
    expect(await readFile(file, 'utf8')).toContain('token=3Dabc_DEF-123');
  });

  test('a folder it cannot write answers delivered: false with the reason, and logs it', async () => {
    const log = captureLog();
    const blocked = path.join(dataDir, 'a-file');
    await import('node:fs/promises').then((fs) => fs.writeFile(blocked, 'not a folder'));
    const mail = createMailService({ ...OUTBOX, DATA_DIR: blocked }, { log });
    const delivery = await mail.send(resetMessage());
    expect(delivery.delivered).toBe(false);
    expect(delivery.where).toMatch(/^not saved to the outbox: .*(ENOTDIR|EEXIST)/);
    expect(log.errors).toHaveLength(1);
    expect(log.errors[0]).toContain(`Could not save "Reset your ${PRODUCT_NAME} password"`);
  });
});

describe('the SMTP transport', () => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
  });
  afterAll(() => inbox.close());
  afterEach(() => {
    inbox.messages.length = 0;
  });

  test('sends through a real SMTP server: text and HTML parts, product name, support address, the link', async () => {
    const log = captureLog();
    const mail = createMailService({ ...OUTBOX, DATA_DIR: '.tmp/unused', SMTP_URL: inbox.url }, { log });
    expect(mail.transport).toBe('smtp');
    const delivery = await mail.send(resetMessage());
    const port = new URL(inbox.url).port;
    expect(delivery).toEqual({ delivered: true, where: `sent through SMTP 127.0.0.1:${port}` });

    const received = await inbox.next();
    expect(received.subject).toBe(`Reset your ${PRODUCT_NAME} password`);
    expect(received.from?.value[0]?.address).toBe('no-reply@aquasurvey.pro');
    expect(received.text).toContain(LINK);
    expect(received.text).toContain(PRODUCT_NAME);
    expect(received.text).toContain(SUPPORT_EMAIL);
    expect(String(received.html)).toContain(`href="${LINK}"`);
    expect(String(received.html)).toContain(`mailto:${SUPPORT_EMAIL}`);
    // Nothing is printed for a message that left: the link stays out of the log.
    expect(log.lines).toEqual([]);
  });

  test('an unreachable server answers delivered: false with the reason, logs it, and never throws', async () => {
    const closed = await startSmtpInbox();
    await closed.close();
    const log = captureLog();
    const mail = createMailService({ ...OUTBOX, DATA_DIR: '.tmp/unused', SMTP_URL: closed.url }, { log });
    const delivery = await mail.send(resetMessage());
    expect(delivery.delivered).toBe(false);
    expect(delivery.where).toMatch(/^not sent through SMTP 127\.0\.0\.1:\d+: .*ECONNREFUSED/);
    expect(log.errors).toHaveLength(1);
    expect(log.errors[0]).toMatch(
      /Could not send "Reset your AquaSurvey Pro password" through SMTP .*ECONNREFUSED/,
    );
  });

  test('names the server without its user name or password', () => {
    expect(describeSmtpUrl('smtp://apikey:s3cret@smtp.example.com:2525')).toBe('SMTP smtp.example.com:2525');
    expect(describeSmtpUrl('smtps://user:pw@mail.example.com')).toBe('SMTP mail.example.com:465');
    expect(describeSmtpUrl('smtp://mail.example.com')).toBe('SMTP mail.example.com:587');
  });
});
