import { formatDateUS } from './calc/format.ts';
import type { SubscriptionStatus } from './schemas/auth.ts';

// The one definition of what a stored subscription state means (docs/decisions/022-payments.md): who may use
// surveys and proposals, the label Settings shows, and when Cancel is offered. The server and the client both
// read these, with dates as Date (database rows) or ISO text (the PublicUser the client holds).

type DateLike = Date | string | null | undefined;

/** The subscription fields of a user, as a database row or as the client's PublicUser. */
export interface SubscriptionHolder {
  isAdmin: boolean;
  subscriptionStatus: string;
  subscriptionPeriodEnd: DateLike;
  subscriptionCanceledAt: DateLike;
  stripeSubscriptionId?: string | null;
}

function toDate(value: DateLike): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The stored status as one of the four known values; anything else reads as inactive. */
export function normalizeSubscriptionStatus(status: string): SubscriptionStatus {
  return status === 'active' || status === 'past_due' || status === 'canceled' ? status : 'inactive';
}

/**
 * The status in effect now: the stored one, except that an active subscription whose scheduled cancellation
 * date has passed reads as canceled even before the provider's event about it arrives.
 */
export function effectiveSubscriptionStatus(user: SubscriptionHolder, now = new Date()): SubscriptionStatus {
  const status = normalizeSubscriptionStatus(user.subscriptionStatus);
  const periodEnd = toDate(user.subscriptionPeriodEnd);
  const isScheduled = !!toDate(user.subscriptionCanceledAt);
  if (status === 'active' && isScheduled && periodEnd && periodEnd <= now) return 'canceled';
  return status;
}

/**
 * Whether a user may use surveys and proposals: administrators always (they own none: the routes refuse them
 * separately), otherwise an active or past-due (grace) subscription, or a canceled one until its period end.
 */
export function hasActiveSubscription(user: SubscriptionHolder, now = new Date()): boolean {
  if (user.isAdmin) return true;
  const status = effectiveSubscriptionStatus(user, now);
  if (status === 'active' || status === 'past_due') return true;
  const periodEnd = toDate(user.subscriptionPeriodEnd);
  return status === 'canceled' && !!periodEnd && periodEnd > now;
}

/** True while an active subscription is set to end at its (future) period end. */
export function isCancelScheduled(user: SubscriptionHolder, now = new Date()): boolean {
  return effectiveSubscriptionStatus(user, now) === 'active' && !!toDate(user.subscriptionCanceledAt);
}

/** Cancel is offered only for an active subscription the provider knows, with no cancellation scheduled. */
export function canCancelSubscription(user: SubscriptionHolder, now = new Date()): boolean {
  return (
    effectiveSubscriptionStatus(user, now) === 'active' &&
    !!user.stripeSubscriptionId &&
    !isCancelScheduled(user, now)
  );
}

/** Resume is offered while a cancellation is scheduled (its date still ahead) on a subscription the provider knows. */
export function canResumeSubscription(user: SubscriptionHolder, now = new Date()): boolean {
  return isCancelScheduled(user, now) && !!user.stripeSubscriptionId;
}

/**
 * A subscription date as the product shows it ("Jan 5, 2027"). The server formats in UTC (it does not know the
 * reader's zone); the client passes nothing and gets its own zone.
 */
export function formatSubscriptionDate(value: DateLike, timeZone?: string): string {
  return formatDateUS(toDate(value), timeZone);
}

const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  canceled: 'Canceled',
  past_due: 'Past Due',
  inactive: 'Inactive',
};

/** The status as Settings shows it: "Active", "Active - Cancels Jan 5, 2027", "Canceled", "Past Due", "Inactive". */
export function describeSubscriptionStatus(
  user: SubscriptionHolder,
  timeZone?: string,
  now = new Date(),
): string {
  if (isCancelScheduled(user, now)) {
    const date = formatSubscriptionDate(user.subscriptionPeriodEnd, timeZone);
    if (date) return `Active - Cancels ${date}`;
  }
  return STATUS_LABELS[effectiveSubscriptionStatus(user, now)];
}
