import { randomBytes } from 'node:crypto';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/index.ts';
import { HttpError } from '#server/lib/errors.ts';
import { parseInput } from '#server/lib/validation.ts';
import { type NewAccountInput, NewAccountSchema } from '#shared/schemas/auth.ts';
import { hashPassword } from './passwords.ts';
import type { UserRow } from './sessions.ts';

// The access rule lives in shared/subscriptions.ts (one definition for client and server); re-exported for the server.
export { hasActiveSubscription } from '#shared/subscriptions.ts';

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

/**
 * A new account: the username, e-mail and password as NewAccountSchema reads them (the route that declares it,
 * or createAccount), and what the caller sets besides.
 */
export interface NewAccount extends NewAccountInput {
  isAdmin?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  subscriptionStatus?: 'active' | 'inactive' | 'canceled' | 'past_due';
  /** The paid checkout's provider ids and the subscription state read from the provider (signup). */
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  subscriptionPeriodEnd?: Date | null;
  subscriptionCanceledAt?: Date | null;
  /** Set when the account is signed in as it is created (signup). */
  lastLogin?: Date | null;
}

/** An account checked against the username, e-mail and password rules, its password already hashed. */
export interface PreparedAccount extends Omit<NewAccount, 'password'> {
  username: string;
  email: string;
  passwordHash: string;
}

/**
 * Refuses a password that is the username or the e-mail (400 on the password field) and hashes it, outside any
 * transaction: the hash is deliberately slow and must not hold a lock. The fields' own rules were checked
 * before (NewAccountSchema).
 */
export async function prepareAccount(input: NewAccount): Promise<PreparedAccount> {
  const { username, password } = input;
  const email = input.email.toLowerCase();
  if (password.toLowerCase() === username.toLowerCase() || password.toLowerCase() === email) {
    throw new HttpError(400, 'Password must not be the same as the username or e-mail', {
      password: 'Too easy to guess',
    });
  }
  const { password: _plain, ...rest } = input;
  return { ...rest, username, email, passwordHash: await hashPassword(password) };
}

/** Inserts a prepared account after checking that its e-mail and username are free (409 with field messages). */
export async function insertAccount(db: Database, account: PreparedAccount): Promise<UserRow> {
  const { username, email } = account;
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
      password: account.passwordHash,
      isAdmin: account.isAdmin ?? false,
      firstName: account.firstName ?? null,
      lastName: account.lastName ?? null,
      subscriptionStatus: account.subscriptionStatus ?? 'active',
      stripeCustomerId: account.stripeCustomerId ?? null,
      stripeSubscriptionId: account.stripeSubscriptionId ?? null,
      subscriptionPeriodEnd: account.subscriptionPeriodEnd ?? null,
      subscriptionCanceledAt: account.subscriptionCanceledAt ?? null,
      lastLogin: account.lastLogin ?? null,
    })
    .returning();
  return user!;
}

/**
 * Creates an account after checking the username, e-mail and password rules (400 with the spec's messages) and
 * uniqueness. It is the way in for callers that no route checked: the operator's create-user, the demo seed,
 * the administrator made at start, tests; POST /api/register declares the schema and calls prepareAccount.
 */
export async function createAccount(db: Database, input: NewAccount): Promise<UserRow> {
  const checked = parseInput(NewAccountSchema, {
    username: input.username,
    email: input.email,
    password: input.password,
  });
  return insertAccount(db, await prepareAccount({ ...input, ...checked }));
}

/** The ADMIN_EMAIL used when none is configured. */
export const DEFAULT_ADMIN_EMAIL = 'admin@aquasurvey.local';
// Any constant works; it only has to be the same for every instance so two starts never create two administrators.
const ADMIN_LOCK_ID = 727_274_002;

/** What ensureAdmin did: created the account (with the generated password, if any), or a line worth logging. */
export interface EnsureAdminResult {
  created: boolean;
  generatedPassword?: string;
  notice?: string;
}

/**
 * Makes sure the administrator named by ADMIN_EMAIL exists, safely when several instances start together.
 * The rule (README, Configuration): an account with that address is left as it is; with no administrator
 * at all one is created; when the only administrator has another address, its address becomes ADMIN_EMAIL;
 * otherwise nothing changes and `notice` says why.
 */
export async function ensureAdmin(
  db: Database,
  email: string,
  password: string | undefined,
): Promise<EnsureAdminResult> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    // Held until commit: a second instance waits here, then sees the first one's administrator.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_LOCK_ID})`);
    const [holder] = await tx
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, address));
    if (holder?.isAdmin) return { created: false };
    if (holder) {
      return {
        created: false,
        notice: `ADMIN_EMAIL ${address} belongs to "${holder.username}", who is not an administrator; left unchanged.`,
      };
    }
    const admins = await tx
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users)
      .where(eq(users.isAdmin, true))
      .orderBy(asc(users.createdAt))
      .limit(2);
    if (admins.length === 0) {
      const generated = password ? undefined : randomBytes(12).toString('base64url');
      await createAccount(tx, {
        username: await pickAdminUsername(tx, address),
        email: address,
        password: password ?? generated!,
        isAdmin: true,
        firstName: 'Admin',
        subscriptionStatus: 'inactive',
      });
      return { created: true, generatedPassword: generated };
    }
    // The default address only names the first administrator; leaving it unset never renames anyone.
    if (address === DEFAULT_ADMIN_EMAIL) return { created: false };
    if (admins.length > 1) {
      return {
        created: false,
        notice: `ADMIN_EMAIL ${address} matches none of the administrators; nothing changed (set it to one of theirs, or add one with npm run create-user -- --admin).`,
      };
    }
    const only = admins[0]!;
    await tx.update(users).set({ email: address }).where(eq(users.id, only.id));
    return {
      created: false,
      notice: `Administrator "${only.username}": e-mail changed from ${only.email} to ${address} (ADMIN_EMAIL); password unchanged.`,
    };
  });
}

/** The address's local part when it is a free, valid username, else the first free of admin, admin-2, admin-3... */
async function pickAdminUsername(db: Database, address: string): Promise<string> {
  const base = address
    .split('@')[0]!
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, 32);
  const candidates = [...(base.length >= 3 ? [base] : []), 'admin'];
  for (let n = 2; n <= 20; n++) candidates.push(`admin-${n}`);
  const taken = await db
    .select({ username: users.username })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.username})`,
        candidates.map((c) => c.toLowerCase()),
      ),
    );
  const isTaken = new Set(taken.map((t) => (t.username ?? '').toLowerCase()));
  return candidates.find((c) => !isTaken.has(c.toLowerCase())) ?? `admin-${randomBytes(4).toString('hex')}`;
}
