import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { passwordResetTokens, users } from '#db/schema/index.ts';
import { createMailService, type MailService } from '#server/adapters/mail/index.ts';
import type { Logger } from '#server/lib/logger.ts';
import { hashToken } from '#server/modules/auth/sessions.ts';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '#shared/constants.ts';
import { createUser, DEFAULT_PASSWORD } from '../../../tests/factories/index.ts';
import { type SmtpInbox, startSmtpInbox } from '../../../tests/mail/smtp-inbox.ts';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';

const APP_URL = 'http://localhost:5000';
const NEW_PASSWORD = 'a-brand-new-password';
const FORGOT_ANSWER = {
  message: 'If an account exists for that e-mail address, a link to reset its password is on its way.',
};
const INVALID_LINK = 'This reset link has expired or was already used. Please request a new one.';

let inbox: SmtpInbox;
let ctx: TestContext;
const mailLog: Logger & { errors: string[] } = {
  errors: [],
  info: () => {},
  warn: () => {},
  error: (_details, line) => mailLog.errors.push(line),
};
let sends = 0;

// Each test asks from its own address, so the per-IP limit of one test never reaches another.
let nextIp = 1;
const freshIp = () => `203.0.113.${nextIp++}`;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const smtp = createMailService(
    {
      SMTP_URL: inbox.url,
      MAIL_FROM: 'AquaSurvey Pro <no-reply@aquasurvey.pro>',
      DATA_DIR: '.tmp/unused',
      NODE_ENV: 'test',
    },
    { log: mailLog },
  );
  // The real SMTP transport, counted, so a test can tell that nothing was sent.
  const mail: MailService = {
    transport: smtp.transport,
    send: (message) => {
      sends++;
      return smtp.send(message);
    },
  };
  ctx = await createTestContext({ APP_URL }, { mail });
});
afterAll(async () => {
  await ctx.close();
  await inbox.close();
});

function forgot(email: unknown, ip = freshIp()) {
  return ctx.call('POST', '/api/forgot-password', { body: { email }, remoteAddress: ip });
}

function reset(token: string, password = NEW_PASSWORD) {
  return ctx.call('POST', '/api/reset-password', { body: { token, password } });
}

/** The reset link in an e-mail's text part, and its token. */
function linkIn(mail: ParsedMail): { link: string; token: string } {
  const link = mail.text?.match(/http\S+\/reset-password\?token=\S+/)?.[0];
  if (!link) throw new Error(`no reset link in:\n${mail.text}`);
  return { link, token: new URL(link).searchParams.get('token')! };
}

/** Asks for a reset of a user's address and returns the token of the e-mail that arrives. */
async function requestToken(email: string): Promise<string> {
  const arrival = inbox.next();
  expect((await forgot(email)).statusCode).toBe(200);
  return linkIn(await arrival).token;
}

