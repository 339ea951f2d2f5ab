import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { signIns, users } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { HttpError } from '#server/lib/errors.ts';
import { hashAccountKey, type SecurityEventReporter } from '#server/lib/logging.ts';
import { findUserByLogin } from './accounts.ts';
import {
  accountKeyFor,
  clearAccountFailures,
  LoginThrottledError,
  reserveLoginAttempt,
} from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { createSession, type UserRow } from './sessions.ts';

/** The one answer for an unknown user and a wrong password: it never tells which part was wrong. */
export const INVALID_LOGIN = 'Invalid username or password';

/**
 * The answer (403) for the right password of a deactivated account. Only the holder of the password learns that
 * the account exists and is switched off; a wrong password still gets INVALID_LOGIN.
 */
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact support.';

/** What a sign-in needs: the typed login and password, and where the request came from. */
export interface SignInInput {
  login: string;
  password: string;
  ip: string;
  userAgent: string | null;
}

/**
 * Signs a user in: counts the attempt against the account and address limits before checking the password,
 * then starts a session and records the sign-in (users.last_login and a sign_ins row, which the admin panel
 * counts). Throws 429 (LoginThrottledError) over a limit, 401 for any bad credentials and 403 for the right
 * password of a deactivated account.
 */
export async function signIn(
  db: Database,
  input: SignInInput,
  report: SecurityEventReporter = () => {},
  now = clock.now(),
): Promise<{ user: UserRow; token: string }> {
  const found = await findUserByLogin(db, input.login);
  const accountKey = accountKeyFor(input.login, found?.id);
  const who = { accountKeyHash: hashAccountKey(accountKey), ...(found ? { userId: found.id } : {}) };
  try {
    await reserveLoginAttempt(db, accountKey, input.ip, now);
  } catch (error) {
    if (error instanceof LoginThrottledError) report('login.throttled', { ...who, limit: error.limit });
    throw error;
  }
  // verifyPassword spends the same time whether or not the user exists.
  const isValid = await verifyPassword(found?.password, input.password);
  if (!found || !isValid) {
    report('login.failed', who);
    throw new HttpError(401, INVALID_LOGIN);
  }
  if (!found.isActive) {
    report('login.failed', { ...who, reason: 'deactivated' });
    throw new HttpError(403, ACCOUNT_DEACTIVATED);
  }
  await clearAccountFailures(db, accountKey);
  const { token } = await createSession(
    db,
    found.id,
    { ipAddress: input.ip, userAgent: input.userAgent },
    now,
  );
  const user = await db.transaction(async (tx) => {
    await tx.insert(signIns).values({ userId: found.id, ipAddress: input.ip, createdAt: now });
    const [updated] = await tx
      .update(users)
      .set({ lastLogin: now })
      .where(eq(users.id, found.id))
      .returning();
    return updated!;
  });
  report('login.succeeded', { userId: found.id });
  return { user, token };
}
