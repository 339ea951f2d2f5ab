// The local engine's objects, in the JSON shapes Stripe's API answers (API version 2026-10-28.endive),
// reduced to the fields the product and the Stripe SDK read. They are stored as they are and served
// unchanged by the tests' fake Stripe server.

import { SUBSCRIPTION_PRICE_CENTS } from '#shared/constants.ts';

/** The API version the stored objects and events follow. */
export const LOCAL_API_VERSION = '2026-10-28.endive';

/** The one price, a month, in cents (shared/constants.ts). */
export const MONTHLY_AMOUNT_CENTS = SUBSCRIPTION_PRICE_CENTS;

/** Price id used when a checkout names none (test mode). */
export const DEFAULT_PRICE_ID = 'price_test_monthly';

/** A stored object: every Stripe object has an id and an `object` kind. */
export interface StripeObject {
  id: string;
  object: string;
  [key: string]: unknown;
}

/** A Checkout Session (`checkout.session`). */
export interface LocalCheckoutSession extends StripeObject {
  object: 'checkout.session';
  mode: 'subscription' | 'setup';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  url: string | null;
  success_url: string;
  cancel_url: string | null;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  client_reference_id: string | null;
  subscription: string | null;
  setup_intent: string | null;
  invoice: string | null;
  amount_total: number | null;
  currency: string | null;
  payment_method_types: string[];
  /** Stripe answers line_items only when expanded; the engine keeps them on the session. */
  line_items: {
    object: 'list';
    data: Array<{
      id: string;
      object: 'item';
      quantity: number;
      amount_total: number;
      price: { id: string };
    }>;
    has_more: false;
  } | null;
  created: number;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
}

/** A Customer. */
export interface LocalCustomer extends StripeObject {
  object: 'customer';
  email: string | null;
  name: string | null;
  created: number;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
  metadata: Record<string, string>;
}

/** The card details of a payment method. */
export interface LocalCard {
  brand: string;
  display_brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  funding: 'credit';
  country: 'US';
  fingerprint: string;
}

/** A card PaymentMethod. */
export interface LocalPaymentMethod extends StripeObject {
  object: 'payment_method';
  type: 'card';
  card: LocalCard;
  customer: string | null;
  billing_details: { email: string | null; name: string | null };
  created: number;
  livemode: false;
  metadata: Record<string, string>;
}

/** A subscription item: in this API version the billing period lives here, not on the subscription. */
export interface LocalSubscriptionItem {
  id: string;
  object: 'subscription_item';
  subscription: string;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
  created: number;
  price: {
    id: string;
    object: 'price';
    currency: 'usd';
    unit_amount: number;
    recurring: { interval: 'month'; interval_count: 1 };
    type: 'recurring';
  };
}

/** A Subscription. */
export interface LocalSubscription extends StripeObject {
  object: 'subscription';
  customer: string;
  status: 'active' | 'past_due' | 'unpaid' | 'canceled';
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  cancellation_details: { reason: 'cancellation_requested' | null; comment: null; feedback: null };
  billing_cycle_anchor: number;
  start_date: number;
  created: number;
  currency: 'usd';
  default_payment_method: string | null;
  latest_invoice: string | null;
  items: { object: 'list'; data: LocalSubscriptionItem[]; has_more: false; url: string };
  livemode: false;
  metadata: Record<string, string>;
}

/** An Invoice of a subscription period. */
export interface LocalInvoice extends StripeObject {
  object: 'invoice';
  customer: string;
  status: 'paid' | 'open';
  billing_reason: 'subscription_create' | 'subscription_cycle';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  currency: 'usd';
  period_start: number;
  period_end: number;
  parent: { type: 'subscription_details'; subscription_details: { subscription: string } };
  status_transitions: { paid_at: number | null; finalized_at: number };
  created: number;
  livemode: false;
}

/** The PaymentIntent that collected a paid invoice (what a refund names). */
export interface LocalPaymentIntent extends StripeObject {
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: 'usd';
  customer: string;
  payment_method: string | null;
  status: 'succeeded';
  created: number;
  livemode: false;
  metadata: Record<string, string>;
}

/** How an invoice was paid (`GET /v1/invoice_payments?invoice=…`): its PaymentIntent. */
export interface LocalInvoicePayment extends StripeObject {
  object: 'invoice_payment';
  invoice: string;
  amount_paid: number;
  amount_requested: number;
  currency: 'usd';
  is_default: true;
  status: 'paid';
  payment: { type: 'payment_intent'; payment_intent: string };
  created: number;
  livemode: false;
}

/** A Refund of a PaymentIntent. */
export interface LocalRefund extends StripeObject {
  object: 'refund';
  amount: number;
  currency: 'usd';
  payment_intent: string;
  reason: 'duplicate' | 'requested_by_customer' | null;
  status: 'succeeded';
  created: number;
  metadata: Record<string, string>;
}

/** A SetupIntent made by a setup-mode checkout. */
export interface LocalSetupIntent extends StripeObject {
  object: 'setup_intent';
  customer: string;
  payment_method: string;
  status: 'succeeded';
  usage: 'off_session';
  created: number;
  livemode: false;
}

/** An Event as Stripe sends it to a webhook; `pending_webhooks` is 0 once delivered. */
export interface LocalEvent extends StripeObject {
  object: 'event';
  type: string;
  api_version: string;
  created: number;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}
