import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { passwordResetTokens, rateLimitHits, users } from '#db/schema/index.ts';
import type { MailMessage, MailService } from '#server/adapters/mail/index.ts';
import { verifyPassword } from '#server/modules/auth/passwords.ts';
import { hashToken } from '#server/modules/auth/sessions.ts';
import { createUser } from '../../../tests/factories/index.ts';
import { createTestDatabase } from '../../../tests/setup/test-db.ts';
import {
  addressKey,
  admitForgotPassword,
  FORGOT_PASSWORD_LIMITS,
  ForgotPasswordThrottledError,
  issueResetToken,
  pruneForgotPasswordHits,
  RESET_TOKEN_TTL_MS,
  resetLinkFor,
  resetPassword,
  sendPasswordReset,
} from './password-reset.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

/** A mail service that keeps what it is given and answers like the outbox. */
function recordingMail(delivered = true): MailService & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    transport: 'outbox',
    sent,
    async send(message) {
      sent.push(message);
      return delivered
        ? { delivered: true, where: 'saved to the outbox: data/outbox/x.eml' }
        : { delivered: false, where: 'not sent through SMTP mail.example.com:587: Connection refused' };
    },
  };
}

const tokenOf = (message: MailMessage) =>
  new URL(message.text.match(/http\S+/)![0]).searchParams.get('token')!;

describe('sendPasswordReset (shared with the admin panel)', () => {
  test('sends the link and says where it went', async () => {
    const user = await createUser(handle.db);
    const mail = recordingMail();
    const result = await sendPasswordReset(handle.db, mail, 'https://app.example.com/', user.email);
    expect(result).toEqual({ sent: true, where: 'saved to the outbox: data/outbox/x.eml' });
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]!.to).toBe(user.email);
    expect(mail.sent[0]!.text).toContain(
      `https://app.example.com/reset-password?token=${tokenOf(mail.sent[0]!)}`,
    );
  });

  test('sends nothing to an unknown address or a deactivated account, and says why', async () => {
    const mail = recordingMail();
    expect(await sendPasswordReset(handle.db, mail, 'http://x', 'nobody@example.com')).toEqual({
      sent: false,
      where: 'no account has this e-mail address',
      reason: 'unknown-address',
    });
    const inactive = await createUser(handle.db, { isActive: false });
    expect(await sendPasswordReset(handle.db, mail, 'http://x', inactive.email)).toEqual({
      sent: false,
      where: 'the account is deactivated',
      reason: 'inactive-account',
    });
    expect(mail.sent).toEqual([]);
  });

  test('a failed delivery answers sent: false with the reason', async () => {
    const user = await createUser(handle.db);
    const result = await sendPasswordReset(handle.db, recordingMail(false), 'http://x', user.email);
    expect(result).toEqual({
      sent: false,
      where: 'not sent through SMTP mail.example.com:587: Connection refused',
      reason: 'delivery-failed',
    });
  });
});

