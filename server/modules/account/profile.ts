import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { HttpError } from '#server/lib/errors.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import type { ProfileUpdateInput } from '#shared/schemas/account.ts';

/** 403 for a change to or from the protected admin account's address. */
export const PROTECTED_EMAIL =
  "The protected admin account's e-mail is set by ADMIN_EMAIL and cannot be changed here";

/** 400 when the profile form sends a new e-mail: that change needs the current password and a confirmation link. */
export const EMAIL_CHANGE_NEEDS_CONFIRMATION =
  'Changing your e-mail needs your current password and a confirmation link: use POST /api/account/email';

/** 403 when a change would move an address to or away from the protected admin account (ADMIN_EMAIL). */
export function assertNotProtectedAddress(
  user: Pick<UserRow, 'email'>,
  email: string,
  adminEmail: string,
): void {
  const protectedAddress = adminEmail.trim().toLowerCase();
  if (email.toLowerCase() === protectedAddress || user.email.toLowerCase() === protectedAddress) {
    throw new HttpError(403, PROTECTED_EMAIL, { email: 'Set by the server configuration (ADMIN_EMAIL)' });
  }
}

/**
 * Updates the signed-in user's own first and last name, job title and phone (only the fields sent; a blank name is cleared). An
 * `email` equal to the current one is accepted and ignored (the form sends every field); another address is refused
 * with 400: it is changed through requestEmailChange (current password, a link to the new address), so this route
 * never tells whether an address belongs to someone.
 */
export async function updateProfile(
  db: Database,
  user: UserRow,
  input: ProfileUpdateInput,
  adminEmail: string,
): Promise<UserRow> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName || null;
  if (input.lastName !== undefined) changes.lastName = input.lastName || null;
  if (input.jobTitle !== undefined) changes.jobTitle = input.jobTitle || null;
  if (input.phone !== undefined) changes.phone = input.phone || null;
  if (input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase()) {
    assertNotProtectedAddress(user, input.email, adminEmail);
    throw new HttpError(400, EMAIL_CHANGE_NEEDS_CONFIRMATION, {
      email: 'Enter your current password to change your e-mail',
    });
  }
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new HttpError(401, 'Unauthorized');
  return updated;
}
