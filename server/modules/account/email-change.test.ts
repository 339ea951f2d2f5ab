import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, test } from 'vitest';
import { emailChangeTokens, rateLimitHits, users } from '#db/schema/index.ts';
import type { MailMessage, MailService } from '#server/adapters/mail/index.ts';
import { hashToken } from '#server/modules/auth/sessions.ts';
import { EMAIL_CHANGE_LINK_INVALID, EMAIL_CHANGE_TAKEN } from '#shared/schemas/account.ts';
import { createUser, DEFAULT_PASSWORD } from '../../../tests/factories/index.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';
import { EMAIL_CHANGE_LIMIT } from './email-change.ts';

const sent: MailMessage[] = [];
const inbox: MailService = {
  transport: 'outbox',
  async send(message) {
    sent.push(message);
    return { delivered: true, where: 'kept by the test' };
  },
};

const ctx = registerTestContext({ APP_URL: 'https://app.example.com' }, { mail: inbox });
beforeEach(() => {
  sent.length = 0;
});

function requestChange(cookie: string, email: string, currentPassword = DEFAULT_PASSWORD) {
  return ctx.call('POST', '/api/account/email', { cookie, body: { email, currentPassword } });
}

/** The token of the last link e-mailed to an address. */
function tokenSentTo(address: string): string {
  const message = sent.filter((m) => m.to === address).at(-1);
  const link = /https:\/\/app\.example\.com\/confirm-email\?token=([\w-]+)/.exec(message?.text ?? '');
  if (!link) throw new Error(`no confirmation link was sent to ${address}`);
  return link[1]!;
}

function confirm(token: string) {
  return ctx.call('POST', '/api/account/email/confirm', { body: { token } });
}

describe('POST /api/account/email', () => {
  test('answers alike for a taken and a free address, and e-mails a link to the new address only', async () => {
    const { user, cookie } = await ctx.signIn();
    const other = await createUser(ctx.db);
    const free = `moved_${user.username}@example.org`;
    const forTaken = await requestChange(cookie, other.email.toUpperCase());
    const forFree = await requestChange(cookie, free);
    expect(forTaken.statusCode).toBe(200);
    expect(forFree.statusCode).toBe(200);
    expect(Object.keys(forTaken.json())).toEqual(Object.keys(forFree.json()));
    expect(forFree.json()).toEqual({
      message: `Check your new inbox: we sent a link to ${free}. Your e-mail address changes when you open it.`,
      pendingEmail: free,
    });
    expect(sent.map((m) => m.to)).toEqual([other.email, free]);
    expect(sent[1]!.subject).toBe('Confirm your new AquaSurvey Pro e-mail address');
    // Nothing changes until the link is opened; the token is stored hashed.
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
    const [stored] = await ctx.db
      .select()
      .from(emailChangeTokens)
      .where(eq(emailChangeTokens.userId, user.id));
    expect(stored!.token).toBe(hashToken(tokenSentTo(free)));
  });

  test('needs the current password: missing is a field error, wrong ones count against the sign-in limit', async () => {
    const { cookie } = await ctx.signIn();
    const missing = await ctx.call('POST', '/api/account/email', {
      cookie,
      body: { email: 'x@example.com' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      currentPassword: 'Enter your current password to change your e-mail',
    });
    for (let i = 0; i < 10; i++) {
      const wrong = await requestChange(cookie, `guess${i}@example.com`, 'not-my-password');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({ currentPassword: 'Current password is incorrect' });
    }
    const locked = await requestChange(cookie, 'late@example.com');
    expect(locked.statusCode).toBe(429);
    expect(sent).toEqual([]);
  });

  test(`is limited to ${EMAIL_CHANGE_LIMIT.max} requests an hour per account, counted in the database`, async () => {
    const { user, cookie } = await ctx.signIn();
    for (let i = 0; i < EMAIL_CHANGE_LIMIT.max; i++) {
      expect((await requestChange(cookie, `probe${i}@example.com`)).statusCode).toBe(200);
    }
    const over = await requestChange(cookie, 'probe-next@example.com');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(
      /^Too many e-mail change requests\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const hits = await ctx.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, user.id));
    expect(hits).toHaveLength(EMAIL_CHANGE_LIMIT.max);
    expect(sent).toHaveLength(EMAIL_CHANGE_LIMIT.max);
  });

  test('refuses the address already in use by the caller, and signed out', async () => {
    const { user, cookie } = await ctx.signIn();
    expect((await requestChange(cookie, user.email.toUpperCase())).statusCode).toBe(400);
    expect((await requestChange('', 'someone@example.com')).statusCode).toBe(401);
  });
});

describe('POST /api/account/email/confirm', () => {
  test('makes the new address the account e-mail, signed in or not; the link works once; only the newest link works', async () => {
    const { user, cookie } = await ctx.signIn();
    await requestChange(cookie, `first_${user.username}@example.org`);
    const older = tokenSentTo(`first_${user.username}@example.org`);
    const address = `Second_${user.username}@Example.org`.toLowerCase();
    await requestChange(cookie, address);
    expect((await confirm(older)).statusCode).toBe(400);
    const done = await confirm(tokenSentTo(address));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: `Your e-mail address is now ${address}.`, email: address });
    expect((await ctx.call('GET', '/api/user', { cookie })).json().email).toBe(address);
    await ctx.login(address);
    const again = await confirm(tokenSentTo(address));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      message: EMAIL_CHANGE_LINK_INVALID,
      errors: { token: EMAIL_CHANGE_LINK_INVALID },
    });
  });

  test('an address taken by another account by then cannot be used, and nothing changes', async () => {
    const { user, cookie } = await ctx.signIn();
    const address = `contested_${user.username}@example.org`;
    await requestChange(cookie, address);
    await createUser(ctx.db, { email: address });
    const res = await confirm(tokenSentTo(address));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EMAIL_CHANGE_TAKEN);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
  });

  test('an expired or unknown link is refused', async () => {
    const { user, cookie } = await ctx.signIn();
    const address = `late_${user.username}@example.org`;
    await requestChange(cookie, address);
    await ctx.db
      .update(emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeTokens.userId, user.id));
    expect((await confirm(tokenSentTo(address))).statusCode).toBe(400);
    expect((await confirm('no-such-token')).statusCode).toBe(400);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.email).toBe(user.email);
  });
});
