import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { pendingSignups, signIns, users } from '#db/schema/index.ts';
import type { LinkSubscriptionInput, RegisterInput, VerifyPaymentResult } from '#shared/schemas/payments.ts';
import { HttpError } from '../../lib/errors.ts';
import { insertAccount, prepareAccount } from '../auth/accounts.ts';
import type { UserRow } from '../auth/sessions.ts';
import {
  applySyncPlan,
  callProvider,
  planSync,
  runSync,
  subscriptionStateOf,
  syncSubscription,
} from './subscriptions.ts';
import type { PaymentProvider, ProviderCheckout } from './types.ts';

// The payment-gated signup (docs/decisions/022-payments.md): a verified checkout is recorded in
// `pending_signups`, bound to the browser by the `aqs_signup` cookie (only its SHA-256 is stored); register and
// link-subscription accept only what that browser verified, and one checkout makes one account.

/** Name of the pre-signup cookie. */
export const SIGNUP_COOKIE = 'aqs_signup';
/** How long a verified checkout waits for its account. */
export const SIGNUP_TTL_MS = 24 * 60 * 60 * 1000;
/** Register's refusal without a verified, unused checkout of this browser. */
export const PAYMENT_REQUIRED = 'Payment Required';
/** Verify's refusal of a checkout that already made an account. */
export const CHECKOUT_ALREADY_USED =
  'This payment has already been used to create an account. Please sign in.';

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
type PendingSignup = typeof pendingSignups.$inferSelect;

/** A fresh cookie token (256 random bits). */
function newSignupToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a cookie token; null for a missing or malformed cookie. */
function hashSignupToken(token: string | undefined): string | null {
  if (!token || !TOKEN_FORMAT.test(token)) return null;
  return createHash('sha256').update(token).digest('hex');
}

const NOT_VERIFIED: VerifyPaymentResult = {
  success: false,
  customerEmail: null,
  customerId: null,
  subscriptionId: null,
  linked: false,
};

function isPaidSubscriptionCheckout(
  checkout: ProviderCheckout | null,
): checkout is ProviderCheckout & { customerId: string; subscriptionId: string } {
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
    ...(reference && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(reference)
      ? [eq(users.id, reference)]
      : []),
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

/** What verifying a checkout answered, and the cookie token to set when one was recorded. */
export interface VerifiedCheckout {
  result: VerifyPaymentResult;
  token: string | null;
}

/**
 * Verifies a returning checkout by re-reading it from the provider. Unknown, unpaid or unfinished: not verified
 * (success false). A resubscription of an existing account (or a checkout whose customer an account holds) is
 * linked to that account now (`linked`). Otherwise the checkout is recorded for this browser's signup (the
 * cookie token answered, reusing the browser's own when it has one); one that already made an account: 409.
 */
export async function verifyCheckout(
  db: Database,
  provider: PaymentProvider,
  sessionId: string,
  cookieToken: string | undefined,
  now = new Date(),
): Promise<VerifiedCheckout> {
  const checkout = await callProvider(() => provider.retrieveCheckout(sessionId));
  if (!isPaidSubscriptionCheckout(checkout)) return { result: NOT_VERIFIED, token: null };
  const verified = {
    success: true,
    customerEmail: checkout.customerEmail,
    customerId: checkout.customerId,
    subscriptionId: checkout.subscriptionId,
  };
  const [existing] = await db
    .select({ usedAt: pendingSignups.usedAt })
    .from(pendingSignups)
    .where(eq(pendingSignups.checkoutSessionId, checkout.id));
  if (existing?.usedAt) throw new HttpError(409, CHECKOUT_ALREADY_USED);
  const ownerId = await findCheckoutOwner(db, checkout);
  if (ownerId) {
    await syncSubscription(db, provider, {
      userId: ownerId,
      subscriptionId: checkout.subscriptionId,
      customerId: checkout.customerId,
    });
    return { result: { ...verified, linked: true }, token: null };
  }
  await purgeExpiredSignups(db, now);
  const token = hashSignupToken(cookieToken) ? cookieToken! : newSignupToken();
  const values = {
    tokenHash: hashSignupToken(token)!,
    customerId: checkout.customerId,
    subscriptionId: checkout.subscriptionId,
    customerEmail: checkout.customerEmail,
    verifiedAt: now,
    expiresAt: new Date(now.getTime() + SIGNUP_TTL_MS),
  };
  // Verifying again (a reload, another browser with the link) moves the unused checkout to this browser.
  const recorded = await db
    .insert(pendingSignups)
    .values({ checkoutSessionId: checkout.id, ...values })
    .onConflictDoUpdate({
      target: pendingSignups.checkoutSessionId,
      set: values,
      setWhere: isNull(pendingSignups.usedAt),
    })
    .returning({ id: pendingSignups.id });
  if (recorded.length === 0) throw new HttpError(409, CHECKOUT_ALREADY_USED);
  return { result: { ...verified, linked: false }, token };
}

/** This browser's newest verified, unused, unexpired checkout, or 402 "Payment Required". */
export async function requirePendingSignup(
  db: Database,
  cookieToken: string | undefined,
  now = new Date(),
): Promise<PendingSignup> {
  const tokenHash = hashSignupToken(cookieToken);
  if (!tokenHash) throw new HttpError(402, PAYMENT_REQUIRED);
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
  if (!pending) throw new HttpError(402, PAYMENT_REQUIRED);
  return pending;
}

/**
 * Creates the account a verified checkout pays for. The checks and the password hash run first; the
 * subscription is read from the provider; then, in one transaction, the checkout's row is locked, found still
 * unused, the account inserted with the checkout's ids and that state (signed in at once: its first sign-in
 * is recorded, as signing in records one), and the row marked used. Of two racing submits one makes the account, the
 * other answers 402.
 */
export async function registerWithCheckout(
  db: Database,
  provider: PaymentProvider,
  pending: PendingSignup,
  input: RegisterInput & { ip: string },
  now = new Date(),
): Promise<UserRow> {
  const { ip, ...fields } = input;
  const account = await prepareAccount({ ...fields, subscriptionStatus: 'inactive' });
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
      .set({ usedAt: now, userId: user.id })
      .where(eq(pendingSignups.id, locked.id));
    await tx.insert(signIns).values({ userId: user.id, ipAddress: ip, createdAt: now });
    return user;
  });
}

