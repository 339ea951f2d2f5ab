import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { hashAccountKey, type SecurityEventReporter } from '../../lib/logging.ts';
import { findUserByLogin } from './accounts.ts';
import {
  accountKeyFor,
  clearAccountFailures,
  LoginThrottledError,
  reserveLoginAttempt,
} from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { createSession, type UserRow } from './sessions.ts';

/** The one answer for an unknown user, a wrong password and a deactivated account. */
export const INVALID_LOGIN = 'Invalid username or password';

/** What a sign-in needs: the typed login and password, and where the request came from. */
export interface SignInInput {
  login: string;
  password: string;
  ip: string;
  userAgent: string | null;
}

/**
 * Signs a user in: counts the attempt against the account and address limits before checking the password,
 * then starts a session. Throws 429 (LoginThrottledError) over a limit and 401 for any bad credentials.
 */
export async function signIn(
  db: Database,
  input: SignInInput,
  report: SecurityEventReporter = () => {},
  now = new Date(),
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
  if (!found || !isValid || !found.isActive) {
    report('login.failed', who);
    throw new HttpError(401, INVALID_LOGIN);
  }
  await clearAccountFailures(db, accountKey);
  const { token } = await createSession(db, found.id, { ipAddress: input.ip, userAgent: input.userAgent });
  const [user] = await db.update(users).set({ lastLogin: now }).where(eq(users.id, found.id)).returning();
  report('login.succeeded', { userId: found.id });
  return { user: user!, token };
}
