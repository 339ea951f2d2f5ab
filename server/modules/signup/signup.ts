import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { pendingSignups, signIns, users } from '#db/schema/index.ts';
import { signupLinkMessage } from '#server/adapters/mail/templates/signup-link.ts';
import type { MailService } from '#server/adapters/mail/types.ts';
import { clock } from '#server/lib/clock.ts';
import { HttpError } from '#server/lib/errors.ts';
import { insertAccount, prepareAccount } from '#server/modules/auth/accounts.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import {
  callProvider,
  subscriptionStateOf,
  syncSubscription,
} from '#server/modules/payments/subscriptions.ts';
import type { PaymentProvider, ProviderCheckout } from '#server/modules/payments/types.ts';
import type {
  CheckoutState,
  PendingSignup as PendingSignupAnswer,
  RegisterInput,
  VerifyPaymentResult,
} from '#shared/schemas/payments.ts';
import { INVALID_SIGNUP_LINK_MESSAGE } from '#shared/schemas/payments.ts';

// The payment-gated signup (docs/decisions/022-payments.md, 030): a paid checkout is recorded in
// `pending_signups` as soon as the product hears of it (the browser coming back, or the provider's
// checkout.session.completed, whichever is first), and the payer is e-mailed a single-use link once. The
// checkout is bound to the browser that verified it (or opened the link) by the `aqs_signup` cookie; register,
// link-subscription and claim-payment accept only what that browser holds, and one checkout makes (or joins)
// one account.

/** Name of the pre-signup cookie. */
export const SIGNUP_COOKIE = 'aqs_signup';
/** How long a paid checkout waits for its account: the browser's cookie and the e-mailed link alike. */
export const SIGNUP_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Register's refusal without a verified, unused checkout of this browser. */
export const PAYMENT_REQUIRED = 'Payment Required';

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type PendingSignupRow = typeof pendingSignups.$inferSelect;

/** What the signup steps work with: the database, the payment provider, and the mail to send links with. */
export interface SignupDeps {
  db: Database;
  provider: PaymentProvider;
  mail: MailService;
  /** The public address links point to. */
  appUrl: string;
}

/** A fresh token (256 random bits) for a cookie or a link. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a token; null for a missing or malformed one. */
function hashSignupToken(token: string | undefined | null): string | null {
  if (!token || !TOKEN_FORMAT.test(token)) return null;
  return createHash('sha256').update(token).digest('hex');
}

const NOT_VERIFIED: VerifyPaymentResult = {
  success: false,
  customerEmail: null,
  customerId: null,
  subscriptionId: null,
  linked: false,
  state: null,
};

type PaidCheckout = ProviderCheckout & { customerId: string; subscriptionId: string };

function isPaidSubscriptionCheckout(checkout: ProviderCheckout | null): checkout is PaidCheckout {
  return (
    !!checkout &&
    checkout.mode === 'subscription' &&
    checkout.status === 'complete' &&
    checkout.paymentStatus === 'paid' &&
    !!checkout.customerId &&
    !!checkout.subscriptionId
  );
}

/** The account a checkout already belongs to: the one it was started for, or the one holding its customer. */
async function findCheckoutOwner(db: Database, checkout: ProviderCheckout): Promise<string | null> {
  const reference = checkout.clientReferenceId;
  const clauses = [
    ...(reference && UUID.test(reference) ? [eq(users.id, reference)] : []),
    ...(checkout.customerId ? [eq(users.stripeCustomerId, checkout.customerId)] : []),
  ];
  if (clauses.length === 0) return null;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(or(...clauses))
    .limit(2);
  return (found.find((u) => u.id === reference) ?? found[0])?.id ?? null;
}

/** Whether an account has this e-mail address (case-insensitive). */
async function hasAccountWithEmail(db: Database, email: string | null): Promise<boolean> {
  if (!email) return false;
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return !!found;
}

/** What an unused paid checkout waits for: an account to create, or an existing account to sign in to. */
async function waitingState(db: Database, row: PendingSignupRow): Promise<'signup' | 'existing-account'> {
  return (await hasAccountWithEmail(db, row.customerEmail)) ? 'existing-account' : 'signup';
}

/** Deletes unused pending signups expired a day ago or more: they can never be used. */
export async function purgeExpiredSignups(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await db
    .delete(pendingSignups)
    .where(and(isNull(pendingSignups.usedAt), lt(pendingSignups.expiresAt, before)));
}