/** Link-subscription's refusal of ids this browser did not verify (or another account used). */
export const NOT_VERIFIED_HERE =
  'This subscription was not verified in this browser, so it cannot be linked to your account.';

/**
 * Links a checkout this browser verified to the signed-in account: only the ids recorded for this browser's
 * pending signup, unused or already used by this same account (register then link). Marks it used and stores
 * the subscription re-read from the provider in one transaction; anything else is refused (403).
 */
export async function linkVerifiedSubscription(
  db: Database,
  provider: PaymentProvider,
  user: UserRow,
  cookieToken: string | undefined,
  input: LinkSubscriptionInput,
  now = new Date(),
): Promise<UserRow> {
  const tokenHash = hashSignupToken(cookieToken);
  if (!tokenHash) throw new HttpError(403, NOT_VERIFIED_HERE);
  const matches = and(
    eq(pendingSignups.tokenHash, tokenHash),
    eq(pendingSignups.customerId, input.customerId),
    eq(pendingSignups.subscriptionId, input.subscriptionId),
  );
  const isUsable = (row: PendingSignup) => (row.usedAt ? row.userId === user.id : row.expiresAt > now);
  const rows = await db.select().from(pendingSignups).where(matches);
  const pending = rows.find(isUsable);
  if (!pending) throw new HttpError(403, NOT_VERIFIED_HERE);
  const linked = await runSync(
    db,
    () => planSync(db, provider, { userId: user.id, ...input }),
    async (tx, plan) => {
      const [locked] = await tx
        .select()
        .from(pendingSignups)
        .where(eq(pendingSignups.id, pending.id))
        .for('update');
      if (!locked || !isUsable(locked)) throw new HttpError(403, NOT_VERIFIED_HERE);
      if (!locked.usedAt)
        await tx
          .update(pendingSignups)
          .set({ usedAt: now, userId: user.id })
          .where(eq(pendingSignups.id, locked.id));
      return plan ? applySyncPlan(tx, plan, now) : null;
    },
  );
  return linked ?? user;
}

/** Deletes unused pending signups expired a day ago or more: they can never be used. */
async function purgeExpiredSignups(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - SIGNUP_TTL_MS);
  await db
    .delete(pendingSignups)
    .where(and(isNull(pendingSignups.usedAt), lt(pendingSignups.expiresAt, before)));
}
