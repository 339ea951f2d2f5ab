import type { Database } from '#db/client.ts';
import { HttpError } from '#server/lib/errors.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import { cancelAtPeriodEnd, resumeSubscription } from '#server/modules/payments/subscriptions.ts';
import type { PaymentProvider } from '#server/modules/payments/types.ts';
import { canCancelSubscription, canResumeSubscription } from '#shared/subscriptions.ts';
import { getUserById } from './users.ts';

/** The regular account an administrator changes the subscription of; 404 when missing, 409 for an admin. */
async function subscriberAccount(db: Database, userId: string): Promise<UserRow> {
  const target = await getUserById(db, userId);
  if (target.isAdmin) throw new HttpError(409, 'Admin accounts have no subscription');
  return target;
}

/**
 * Cancels a regular account's subscription at the end of its paid period, as the user's own Cancel does; only
 * when allowed (active, with a provider subscription, no cancellation scheduled), otherwise 409 saying why.
 */
export async function cancelUserSubscription(
  db: Database,
  payments: PaymentProvider,
  userId: string,
): Promise<UserRow> {
  const target = await subscriberAccount(db, userId);
  if (!canCancelSubscription(target)) {
    throw new HttpError(
      409,
      target.subscriptionCanceledAt && target.subscriptionStatus === 'active'
        ? 'This subscription is already set to cancel at the end of its period'
        : 'This account has no active subscription to cancel',
    );
  }
  return cancelAtPeriodEnd(db, payments, target);
}

/**
 * Withdraws the scheduled cancellation of a regular account's subscription (it renews again), as the user's own
 * Resume does; only while one is scheduled and its date is ahead, otherwise 409 saying why.
 */
export async function resumeUserSubscription(
  db: Database,
  payments: PaymentProvider,
  userId: string,
): Promise<UserRow> {
  const target = await subscriberAccount(db, userId);
  if (!canResumeSubscription(target)) {
    throw new HttpError(409, 'This subscription is not set to cancel, so there is nothing to resume');
  }
  return resumeSubscription(db, payments, target);
}