/**
 * Records a paid checkout that no account holds yet, once per checkout: for a browser (`browserTokenHash`, which
 * also moves an unused checkout to that browser and gives it 7 more days) or, from the provider's webhook,
 * for no browser (an existing record is left as it is). Answers the row as stored now.
 */
async function recordPaidCheckout(
  db: Database,
  checkout: PaidCheckout,
  browserTokenHash: string | null,
  now: Date,
): Promise<PendingSignupRow | undefined> {
  const values = {
    customerId: checkout.customerId,
    subscriptionId: checkout.subscriptionId,
    customerEmail: checkout.customerEmail,
    verifiedAt: now,
    expiresAt: new Date(now.getTime() + SIGNUP_TTL_MS),
  };
  const insert = db.insert(pendingSignups).values({
    checkoutSessionId: checkout.id,
    tokenHash: browserTokenHash,
    ...values,
  });
  await (browserTokenHash
    ? insert.onConflictDoUpdate({
        target: pendingSignups.checkoutSessionId,
        set: { ...values, tokenHash: browserTokenHash },
        setWhere: isNull(pendingSignups.usedAt),
      })
    : insert.onConflictDoNothing({ target: pendingSignups.checkoutSessionId }));
  const [row] = await db
    .select()
    .from(pendingSignups)
    .where(eq(pendingSignups.checkoutSessionId, checkout.id));
  return row;
}

