import { and, count, eq, gt, lt, min, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { loginAttempts } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { HttpError } from '#server/lib/errors.ts';

/** Attempts allowed for one account within ACCOUNT_WINDOW_MS (from any address). */
export const ACCOUNT_LIMIT = 10;
/** The account window: 15 minutes. */
export const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed from one address within IP_WINDOW_MS, across accounts: high enough for an office behind one NAT. */
export const IP_LIMIT = 100;
/** The address window: one hour. */
export const IP_WINDOW_MS = 60 * 60 * 1000;

// Two-key advisory locks live in their own space; these first halves only keep accounts and addresses apart.
const ACCOUNT_LOCK_SPACE = 7_274_101;
const ADDRESS_LOCK_SPACE = 7_274_102;

/** Which limit refused an attempt. */
export type LoginLimit = 'account' | 'address';

/** 429 for a sign-in over a limit, with Retry-After and the spec's wording. */
export class LoginThrottledError extends HttpError {
  constructor(
    readonly limit: LoginLimit,
    readonly retryAfterSeconds: number,
  ) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      429,
      `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
}

/**
 * The key an account's attempts are counted under: the user's id when the login names an account (so its
 * username and e-mail share one counter), otherwise what was typed, trimmed and lower-cased.
 */
export function accountKeyFor(login: string, userId?: string): string {
  return userId ? `user:${userId}` : `login:${login.trim().toLowerCase()}`;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function assertUnderLimit(
  tx: Transaction,
  limit: LoginLimit,
  where: SQL | undefined,
  max: number,
  windowMs: number,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - windowMs);
  const [row] = await tx
    .select({ n: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(where, gt(loginAttempts.createdAt, since)));
  if (!row || row.n < max || !row.oldest) return;
  const freedAt = new Date(row.oldest).getTime() + windowMs;
  throw new LoginThrottledError(limit, Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)));
}

/**
 * Counts a sign-in attempt before its password is checked: under a lock per account and per address, refuses
 * with LoginThrottledError when either is at its limit, otherwise records the attempt and returns its id.
 * Parallel requests therefore cannot all see a count under the limit.
 */
export async function reserveLoginAttempt(
  db: Database,
  accountKey: string,
  ipAddress: string,
  now = clock.now(),
): Promise<number> {
  const id = await db.transaction(async (tx) => {
    // Always account first, then address: one order for every transaction, so two never wait on each other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCK_SPACE}::int, hashtext(${accountKey}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}::int, hashtext(${ipAddress}))`);
    const accountWhere = eq(loginAttempts.accountKey, accountKey);
    await assertUnderLimit(tx, 'account', accountWhere, ACCOUNT_LIMIT, ACCOUNT_WINDOW_MS, now);
    const addressWhere = eq(loginAttempts.ipAddress, ipAddress);
    await assertUnderLimit(tx, 'address', addressWhere, IP_LIMIT, IP_WINDOW_MS, now);
    const [row] = await tx
      .insert(loginAttempts)
      .values({ accountKey, ipAddress, createdAt: now })
      .returning({ id: loginAttempts.id });
    return row!.id;
  });
  if (Math.random() < 0.05) await pruneLoginAttempts(db, now);
  return id;
}

/** Drops attempts older than the longest window; called now and then so the table stays small. */
export async function pruneLoginAttempts(db: Database, now = clock.now()): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - IP_WINDOW_MS)));
}

/** A successful sign-in clears the account's attempts (its own included), so they no longer count anywhere. */
export async function clearAccountFailures(db: Database, accountKey: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.accountKey, accountKey));
}
