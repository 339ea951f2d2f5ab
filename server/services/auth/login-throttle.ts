import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { loginAttempts } from '#db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';

/** Failures allowed for one account within ACCOUNT_WINDOW_MS. */
export const ACCOUNT_LIMIT = 10;
export const ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed from one address within IP_WINDOW_MS. */
export const IP_LIMIT = 30;
export const IP_WINDOW_MS = 60 * 60 * 1000;

/** The key an account's failures are counted under: what was typed, lower-cased. */
export function accountKeyFor(username: string): string {
  return username.trim().toLowerCase();
}

async function checkWindow(
  db: Database,
  column: 'accountKey' | 'ipAddress',
  value: string,
  limit: number,
  windowMs: number,
  now: Date,
) {
  const since = new Date(now.getTime() - windowMs);
  const col = loginAttempts[column];
  const [row] = await db
    .select({ n: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(col, value), gt(loginAttempts.createdAt, since)));
  if (!row || row.n < limit || !row.oldest) return;
  const retryAfter = Math.max(
    1,
    Math.ceil((new Date(row.oldest).getTime() + windowMs - now.getTime()) / 1000),
  );
  const minutes = Math.ceil(retryAfter / 60);
  throw new HttpError(
    429,
    `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(retryAfter) },
  );
}

/** Throws 429 with Retry-After when the account or the address has failed too often. */
export async function assertLoginAllowed(
  db: Database,
  accountKey: string,
  ipAddress: string,
  now = new Date(),
): Promise<void> {
  await checkWindow(db, 'accountKey', accountKey, ACCOUNT_LIMIT, ACCOUNT_WINDOW_MS, now);
  await checkWindow(db, 'ipAddress', ipAddress, IP_LIMIT, IP_WINDOW_MS, now);
}

/** Records a failed attempt and drops records older than the longest window. */
export async function recordLoginFailure(
  db: Database,
  accountKey: string,
  ipAddress: string,
  now = new Date(),
): Promise<void> {
  await db.insert(loginAttempts).values({ accountKey, ipAddress, createdAt: now });
  if (Math.random() < 0.05) {
    await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - IP_WINDOW_MS)));
  }
}

/** A successful login clears the account's failures (the address count stays). */
export async function clearAccountFailures(db: Database, accountKey: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.accountKey, accountKey));
}
