import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { HttpError } from '#server/lib/errors.ts';
import {
  accountKeyFor,
  clearAccountFailures,
  reserveLoginAttempt,
} from '#server/modules/auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '#server/modules/auth/passwords.ts';
import type { AuthSession, UserRow } from '#server/modules/auth/sessions.ts';
import type { ChangePasswordInput } from '#shared/schemas/account.ts';
import { endSessionsOfUser } from './end-sessions.ts';

/** The field message for a wrong current password. */
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/** 400 when a new password is the account's username or e-mail (the rule signup follows too). */
export function assertPasswordNotGuessable(
  password: string,
  user: Pick<UserRow, 'username' | 'email'>,
  field = 'newPassword',
): void {
  const lowered = password.toLowerCase();
  if (lowered === user.username?.toLowerCase() || lowered === user.email.toLowerCase()) {
    throw new HttpError(400, 'Password must not be the same as the username or e-mail', {
      [field]: 'Too easy to guess',
    });
  }
}

/**
 * Changes the signed-in user's password after checking the current one. Wrong guesses count against the
 * account's sign-in limit (429 past it), so a borrowed session cannot try passwords freely. Success ends the
 * user's other sessions; the session making the change stays signed in.
 */
export async function changePassword(
  db: Database,
  auth: AuthSession,
  input: ChangePasswordInput,
  ip: string,
): Promise<UserRow> {
  const accountKey = accountKeyFor('', auth.user.id);
  await reserveLoginAttempt(db, accountKey, ip);
  if (!(await verifyPassword(auth.user.password, input.currentPassword))) {
    throw new HttpError(400, WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  await clearAccountFailures(db, accountKey);
  assertPasswordNotGuessable(input.newPassword, auth.user);
  const [updated] = await db
    .update(users)
    .set({ password: await hashPassword(input.newPassword), updatedAt: clock.now() })
    .where(eq(users.id, auth.user.id))
    .returning();
  if (!updated) throw new HttpError(401, 'Unauthorized');
  await endSessionsOfUser(db, auth.user.id, auth.sid);
  return updated;
}
