import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/index.ts';
import type { ProfileUpdateInput } from '#shared/schemas/account.ts';
import { HttpError } from '../../lib/errors.ts';
import type { UserRow } from '../auth/sessions.ts';

/** 403 for a change to or from the protected admin account's address. */
export const PROTECTED_EMAIL =
  "The protected admin account's e-mail is set by ADMIN_EMAIL and cannot be changed here";

/** 409 field message when another account already has the e-mail address. */
export const EMAIL_TAKEN = 'An account with that e-mail already exists';

/**
 * Updates the signed-in user's own first name, last name and e-mail (only the fields sent; a blank name is
 * cleared). E-mail addresses are stored lower-case and must be free case-insensitively (409 otherwise).
 * ADMIN_EMAIL names the protected admin account, so nobody moves their address to or away from it here (403).
 */
export async function updateProfile(
  db: Database,
  user: UserRow,
  input: ProfileUpdateInput,
  adminEmail: string,
): Promise<UserRow> {
  const userId = user.id;
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName || null;
  if (input.lastName !== undefined) changes.lastName = input.lastName || null;
  if (input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase()) {
    const email = input.email.toLowerCase();
    const protectedAddress = adminEmail.trim().toLowerCase();
    if (email === protectedAddress || user.email.toLowerCase() === protectedAddress) {
      throw new HttpError(403, PROTECTED_EMAIL, { email: 'Set by the server configuration (ADMIN_EMAIL)' });
    }
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, userId)));
    if (taken) throw new HttpError(409, EMAIL_TAKEN, { email: 'Already registered to another account' });
    changes.email = email;
  }
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw new HttpError(401, 'Unauthorized');
  return updated;
}
