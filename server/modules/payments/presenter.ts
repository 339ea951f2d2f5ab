import { clock } from '#server/lib/clock.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import { SUBSCRIPTION_PRICE_USD } from '#shared/constants.ts';
import type { PaymentMethod, SubscriptionSummary } from '#shared/schemas/payments.ts';
import {
  canCancelSubscription,
  canResumeSubscription,
  describeSubscriptionStatus,
  effectiveSubscriptionStatus,
  hasActiveSubscription,
  isCancelScheduled,
} from '#shared/subscriptions.ts';
import type { PaymentMode, ProviderPaymentMethod } from './types.ts';

/** A provider card as GET /api/payment-methods shows it. */
export function presentPaymentMethod(method: ProviderPaymentMethod, defaultId: string | null): PaymentMethod {
  const card = method.card;
  return {
    id: method.id,
    type: method.type,
    isDefault: method.id === defaultId,
    card: card
      ? { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year }
      : null,
  };
}

/** The account's cards, the default first. */
export function presentPaymentMethods(list: {
  methods: ProviderPaymentMethod[];
  defaultId: string | null;
}): PaymentMethod[] {
  return list.methods
    .map((method) => presentPaymentMethod(method, list.defaultId))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/** What Settings > Subscription shows, from the stored state (labels and dates in UTC: the server has no zone of the reader). */
export function presentSubscriptionSummary(
  user: UserRow,
  mode: PaymentMode,
  now = clock.now(),
): SubscriptionSummary {
  return {
    mode,
    status: effectiveSubscriptionStatus(user, now),
    label: describeSubscriptionStatus(user, 'UTC', now),
    periodEnd: user.subscriptionPeriodEnd?.toISOString() ?? null,
    cancelScheduled: isCancelScheduled(user, now),
    canCancel: canCancelSubscription(user, now),
    canResume: canResumeSubscription(user, now),
    hasAccess: hasActiveSubscription(user, now),
    priceUsd: SUBSCRIPTION_PRICE_USD,
  };
}