describe('reset tokens', () => {
  test('are stored hashed; a new one replaces every earlier one', async () => {
    const user = await createUser(handle.db);
    const first = await issueResetToken(handle.db, user.id);
    const second = await issueResetToken(handle.db, user.id);
    const rows = await handle.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows.map((r) => r.token)).toEqual([hashToken(second)]);
    expect(rows.some((r) => r.token === first || r.token === second)).toBe(false);
  });

  test('work until one hour has passed, by the clock', async () => {
    const user = await createUser(handle.db);
    const issuedAt = new Date('2030-01-01T12:00:00Z');
    const token = await issueResetToken(handle.db, user.id, issuedAt);
    const late = new Date(issuedAt.getTime() + RESET_TOKEN_TTL_MS);
    await expect(resetPassword(handle.db, { token, password: 'late-password' }, late)).rejects.toMatchObject({
      statusCode: 400,
      fieldErrors: { token: 'This reset link has expired or was already used. Please request a new one.' },
    });
    const inTime = new Date(late.getTime() - 1000);
    await resetPassword(handle.db, { token, password: 'in-time-password' }, inTime);
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row!.password, 'in-time-password')).toBe(true);
  });

  test('two racing resets with one token: one wins, the other gets the field error', async () => {
    const user = await createUser(handle.db);
    const token = await issueResetToken(handle.db, user.id);
    const results = await Promise.allSettled([
      resetPassword(handle.db, { token, password: 'first-password' }),
      resetPassword(handle.db, { token, password: 'second-password' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
  });

  test('links are built on the app address, without a doubled slash', () => {
    expect(resetLinkFor('https://app.example.com/', 'abc')).toBe(
      'https://app.example.com/reset-password?token=abc',
    );
  });
});

describe('forgot-password limits', () => {
  const { address, ip } = FORGOT_PASSWORD_LIMITS;

  test('an address is admitted 5 times an hour (any case, from any IP), then again once the hour has passed', async () => {
    const start = new Date('2030-02-01T08:00:00Z');
    const results: boolean[] = [];
    for (let i = 0; i < address.max + 1; i++) {
      const at = new Date(start.getTime() + i * 1000);
      results.push(
        await admitForgotPassword(
          handle.db,
          i % 2 ? 'Limit@Example.com' : 'limit@example.com',
          `198.51.100.${i}`,
          at,
        ),
      );
    }
    expect(results).toEqual([true, true, true, true, true, false]);
    const later = new Date(start.getTime() + address.windowMs + 1000);
    expect(await admitForgotPassword(handle.db, 'limit@example.com', '198.51.100.99', later)).toBe(true);
  });

  test('the address is kept only as a hash', async () => {
    await admitForgotPassword(handle.db, 'Hashed.Person@example.com', '198.51.100.200');
    const rows = await handle.db.select().from(rateLimitHits).where(eq(rateLimitHits.scope, address.scope));
    expect(rows.some((r) => r.key.includes('@'))).toBe(false);
    expect(rows.some((r) => r.key === addressKey('hashed.person@EXAMPLE.com'))).toBe(true);
  });

  test('an IP address gets 20 requests an hour, then ForgotPasswordThrottledError until the oldest is an hour old', async () => {
    const start = new Date('2030-03-01T08:00:00Z');
    for (let i = 0; i < ip.max; i++) {
      const at = new Date(start.getTime() + i * 60_000);
      await admitForgotPassword(handle.db, `person-${i}@example.com`, '192.0.2.7', at);
    }
    const refusedAt = new Date(start.getTime() + 30 * 60_000);
    const refusal = admitForgotPassword(handle.db, 'one-more@example.com', '192.0.2.7', refusedAt);
    await expect(refusal).rejects.toBeInstanceOf(ForgotPasswordThrottledError);
    await expect(refusal).rejects.toMatchObject({
      statusCode: 429,
      headers: { 'Retry-After': String(30 * 60) },
    });
    const freed = new Date(start.getTime() + ip.windowMs + 1000);
    expect(await admitForgotPassword(handle.db, 'one-more@example.com', '192.0.2.7', freed)).toBe(true);
  });

  test('concurrent requests from one IP never pass the limit', async () => {
    const at = new Date('2030-04-01T08:00:00Z');
    const results = await Promise.allSettled(
      Array.from({ length: ip.max + 5 }, (_, i) =>
        admitForgotPassword(handle.db, `c${i}@example.com`, '192.0.2.99', at),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(ip.max);
  });

  test('old hits are pruned', async () => {
    const old = new Date('2020-01-01T00:00:00Z');
    await admitForgotPassword(handle.db, 'old@example.com', '192.0.2.200', old);
    await pruneForgotPasswordHits(handle.db, new Date('2020-01-01T02:00:00Z'));
    const rows = await handle.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, '192.0.2.200'));
    expect(rows).toEqual([]);
  });
});