describe('POST /api/forgot-password', () => {
  test('e-mails a reset link: text and HTML parts, product name, support address, the link', async () => {
    const user = await createUser(ctx.db, { firstName: 'Dana', lastName: 'Rivers' });
    const arrival = inbox.next();
    const res = await forgot(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FORGOT_ANSWER);

    const mail = await arrival;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(user.email);
    expect(mail.subject).toBe(`Reset your ${PRODUCT_NAME} password`);
    const { link, token } = linkIn(mail);
    expect(link).toBe(`${APP_URL}/reset-password?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    for (const part of [mail.text ?? '', String(mail.html)]) {
      expect(part).toContain(PRODUCT_NAME);
      expect(part).toContain(SUPPORT_EMAIL);
      expect(part).toContain(link);
    }
    expect(mail.text).toContain('Hello Dana Rivers,');

    // Stored as its SHA-256 only, valid for one hour.
    const rows = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token).toBe(hashToken(token));
    expect(rows[0]!.used).toBe(false);
    const validFor = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(validFor).toBe(60 * 60 * 1000);
  });

  test('finds the account whatever the case of the address', async () => {
    const user = await createUser(ctx.db, { email: 'Casey.Mixed@Example.com' });
    const token = await requestToken('casey.MIXED@example.COM');
    expect((await reset(token)).statusCode).toBe(200);
    await ctx.login(user.username!, NEW_PASSWORD);
  });

  test('answers a known and an unknown address with the same status and body, and mails only the known one', async () => {
    const user = await createUser(ctx.db);
    const before = sends;
    const unknown = await forgot('nobody-here@example.com');
    const arrival = inbox.next();
    const known = await forgot(user.email);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    expect((await arrival).to).toMatchObject({ text: user.email });
    expect(sends - before).toBe(1);
  });

  test('sends nothing to a deactivated account, with the same answer', async () => {
    const user = await createUser(ctx.db, { isActive: false });
    const before = sends;
    const res = await forgot(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FORGOT_ANSWER);
    // A later request for an active account is looked up after this one; once its e-mail is in, this one is done.
    const other = await createUser(ctx.db);
    await requestToken(other.email);
    expect(sends - before).toBe(1);
    expect(
      await ctx.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)),
    ).toEqual([]);
  });

  test('answers before the e-mail is sent, so a slow mail server cannot reveal the address', async () => {
    const slowInbox = await startSmtpInbox({ delayMs: 1500 });
    const slow = await createTestContext(
      { APP_URL },
      {
        mail: createMailService({
          SMTP_URL: slowInbox.url,
          MAIL_FROM: 'x <x@example.com>',
          DATA_DIR: '.tmp/unused',
          NODE_ENV: 'test',
        }),
      },
    );
    try {
      const user = await createUser(slow.db);
      const arrival = slowInbox.next();
      const started = performance.now();
      const res = await slow.call('POST', '/api/forgot-password', { body: { email: user.email } });
      const elapsed = performance.now() - started;
      expect(res.statusCode).toBe(200);
      expect(elapsed).toBeLessThan(1000);
      expect(linkIn(await arrival).link).toContain('/reset-password?token=');
    } finally {
      await slow.close();
      await slowInbox.close();
    }
  });

  test('refuses a missing or malformed address with the spec messages', async () => {
    const missing = await forgot('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ email: 'Email is required' });
    const invalid = await forgot('not-an-address');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({ email: 'Please enter a valid email' });
    const noBody = await ctx.call('POST', '/api/forgot-password', { body: {} });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().errors.email).toBeDefined();
  });
});

describe('forgot-password limits', () => {
  test('an address asked for more than 5 times in an hour gets the same answer but no more e-mail', async () => {
    const user = await createUser(ctx.db);
    for (let i = 0; i < 5; i++) await requestToken(user.email);
    const before = sends;
    const limited = await forgot(user.email.toUpperCase());
    expect(limited.statusCode).toBe(200);
    expect(limited.json()).toEqual(FORGOT_ANSWER);
    const other = await createUser(ctx.db);
    await requestToken(other.email);
    expect(sends - before).toBe(1);
  });

  test('one IP address gets 20 requests an hour, then 429 with Retry-After, whatever the addresses', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await forgot(`nobody-${i}@example.com`, ip)).statusCode).toBe(200);
    }
    const limited = await forgot('nobody-21@example.com', ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      message: 'Too many password reset requests. Please try again in 60 minutes.',
      code: 'rate_limited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    // Another address is not held back by that one.
    expect((await forgot('nobody-22@example.com')).statusCode).toBe(200);
  });
});

describe('POST /api/reset-password', () => {
  test('the link works once: it sets the password, then answers the token field error', async () => {
    const user = await createUser(ctx.db);
    const token = await requestToken(user.email);
    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your password has been reset. Please sign in with your new password.',
    });
    await ctx.login(user.username!, NEW_PASSWORD);
    const old = await ctx.call('POST', '/api/login', {
      body: { username: user.username, password: DEFAULT_PASSWORD },
    });
    expect(old.statusCode).toBe(401);

    const again = await reset(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: INVALID_LINK,
      code: 'validation_failed',
      errors: { token: INVALID_LINK },
    });
    await ctx.login(user.username!, NEW_PASSWORD);
  });

  test('ends every session of the user: an old cookie answers 401', async () => {
    const user = await createUser(ctx.db);
    const phone = await ctx.login(user.username!);
    const laptop = await ctx.login(user.username!);
    expect((await ctx.call('GET', '/api/user', { cookie: phone })).statusCode).toBe(200);
    const token = await requestToken(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    for (const cookie of [phone, laptop]) {
      const res = await ctx.call('GET', '/api/user', { cookie });
      expect(res.statusCode).toBe(401);
    }
  });

  test('a link older than 1 hour answers the token field error and changes nothing', async () => {
    const user = await createUser(ctx.db);
    const token = await requestToken(user.email);
    await ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.token, hashToken(token)));
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ token: INVALID_LINK });
    await ctx.login(user.username!);
  });

  test('a newer request voids the older link', async () => {
    const user = await createUser(ctx.db);
    const first = await requestToken(user.email);
    const second = await requestToken(user.email);
    expect((await reset(first)).json().errors).toEqual({ token: INVALID_LINK });
    expect((await reset(second)).statusCode).toBe(200);
  });

  test('a deactivated account cannot use a link it was sent before', async () => {
    const user = await createUser(ctx.db);
    const token = await requestToken(user.email);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    expect((await reset(token)).json().errors).toEqual({ token: INVALID_LINK });
  });

  test('refuses unknown tokens, a missing token and short passwords with field errors', async () => {
    const unknown = await reset('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ token: INVALID_LINK });

    const missing = await ctx.call('POST', '/api/reset-password', { body: { password: NEW_PASSWORD } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.token).toBeDefined();
    const blank = await reset('   ');
    expect(blank.json().errors).toEqual({
      token: 'Invalid reset link. Please request a new password reset.',
    });

    const user = await createUser(ctx.db);
    const token = await requestToken(user.email);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ password: 'Password must be at least 8 characters long' });
    // A refused password leaves the link usable.
    expect((await reset(token)).statusCode).toBe(200);
  });
});
