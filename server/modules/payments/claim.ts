import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { pendingSignups } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { HttpError } from '#server/lib/errors.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import { NOT_VERIFIED_HERE } from '#server/modules/signup/signup.ts';
import { formatSubscriptionDate } from '#shared/subscriptions.ts';
import { applySyncPlan, callProvider, planSync, runSync, syncSubscription } from './subscriptions.ts';
import type { PaymentProvider, ProviderSubscription } from './types.ts';

// A paid checkout joining an account that exists (docs/decisions/030): the payer's e-mail already had an account,
// or a signed-in account takes a checkout this browser verified. One account pays once: when it already has a
// running subscription the new one is ended and its payment refunded; otherwise the new one becomes its own.

type PendingSignupRow = typeof pendingSignups.$inferSelect;

/** What claiming did. */
export interface ClaimOutcome {
  outcome: 'attached' | 'refunded';
  user: UserRow;
  /** Cents returned to the card (refunded), else null. */
  refundedCents: number | null;
  /** The account's own subscription was set to end and now continues to this period end (refunded), else null. */
  resumedUntil: Date | null;
}

/** What the account holds at the provider now, when it is another subscription than the checkout's. */
async function currentSubscription(
  provider: PaymentProvider,
  user: UserRow,
  pending: PendingSignupRow,
): Promise<ProviderSubscription | null> {
  const id = user.stripeSubscriptionId;
  if (!id || id === pending.subscriptionId) return null;
  return callProvider(() => provider.retrieveSubscription(id));
}

/** Marks the checkout used by this account (in the caller's transaction); 403 if another account took it first. */
async function markClaimed(
  tx: Database,
  pending: PendingSignupRow,
  user: UserRow,
  resolution: 'attached' | 'refunded',
  now: Date,
): Promise<void> {
  const [locked] = await tx
    .select()
    .from(pendingSignups)
    .where(eq(pendingSignups.id, pending.id))
    .for('update');
  if (!locked || (locked.usedAt && locked.userId !== user.id)) throw new HttpError(403, NOT_VERIFIED_HERE);
  if (locked.usedAt) return;
  await tx
    .update(pendingSignups)
    .set({ usedAt: now, userId: user.id, resolution })
    .where(eq(pendingSignups.id, locked.id));
}

/**
 * The signed-in account takes a paid checkout its browser holds (`pending`, found by findClaimableCheckout).
 * A checkout this account already made or joined is synced again and answered as it was. Otherwise:
 * - the account has a running subscription (active, also when set to end): the checkout's subscription is ended
 *   and its payment refunded in full at the provider; a scheduled end of the account's own subscription is
 *   withdrawn, since the payer wants to keep subscribing. The checkout is marked `refunded`.
 * - otherwise (none, ended, past due): the checkout's subscription becomes the account's (its customer too),
 *   marked `attached`; a past-due subscription it replaces is ended, so its unpaid invoice is never collected.
 * Provider calls come first and are safe to repeat, so a failure leaves the checkout unused for a retry.
 */
export async function claimCheckout(
  db: Database,
  provider: PaymentProvider,
  user: UserRow,
  pending: PendingSignupRow,
  now = clock.now(),
): Promise<ClaimOutcome> {
  if (user.isAdmin) throw new HttpError(403, 'Administrators do not have a subscription');
  const ids = { subscriptionId: pending.subscriptionId, customerId: pending.customerId };
  if (pending.usedAt) {
    const isRefunded = pending.resolution === 'refunded';
    const synced = isRefunded ? null : await syncSubscription(db, provider, { userId: user.id, ...ids });
    return {
      outcome: isRefunded ? 'refunded' : 'attached',
      user: synced ?? user,
      refundedCents: null,
      resumedUntil: null,
    };
  }
  const current = await currentSubscription(provider, user, pending);
  if (current && (current.status === 'active' || current.status === 'trialing')) {
    const refund = await callProvider(() => provider.refundSubscription(pending.subscriptionId));
    const resumed = current.cancelAtPeriodEnd
      ? await callProvider(() => provider.resumeSubscription(current.id))
      : null;
    await db.transaction((tx) => markClaimed(tx, pending, user, 'refunded', now));
    const synced = await syncSubscription(db, provider, { userId: user.id });
    return {
      outcome: 'refunded',
      user: synced ?? user,
      refundedCents: refund.amountCents,
      resumedUntil: resumed?.currentPeriodEnd ?? null,
    };
  }
  const attached = await runSync(
    db,
    () => planSync(db, provider, { userId: user.id, ...ids }, now),
    async (tx, plan) => {
      await markClaimed(tx, pending, user, 'attached', now);
      return plan ? applySyncPlan(tx, plan, now) : null;
    },
  );
  if (current?.status === 'past_due') await callProvider(() => provider.cancelNow(current.id));
  return { outcome: 'attached', user: attached ?? user, refundedCents: null, resumedUntil: null };
}

/** The sentence the page shows for a claim's outcome. */
export function describeClaim(outcome: ClaimOutcome): string {
  if (outcome.outcome === 'attached') return 'Your subscription is linked to your account.';
  const amount =
    outcome.refundedCents === null ? 'its payment' : `$${(outcome.refundedCents / 100).toFixed(2)}`;
  const refunded = `so this payment was canceled and ${amount} refunded to your card (refunds take 5 to 10 business days to appear).`;
  if (outcome.resumedUntil) {
    return `Your subscription was set to end on ${formatSubscriptionDate(outcome.resumedUntil, 'UTC')}; it now continues, ${refunded}`;
  }
  return `Your account already has an active subscription, ${refunded}`;
}
