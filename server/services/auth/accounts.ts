import { randomBytes } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/index.ts';
import { EmailSchema, NewPasswordSchema, type PublicUser, UsernameSchema } from '#shared/schemas/auth.ts';
import { HttpError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { hashPassword } from './passwords.ts';
import type { UserRow } from './sessions.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Whether a user may use surveys and proposals: active, past due (grace), or canceled until period end. */
export function hasActiveSubscription(user: UserRow, now = new Date()): boolean {
  if (user.isAdmin) return true;
  if (user.subscriptionStatus === 'active' || user.subscriptionStatus === 'past_due') return true;
  return (
    user.subscriptionStatus === 'canceled' && !!user.subscriptionPeriodEnd && user.subscriptionPeriodEnd > now
  );
}

/** Turns a user row into what the client sees: never the password or reset fields. */
export function presentUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
    lastLogin: iso(user.lastLogin),
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPeriodEnd: iso(user.subscriptionPeriodEnd),
    subscriptionCanceledAt: iso(user.subscriptionCanceledAt),
    stripeCustomerId: user.stripeCustomerId,
    stripeSubscriptionId: user.stripeSubscriptionId,
    hasActiveSubscription: hasActiveSubscription(user),
  };
}

/** Finds a user by username or e-mail, case-insensitively. */
export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const key = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.email}) = ${key}`, sql`lower(${users.username}) = ${key}`))
    .limit(1);
  return user;
}

/** Input for creating an account outside the payment flow (operator command, admin bootstrap, tests). */
export interface NewAccount {
  username: string;
  email: string;
  password: string;
  isAdmin?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  subscriptionStatus?: 'active' | 'inactive' | 'canceled' | 'past_due';
}

/** Creates an account after checking the username, e-mail and password rules and uniqueness. */
export async function createAccount(db: Database, input: NewAccount): Promise<UserRow> {
  const username = parseInput(UsernameSchema, input.username);
  const email = parseInput(EmailSchema, input.email).toLowerCase();
  const password = parseInput(NewPasswordSchema, input.password);
  if (password.toLowerCase() === username.toLowerCase() || password.toLowerCase() === email) {
    throw new HttpError(400, 'Password must not be the same as the username or e-mail', {
      password: 'Too easy to guess',
    });
  }
  const clash = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      or(sql`lower(${users.email}) = ${email}`, sql`lower(${users.username}) = ${username.toLowerCase()}`),
    );
  if (clash.some((c) => c.email.toLowerCase() === email)) {
    throw new HttpError(409, 'An account with that e-mail already exists', { email: 'Already registered' });
  }
  if (clash.length) throw new HttpError(409, 'That username is already taken', { username: 'Already taken' });
  const [user] = await db
    .insert(users)
    .values({
      username,
      email,
      password: await hashPassword(password),
      isAdmin: input.isAdmin ?? false,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      subscriptionStatus: input.subscriptionStatus ?? 'active',
    })
    .returning();
  return user!;
}

/** Makes sure the administrator exists; returns the generated password when one had to be made up. */
export async function ensureAdmin(
  db: Database,
  email: string,
  password: string | undefined,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (existing) return { created: false };
  const generated = password ? undefined : randomBytes(12).toString('base64url');
  const base = email
    .split('@')[0]!
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, 32);
  await createAccount(db, {
    username: base.length >= 3 ? base : 'admin',
    email,
    password: password ?? generated!,
    isAdmin: true,
    firstName: 'Admin',
    subscriptionStatus: 'inactive',
  });
  return { created: true, generatedPassword: generated };
}
