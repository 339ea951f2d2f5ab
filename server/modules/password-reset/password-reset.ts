import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { passwordResetTokens, rateLimitHits, users } from '#db/schema/index.ts';
import { passwordResetMessage } from '#server/adapters/mail/templates/password-reset.ts';
import type { MailService } from '#server/adapters/mail/types.ts';
import { clock } from '#server/lib/clock.ts';
import { HttpError } from '#server/lib/errors.ts';
import { accountKeyFor, clearAccountFailures } from '#server/modules/auth/login-throttle.ts';
import { hashPassword } from '#server/modules/auth/passwords.ts';
import { hashToken } from '#server/modules/auth/sessions.ts';
import { INVALID_RESET_TOKEN_MESSAGE } from '#shared/schemas/password-reset.ts';

/** How long a reset link works: 1 hour (spec section 9). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Forgot-password limits (docs/decisions/023-accounts-and-mail.md), each counted over the last hour. */
export const FORGOT_PASSWORD_LIMITS = {
  /** Requests naming one e-mail address, from anywhere: past this, the request is answered but sends nothing. */
  address: { scope: 'forgot-password:address', max: 5, windowMs: 60 * 60 * 1000 },
  /** Requests from one IP address, whatever they name: past this, 429. High enough for an office behind one NAT. */
  ip: { scope: 'forgot-password:ip', max: 20, windowMs: 60 * 60 * 1000 },
} as const;

/** What POST /api/forgot-password answers for every address, known or not. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that e-mail address, a link to reset its password is on its way.';

/** What POST /api/reset-password answers on success. */
export const RESET_PASSWORD_ANSWER = 'Your password has been reset. Please sign in with your new password.';

// Two-key advisory locks serialise the count-then-insert per key; this first half keeps them apart from others.
const LIMIT_LOCK_SPACE = 7_274_201;

/** A transaction on the app's database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The key an e-mail address is counted under: a hash, so the table never holds the address itself. */
export function addressKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** 429 when one IP address has asked for too many resets, with Retry-After. */
export class ForgotPasswordThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      429,
      `Too many password reset requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

/** Seconds until a hit frees up under a limit (rate_limit_hits), or null when the key is under it. */
export async function secondsUntilFree(
  tx: Transaction,
  limit: { scope: string; max: number; windowMs: number },
  key: string,
  now: Date,
): Promise<number | null> {
  const since = new Date(now.getTime() - limit.windowMs);
  const [row] = await tx
    .select({ n: count(), oldest: min(rateLimitHits.createdAt) })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.scope, limit.scope),
        eq(rateLimitHits.key, key),
        gt(rateLimitHits.createdAt, since),
      ),
    );
  if (!row || row.n < limit.max || !row.oldest) return null;
  const freedAt = new Date(row.oldest).getTime() + limit.windowMs;
  return Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000));
}

/**
 * Counts a forgot-password request against both limits, the same way whether or not the address has an account.
 * Over the IP limit it throws ForgotPasswordThrottledError (nothing is counted); over the address limit it
 * answers false (the request is answered as usual, but no e-mail goes out); otherwise it counts the request
 * under both keys and answers true. Locks per key make concurrent requests count one by one.
 */
export async function admitForgotPassword(
  db: Database,
  email: string,
  ip: string,
  now = clock.now(),
): Promise<boolean> {
  const { address, ip: byIp } = FORGOT_PASSWORD_LIMITS;
  const emailKey = addressKey(email);
  const isAdmitted = await db.transaction(async (tx) => {
    // Always IP first, then address: one order everywhere, so two transactions never wait on each other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LIMIT_LOCK_SPACE}::int, hashtext(${`ip:${ip}`}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LIMIT_LOCK_SPACE}::int, hashtext(${emailKey}))`);
    const ipWait = await secondsUntilFree(tx, byIp, ip, now);
    if (ipWait !== null) throw new ForgotPasswordThrottledError(ipWait);
    await tx.insert(rateLimitHits).values({ scope: byIp.scope, key: ip, createdAt: now });
    if ((await secondsUntilFree(tx, address, emailKey, now)) !== null) return false;
    await tx.insert(rateLimitHits).values({ scope: address.scope, key: emailKey, createdAt: now });
    return true;
  });
  return isAdmitted;
}

