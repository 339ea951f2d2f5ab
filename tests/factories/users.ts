import { randomBytes } from 'node:crypto';
import { hashPassword } from '#server/modules/auth/passwords.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Password every factory-made user has unless told otherwise. */
export const DEFAULT_PASSWORD = 'Correct-Horse-42';
let defaultHash: Promise<string> | undefined;

/** Creates a user with unique names; a subscriber with an active subscription unless overridden. */
export async function createUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { plainPassword?: string } = {},
) {
  const suffix = randomBytes(4).toString('hex');
  const { plainPassword, ...rest } = overrides;
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const password = plainPassword ? await hashPassword(plainPassword) : await defaultHash;
  const [user] = await db
    .insert(users)
    .values({
      username: `rep_${suffix}`,
      email: `rep_${suffix}@example.com`,
      firstName: 'Riley',
      lastName: 'Rep',
      subscriptionStatus: 'active',
      password,
      ...rest,
    })
    .returning();
  return user!;
}

/** Creates an administrator. */
export function createAdmin(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  return createUser(db, { isAdmin: true, subscriptionStatus: 'inactive', ...overrides });
}
