import { randomBytes } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { emailChangeTokens, rateLimitHits, users } from '#db/schema/index.ts';
import { emailChangeMessage } from '#server/adapters/mail/templates/email-change.ts';
import type { MailService } from '#server/adapters/mail/types.ts';
import { clock } from '#server/lib/clock.ts';
import { HttpError } from '#server/lib/errors.ts';
import {
  accountKeyFor,
  clearAccountFailures,
  reserveLoginAttempt,
} from '#server/modules/auth/login-throttle.ts';
import { verifyPassword } from '#server/modules/auth/passwords.ts';
import { hashToken, type UserRow } from '#server/modules/auth/sessions.ts';
import { secondsUntilFree } from '#server/modules/password-reset/password-reset.ts';
import {
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_TAKEN,
  type EmailChangeAnswer,
  type EmailChangeConfirmInput,
  type EmailChangeInput,
  emailChangeSentMessage,
} from '#shared/schemas/account.ts';
import { WRONG_CURRENT_PASSWORD } from './password.ts';
import { assertNotProtectedAddress } from './profile.ts';

/** How long a confirmation link works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** Change requests per account per hour (counted in the database, so every instance shares the count). */
export const EMAIL_CHANGE_LIMIT = { scope: 'email-change:user', max: 5, windowMs: 60 * 60 * 1000 } as const;

// Two-key advisory locks serialise the count-then-insert per account; this first half keeps them apart.
const EMAIL_CHANGE_LOCK_SPACE = 7_274_301;

/** What a change request needs besides the database. */
export interface EmailChangeDeps {
  db: Database;
  mail: MailService;
  appUrl: string;
  adminEmail: string;
}

function throttled(seconds: number): HttpError {
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(
    429,
    `Too many e-mail change requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}

/** Counts a change request against the account's hourly limit, or throws 429 past it. */
async function admitChangeRequest(db: Database, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${EMAIL_CHANGE_LOCK_SPACE}::int, hashtext(${userId}))`);
    const wait = await secondsUntilFree(tx, EMAIL_CHANGE_LIMIT, userId, now);
    if (wait !== null) throw throttled(wait);
    await tx.insert(rateLimitHits).values({ scope: EMAIL_CHANGE_LIMIT.scope, key: userId, createdAt: now });
  });
}

/** The link the e-mail carries: the client's /confirm-email page with the token. */
export function emailChangeLinkFor(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/confirm-email?token=${encodeURIComponent(token)}`;
}

/**
 * POST /api/account/email: checks the current password (wrong guesses count against the sign-in limit) and the
 * hourly limit, then e-mails a single-use link (24 hours) to the new address. Whether another account owns that
 * address is not looked at here, so the answer is the same for every address: nothing can be learned from it.
 */
export async function requestEmailChange(
  deps: EmailChangeDeps,
  user: UserRow,
  input: EmailChangeInput,
  ip: string,
  now = clock.now(),
): Promise<EmailChangeAnswer> {
  const email = input.email.trim().toLowerCase();
  if (email === user.email.toLowerCase()) {
    throw new HttpError(400, 'This is already your e-mail address', {
      email: 'This is already your e-mail address',
    });
  }
  assertNotProtectedAddress(user, email, deps.adminEmail);
  const accountKey = accountKeyFor('', user.id);
  await reserveLoginAttempt(deps.db, accountKey, ip, now);
  if (!(await verifyPassword(user.password, input.currentPassword))) {
    throw new HttpError(400, WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  await clearAccountFailures(deps.db, accountKey);
  await admitChangeRequest(deps.db, user.id, now);
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    // Only the newest link works.
    await tx.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id));
    await tx.insert(emailChangeTokens).values({
      userId: user.id,
      newEmail: email,
      token: hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
      createdAt: now,
    });
  });
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
  await deps.mail.send(
    emailChangeMessage({
      to: email,
      name,
      link: emailChangeLinkFor(deps.appUrl, token),
      validFor: '24 hours',
    }),
  );
  return { message: emailChangeSentMessage(email), pendingEmail: email };
}

function invalidLink(): HttpError {
  return new HttpError(400, EMAIL_CHANGE_LINK_INVALID, { token: EMAIL_CHANGE_LINK_INVALID });
}

/**
 * POST /api/account/email/confirm: with a live link (unused, unexpired, of an active account), makes its address
 * the account's e-mail. The link is used up either way. When another account has taken the address meanwhile, 409
 * says it cannot be used and nothing changes; only the holder of the new mailbox ever reads that answer.
 */
export async function confirmEmailChange(
  deps: Pick<EmailChangeDeps, 'db' | 'adminEmail'>,
  { token }: EmailChangeConfirmInput,
  now = clock.now(),
): Promise<{ email: string }> {
  const [claimed] = await deps.db
    .update(emailChangeTokens)
    .set({ used: true })
    .where(
      and(
        eq(emailChangeTokens.token, hashToken(token)),
        eq(emailChangeTokens.used, false),
        gt(emailChangeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail });
  if (!claimed) throw invalidLink();
  const [user] = await deps.db.select().from(users).where(eq(users.id, claimed.userId));
  if (!user?.isActive) throw invalidLink();
  assertNotProtectedAddress(user, claimed.newEmail, deps.adminEmail);
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${claimed.newEmail}`, ne(users.id, user.id)));
  if (taken) throw new HttpError(409, EMAIL_CHANGE_TAKEN, { email: EMAIL_CHANGE_TAKEN });
  try {
    await deps.db.update(users).set({ email: claimed.newEmail, updatedAt: now }).where(eq(users.id, user.id));
  } catch (error) {
    // Another account took the address between the check and the update (the unique index refused it).
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, EMAIL_CHANGE_TAKEN);
    throw error;
  }
  return { email: claimed.newEmail };
}