/** Drops forgot-password hits older than their window; called now and then so the table stays small. */
export async function pruneForgotPasswordHits(db: Database, now = clock.now()): Promise<void> {
  const { address, ip } = FORGOT_PASSWORD_LIMITS;
  const before = new Date(now.getTime() - Math.max(address.windowMs, ip.windowMs));
  await db
    .delete(rateLimitHits)
    .where(and(inArray(rateLimitHits.scope, [address.scope, ip.scope]), lt(rateLimitHits.createdAt, before)));
}

/**
 * Issues a reset token for a user: 32 random bytes (base64url), stored only as its SHA-256, valid for
 * RESET_TOKEN_TTL_MS. Every earlier token of the user is deleted in the same transaction, so only the newest
 * link works.
 */
export async function issueResetToken(db: Database, userId: string, now = clock.now()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.insert(passwordResetTokens).values({
      userId,
      token: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      createdAt: now,
    });
  });
  return token;
}

/** The address a reset link opens: the client's /reset-password page with the token. */
export function resetLinkFor(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Why no reset e-mail went out, when none did. */
export type ResetNotSentReason = 'unknown-address' | 'inactive-account' | 'delivery-failed';

/** What sendPasswordReset did: whether the e-mail left, where to (or why not), in words an admin can read. */
export interface PasswordResetDelivery {
  sent: boolean;
  where: string;
  reason?: ResetNotSentReason;
}

/**
 * Sends the password-reset e-mail to the account with this address (case-insensitive): a new token, the link
 * `${appUrl}/reset-password?token=…`, through the mail service. Nothing is sent to an unknown address or to a
 * deactivated account. Shared by POST /api/forgot-password (after its limits) and the admin panel's
 * "Send password reset", which shows `where`.
 */
export async function sendPasswordReset(
  db: Database,
  mail: MailService,
  appUrl: string,
  email: string,
  now = clock.now(),
): Promise<PasswordResetDelivery> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  if (!user) return { sent: false, where: 'no account has this e-mail address', reason: 'unknown-address' };
  if (!user.isActive) return { sent: false, where: 'the account is deactivated', reason: 'inactive-account' };
  const token = await issueResetToken(db, user.id, now);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
  const message = passwordResetMessage({
    to: user.email,
    name,
    link: resetLinkFor(appUrl, token),
    validFor: '1 hour',
  });
  const delivery = await mail.send(message);
  return delivery.delivered
    ? { sent: true, where: delivery.where }
    : { sent: false, where: delivery.where, reason: 'delivery-failed' };
}

function invalidToken(): HttpError {
  return new HttpError(400, INVALID_RESET_TOKEN_MESSAGE, { token: INVALID_RESET_TOKEN_MESSAGE });
}

/**
 * Sets a new password with a reset token. An unknown, expired or used token, or one of a deactivated account,
 * answers 400 with `errors.token`. In one transaction: the token is claimed (a racing second use finds it
 * used), the password set, the user's other tokens deleted and every session of the user ended. The account's
 * failed sign-in count is cleared too: the owner has just proved they hold the mailbox.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string },
  now = clock.now(),
): Promise<void> {
  const tokenHash = hashToken(input.token);
  const isLive = and(
    eq(passwordResetTokens.token, tokenHash),
    eq(passwordResetTokens.used, false),
    gt(passwordResetTokens.expiresAt, now),
  );
  const [found] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(isLive, eq(users.isActive, true)));
  if (!found) throw invalidToken();
  // Hashing takes tens of milliseconds: done before the transaction, so no row stays locked meanwhile.
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ used: true })
      .where(and(eq(passwordResetTokens.id, found.id), isLive))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw invalidToken();
    const [updated] = await tx
      .update(users)
      .set({ password: passwordHash, updatedAt: now })
      .where(and(eq(users.id, claimed.userId), eq(users.isActive, true)))
      .returning({ id: users.id });
    if (!updated) throw invalidToken();
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, claimed.userId), eq(passwordResetTokens.used, false)));
    await tx.execute(
      sql`DELETE FROM sessions WHERE sid IN (SELECT session_id FROM user_sessions WHERE user_id = ${claimed.userId})`,
    );
    return claimed.userId;
  });
  await clearAccountFailures(db, accountKeyFor('', userId));
}