/** The link an e-mailed token opens: /signup with the token, which prefills the paid e-mail. */
export function signupLinkFor(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/signup?token=${encodeURIComponent(token)}`;
}

/**
 * Sends the "Finish creating your account" e-mail for an unused checkout, at most once: the row is claimed
 * (`link_sent_at`, with the new token's hash) before sending, so the browser and the webhook arriving together
 * send one. A delivery that fails gives the claim back, so the next verification tries again.
 */
async function sendSignupLinkOnce(deps: SignupDeps, row: PendingSignupRow, now: Date): Promise<void> {
  if (row.usedAt || row.linkSentAt || !row.customerEmail) return;
  const token = newToken();
  const linkTokenHash = hashSignupToken(token)!;
  const claimed = await deps.db
    .update(pendingSignups)
    .set({ linkSentAt: now, linkTokenHash })
    .where(
      and(eq(pendingSignups.id, row.id), isNull(pendingSignups.linkSentAt), isNull(pendingSignups.usedAt)),
    )
    .returning({ id: pendingSignups.id });
  if (claimed.length === 0) return;
  const delivery = await deps.mail.send(
    signupLinkMessage({
      to: row.customerEmail,
      link: signupLinkFor(deps.appUrl, token),
      validFor: '7 days',
      hasAccount: await hasAccountWithEmail(deps.db, row.customerEmail),
    }),
  );
  if (delivery.delivered) return;
  await deps.db
    .update(pendingSignups)
    .set({ linkSentAt: null, linkTokenHash: null })
    .where(and(eq(pendingSignups.id, row.id), eq(pendingSignups.linkTokenHash, linkTokenHash)));
}

/**
 * The provider told us a checkout completed (checkout.session.completed, before or after the browser came
 * back): a paid one that no account holds is recorded and its payer e-mailed the signup link, once.
 */
export async function recordCompletedCheckout(
  deps: SignupDeps,
  checkout: ProviderCheckout,
  now = clock.now(),
): Promise<void> {
  if (!isPaidSubscriptionCheckout(checkout)) return;
  if (await findCheckoutOwner(deps.db, checkout)) return;
  const row = await recordPaidCheckout(deps.db, checkout, null, now);
  if (row) await sendSignupLinkOnce(deps, row, now);
}

/** What verifying a checkout answered, and the cookie token to set when one was recorded. */
export interface VerifiedCheckout {
  result: VerifyPaymentResult;
  token: string | null;
}

/**
 * Verifies a returning checkout by re-reading it from the provider. Unknown, unpaid or unfinished: not verified
 * (success false). A checkout already on an account (a signed-in account's resubscription, a checkout whose
 * customer an account holds, or one that made or joined an account) answers `linked` (or `refunded`); the
 * account's subscription is synced. Otherwise the checkout is recorded for this browser (the cookie token
 * answered, reusing the browser's own when it has one), the payer is e-mailed the signup link once, and the
 * answer says whether an account must be created or the paid e-mail has one already. Reopening the page answers
 * the same way, so it always leads on.
 */
export async function verifyCheckout(
  deps: SignupDeps,
  sessionId: string,
  cookieToken: string | undefined,
  now = clock.now(),
): Promise<VerifiedCheckout> {
  const { db, provider } = deps;
  const checkout = await callProvider(() => provider.retrieveCheckout(sessionId));
  if (!isPaidSubscriptionCheckout(checkout)) return { result: NOT_VERIFIED, token: null };
  const verified = {
    success: true,
    customerEmail: checkout.customerEmail,
    customerId: checkout.customerId,
    subscriptionId: checkout.subscriptionId,
  };
  const answer = (state: CheckoutState, token: string | null = null): VerifiedCheckout => ({
    result: { ...verified, linked: state === 'linked', state },
    token,
  });
  const [existing] = await db
    .select()
    .from(pendingSignups)
    .where(eq(pendingSignups.checkoutSessionId, checkout.id));
  if (existing?.usedAt) return answer(existing.resolution === 'refunded' ? 'refunded' : 'linked');
  const ownerId = await findCheckoutOwner(db, checkout);
  if (ownerId) {
    await syncSubscription(db, provider, {
      userId: ownerId,
      subscriptionId: checkout.subscriptionId,
      customerId: checkout.customerId,
    });
    return answer('linked');
  }
  const token = hashSignupToken(cookieToken) ? cookieToken! : newToken();
  const row = await recordPaidCheckout(db, checkout, hashSignupToken(token), now);
  // Used between the read above and the upsert (a racing register): it is an account's now.
  if (!row || row.usedAt) return answer(row?.resolution === 'refunded' ? 'refunded' : 'linked');
  await sendSignupLinkOnce(deps, row, now);
  return answer(await waitingState(db, row), token);
}

/** This browser's newest unused, unexpired checkout, or undefined. */
async function findBrowserCheckout(
  db: Database,
  cookieToken: string | undefined,
  now: Date,
): Promise<PendingSignupRow | undefined> {
  const tokenHash = hashSignupToken(cookieToken);
  if (!tokenHash) return undefined;
  const [pending] = await db
    .select()
    .from(pendingSignups)
    .where(
      and(
        eq(pendingSignups.tokenHash, tokenHash),
        isNull(pendingSignups.usedAt),
        gt(pendingSignups.expiresAt, now),
      ),
    )
    .orderBy(desc(pendingSignups.verifiedAt))
    .limit(1);
  return pending;
}

function presentPending(row: PendingSignupRow, state: PendingSignupAnswer['state']): PendingSignupAnswer {
  return {
    state,
    customerEmail: row.customerEmail,
    customerId: row.customerId,
    subscriptionId: row.subscriptionId,
    sessionId: row.checkoutSessionId,
  };
}

const NO_PENDING_SIGNUP: PendingSignupAnswer = {
  state: 'none',
  customerEmail: null,
  customerId: null,
  subscriptionId: null,
  sessionId: null,
};

/**
 * What the signup page shows in any tab of the browser that paid: the paid checkout its cookie holds (an account
 * to create, or an existing account to sign in to), or `none`. Session storage on the client only caches this.
 */
export async function describeBrowserCheckout(
  db: Database,
  cookieToken: string | undefined,
  now = clock.now(),
): Promise<PendingSignupAnswer> {
  const row = await findBrowserCheckout(db, cookieToken, now);
  return row ? presentPending(row, await waitingState(db, row)) : NO_PENDING_SIGNUP;
}

/**
 * Opens the e-mailed link: its checkout is bound to this browser (the cookie token answered; the browser's own
 * when it has one) for 7 more days, so signup proceeds as in the browser that paid. A link whose checkout already
 * made or joined an account answers `linked` (sign in); an unknown link, or one past its 7 days, is a 400.
 */
export async function openSignupLink(
  db: Database,
  linkToken: string,
  cookieToken: string | undefined,
  now = clock.now(),
): Promise<{ answer: PendingSignupAnswer; token: string | null }> {
  const linkTokenHash = hashSignupToken(linkToken);
  const [row] = linkTokenHash
    ? await db.select().from(pendingSignups).where(eq(pendingSignups.linkTokenHash, linkTokenHash))
    : [];
  const isLive = !!row?.linkSentAt && row.linkSentAt.getTime() + SIGNUP_TTL_MS > now.getTime();
  if (!row || !isLive) {
    throw new HttpError(400, INVALID_SIGNUP_LINK_MESSAGE, { token: INVALID_SIGNUP_LINK_MESSAGE });
  }
  if (row.usedAt) return { answer: presentPending(row, 'linked'), token: null };
  const token = hashSignupToken(cookieToken) ? cookieToken! : newToken();
  const [bound] = await db
    .update(pendingSignups)
    .set({
      tokenHash: hashSignupToken(token),
      verifiedAt: now,
      expiresAt: new Date(now.getTime() + SIGNUP_TTL_MS),
    })
    .where(and(eq(pendingSignups.id, row.id), isNull(pendingSignups.usedAt)))
    .returning();
  if (!bound) return { answer: presentPending(row, 'linked'), token: null };
  return { answer: presentPending(bound, await waitingState(db, bound)), token };
}

/** This browser's newest verified, unused, unexpired checkout, or 402 "Payment Required". */
export async function requirePendingSignup(
  db: Database,
  cookieToken: string | undefined,
  now = clock.now(),
): Promise<PendingSignupRow> {
  const pending = await findBrowserCheckout(db, cookieToken, now);
  if (!pending) throw new HttpError(402, PAYMENT_REQUIRED);
  return pending;
}

/**
 * Creates the account a verified checkout pays for, with the e-mail it was paid with (a different one is a 400
 * on the e-mail field). The checks and the password hash run first; the subscription is read from the provider;
 * then, in one transaction, the checkout's row is locked, found still unused, the account inserted with the
 * checkout's ids and that state (signed in at once: its first sign-in is recorded, as signing in records one),
 * and the row marked used. Of two racing submits one makes the account, the other answers 402.
 */
export async function registerWithCheckout(
  db: Database,
  provider: PaymentProvider,
  pending: PendingSignupRow,
  input: RegisterInput & { ip: string },
  now = clock.now(),
): Promise<UserRow> {
  const { ip, ...fields } = input;
  const paidEmail = pending.customerEmail?.trim().toLowerCase();
  if (paidEmail && fields.email.trim().toLowerCase() !== paidEmail) {
    const message = `Use the e-mail you paid with: ${pending.customerEmail}`;
    throw new HttpError(400, message, { email: message });
  }
  const account = await prepareAccount({
    ...fields,
    firstName: fields.firstName || null,
    lastName: fields.lastName || null,
    subscriptionStatus: 'inactive',
  });
  const subscription = await callProvider(() => provider.retrieveSubscription(pending.subscriptionId));
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.id, pending.id))
      .for('update');
    if (!locked || locked.usedAt || locked.expiresAt <= now) throw new HttpError(402, PAYMENT_REQUIRED);
    const user = await insertAccount(tx, {
      ...account,
      ...subscriptionStateOf(subscription, now),
      stripeCustomerId: locked.customerId,
      stripeSubscriptionId: locked.subscriptionId,
      lastLogin: now,
    });
    await tx
      .update(pendingSignups)
      .set({ usedAt: now, userId: user.id, resolution: 'account' })
      .where(eq(pendingSignups.id, locked.id));
    await tx.insert(signIns).values({ userId: user.id, ipAddress: ip, createdAt: now });
    return user;
  });
}

/** The refusal of ids this browser did not verify (or another account used). */
export const NOT_VERIFIED_HERE =
  'This subscription was not verified in this browser, so it cannot be linked to your account.';

/** A pending row of this browser's cookie matching `where`: unused and unexpired, or used by this account. */
export async function findClaimableCheckout(
  db: Database,
  user: UserRow,
  cookieToken: string | undefined,
  where: { checkoutSessionId?: string; customerId?: string; subscriptionId?: string },
  now = clock.now(),
): Promise<PendingSignupRow> {
  const tokenHash = hashSignupToken(cookieToken);
  if (!tokenHash) throw new HttpError(403, NOT_VERIFIED_HERE);
  const rows = await db
    .select()
    .from(pendingSignups)
    .where(
      and(
        eq(pendingSignups.tokenHash, tokenHash),
        ...(where.checkoutSessionId ? [eq(pendingSignups.checkoutSessionId, where.checkoutSessionId)] : []),
        ...(where.customerId ? [eq(pendingSignups.customerId, where.customerId)] : []),
        ...(where.subscriptionId ? [eq(pendingSignups.subscriptionId, where.subscriptionId)] : []),
      ),
    );
  const pending = rows.find((row) => (row.usedAt ? row.userId === user.id : row.expiresAt > now));
  if (!pending) throw new HttpError(403, NOT_VERIFIED_HERE);
  return pending;
}
