import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { HttpError, notFound } from '#server/lib/errors.ts';
import { endSessionsOfUser } from '#server/modules/account/end-sessions.ts';
import { assertPasswordNotGuessable } from '#server/modules/account/password.ts';
import { hashPassword } from '#server/modules/auth/passwords.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import type { AdminUserUpdateInput } from '#shared/schemas/admin.ts';
import { assertMayManage } from './protection.ts';

/** The answer for an id no account has. */
export const USER_NOT_FOUND = 'User not found';

/** Who acts: the signed-in admin, the stored id of their session, and the configured ADMIN_EMAIL. */
export interface AdminActor {
  user: UserRow;
  sid: string;
  adminEmail: string;
}

/** Any account by id; 404 when there is none (a malformed id too). */
export async function getUserById(db: Database, userId: string): Promise<UserRow> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId))
    throw notFound(USER_NOT_FOUND);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/**
 * Changes an account's username and/or password: only what was sent, a blank password keeps the current one.
 * A new username must follow the rules and be free (case-insensitively); a new password ends every session of
 * that account (the admin's own current one excepted when they change their own).
 */
export async function updateUserCredentials(
  db: Database,
  actor: AdminActor,
  userId: string,
  input: AdminUserUpdateInput,
): Promise<UserRow> {
  const target = await getUserById(db, userId);
  assertMayManage(actor.user, target, 'edit', actor.adminEmail);
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.username !== undefined && input.username !== target.username) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = ${input.username.toLowerCase()}`, ne(users.id, target.id)));
    if (taken) throw new HttpError(409, 'That username is already taken', { username: 'Already taken' });
    changes.username = input.username;
  }
  if (input.password) {
    assertPasswordNotGuessable(
      input.password,
      { username: changes.username ?? target.username, email: target.email },
      'password',
    );
    changes.password = await hashPassword(input.password);
  }
  if (Object.keys(changes).length === 0) return target;
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: clock.now() })
    .where(eq(users.id, target.id))
    .returning();
  if (!updated) throw notFound(USER_NOT_FOUND);
  if (changes.password)
    await endSessionsOfUser(db, target.id, target.id === actor.user.id ? actor.sid : undefined);
  return updated;
}

/**
 * Activates or deactivates an account. Deactivating ends its sessions at once (in the same transaction) and is
 * refused for administrators; activating restores sign-in for anyone.
 */
export async function setUserActive(
  db: Database,
  actor: AdminActor,
  userId: string,
  isActive: boolean,
): Promise<UserRow> {
  const target = await getUserById(db, userId);
  if (!isActive) assertMayManage(actor.user, target, 'deactivate', actor.adminEmail);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ isActive, updatedAt: clock.now() })
      .where(eq(users.id, target.id))
      .returning();
    if (!updated) throw notFound(USER_NOT_FOUND);
    if (!isActive) await endSessionsOfUser(tx, target.id);
    return updated;
  });
}
