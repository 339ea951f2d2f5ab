import {
  PaymentProviderError,
  type ProviderCheckout,
  type ProviderPaymentMethod,
  type ProviderSubscription,
  type ProviderSubscriptionStatus,
} from './types.ts';

// Both adapters read Stripe-shaped JSON (the SDK's answers, the local engine's stored objects) through
// these mappers, so a checkout or subscription means the same thing in both modes. The input types are the
// few fields read; the SDK's types and the engine's objects both fit them.

/** A reference Stripe answers either as an id or, when expanded, as the object. */
type Reference = string | { id: string } | null | undefined;

/** The fields of a Checkout Session the product reads. */
export interface CheckoutSessionShape {
  id: string;
  url: string | null;
  mode: string;
  status: string | null;
  payment_status: string;
  customer: string | { id: string; email?: string | null } | null;
  customer_email: string | null;
  customer_details?: { email?: string | null } | null;
  subscription: Reference;
  client_reference_id: string | null;
  /** An id, or (when expanded) the setup intent with the card it saved. */
  setup_intent?: string | { id: string; payment_method?: Reference } | null;
}

/** The fields of a Subscription the product reads. */
export interface SubscriptionShape {
  id: string;
  customer: Reference;
  status: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  /** Only in API versions before 2025-03-31; newer ones keep the period on the items. */
  current_period_end?: number | null;
  items?: { data: Array<{ current_period_end?: number | null }> } | null;
}

/** The fields of a PaymentMethod the product reads. */
export interface PaymentMethodShape {
  id: string;
  customer: Reference;
  type: string;
  card?: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    fingerprint?: string | null;
  } | null;
}

const SUBSCRIPTION_STATUSES: ReadonlySet<string> = new Set<ProviderSubscriptionStatus>([
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
]);

/** The id of a reference, whether Stripe answered the id or the expanded object. */
export function referenceId(reference: Reference): string | null {
  if (!reference) return null;
  return typeof reference === 'string' ? reference : reference.id;
}

/** Stripe's Unix seconds as a Date (null stays null). */
export function fromUnix(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

/** A checkout session as the product sees it. */
export function toProviderCheckout(session: CheckoutSessionShape): ProviderCheckout {
  const customer = session.customer;
  const expandedEmail = typeof customer === 'object' ? (customer?.email ?? null) : null;
  return {
    id: session.id,
    url: session.url ?? null,
    mode: session.mode === 'setup' ? 'setup' : 'subscription',
    status: session.status === 'complete' || session.status === 'expired' ? session.status : 'open',
    paymentStatus:
      session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
        ? session.payment_status
        : 'unpaid',
    customerId: referenceId(customer),
    customerEmail: session.customer_details?.email ?? session.customer_email ?? expandedEmail,
    subscriptionId: referenceId(session.subscription),
    clientReferenceId: session.client_reference_id ?? null,
    setupPaymentMethodId:
      typeof session.setup_intent === 'object' ? referenceId(session.setup_intent?.payment_method) : null,
  };
}

/** A subscription as the product sees it; the period end comes from the first item (this API version). */
export function toProviderSubscription(subscription: SubscriptionShape): ProviderSubscription {
  const itemPeriodEnd = subscription.items?.data[0]?.current_period_end;
  return {
    id: subscription.id,
    customerId: referenceId(subscription.customer) ?? '',
    status: SUBSCRIPTION_STATUSES.has(subscription.status)
      ? (subscription.status as ProviderSubscriptionStatus)
      : 'incomplete',
    currentPeriodEnd: fromUnix(itemPeriodEnd ?? subscription.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: fromUnix(subscription.canceled_at),
    endedAt: fromUnix(subscription.ended_at),
  };
}

/** A saved card as the product sees it. */
export function toProviderPaymentMethod(method: PaymentMethodShape): ProviderPaymentMethod {
  const card = method.card;
  return {
    id: method.id,
    customerId: referenceId(method.customer),
    type: method.type,
    card: card
      ? {
          brand: card.brand,
          last4: card.last4,
          exp_month: card.exp_month,
          exp_year: card.exp_year,
          fingerprint: card.fingerprint ?? null,
        }
      : null,
  };
}

/** A Stripe error's body fields (`error.type`, `error.code`, `error.message`), from the SDK or the engine. */
export interface StripeErrorShape {
  type?: string;
  code?: string;
  message: string;
}

// Card errors that are the customer's typing, not a decline: answered 400 rather than 402.
const MISTYPED_CARD_CODES: ReadonlySet<string> = new Set([
  'incorrect_number',
  'invalid_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_cvc',
]);

/**
 * A Stripe error as a PaymentProviderError: card errors keep Stripe's message (written for customers) with
 * 400 (mistyped) or 402 (declined); an unknown id is 404; other refusals 400 and everything else 502, with
 * a message that names no internals.
 */
export function toPaymentProviderError(raw: StripeErrorShape, action: string): PaymentProviderError {
  const detail = `${action}: ${raw.type ?? 'error'}${raw.code ? ` (${raw.code})` : ''}: ${raw.message}`;
  if (raw.type === 'card_error') {
    return new PaymentProviderError(
      detail,
      raw.message,
      raw.code && MISTYPED_CARD_CODES.has(raw.code) ? 400 : 402,
    );
  }
  if (raw.code === 'resource_missing') {
    return new PaymentProviderError(detail, 'The payment provider does not know this item.', 404);
  }
  if (raw.type === 'invalid_request_error') {
    return new PaymentProviderError(detail, 'The payment provider refused this request.', 400);
  }
  return new PaymentProviderError(
    detail,
    'The payment provider could not be reached. Please try again.',
    502,
  );
}

/** A subscription whose latest invoice shows no paid payment: nothing to refund (404). */
export function nothingToRefund(subscriptionId: string): PaymentProviderError {
  return new PaymentProviderError(
    `Refunding subscription ${subscriptionId}: its latest invoice has no paid payment`,
    'The payment to refund was not found. Please contact support.',
    404,
  );
}
