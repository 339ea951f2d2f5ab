// The one payment interface (docs/decisions/022-payments.md). Two adapters implement it, chosen at start:
// Stripe (stripe-provider.ts, the official SDK) and test mode (test-mode-provider.ts, a local Stripe-like
// engine whose objects live in the database). Everything above this file speaks only these types.

/** Which adapter is serving: 'stripe' (real payments) or 'test' (local test-mode checkout). */
export type PaymentMode = 'stripe' | 'test';

/** A checkout the provider hosts: subscription mode (pay $5.99/month) or setup mode (add a card). */
export interface ProviderCheckout {
  id: string;
  /** Where to send the browser; null once the checkout is complete or expired. */
  url: string | null;
  mode: 'subscription' | 'setup';
  /** 'complete' only after the card was accepted (and for subscription mode, the subscription exists). */
  status: 'open' | 'complete' | 'expired';
  /** 'paid' once the first invoice is paid; setup mode answers 'no_payment_required'. */
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  customerId: string | null;
  customerEmail: string | null;
  subscriptionId: string | null;
  /** The account a signed-in resubscription was started for (client_reference_id), else null. */
  clientReferenceId: string | null;
  /** Setup mode, once complete: the card it saved (its setup intent's payment method), else null. */
  setupPaymentMethodId: string | null;
}

/** Stripe's subscription statuses, as the provider reports them. */
export type ProviderSubscriptionStatus =
  | 'active'
  | 'trialing'
  | 'past_due'
  | 'unpaid'
  | 'canceled'
  | 'incomplete'
  | 'incomplete_expired'
  | 'paused';

/** A subscription as the provider holds it now (always re-read; never trusted from an event's order). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  /** End of the current paid period. */
  currentPeriodEnd: Date | null;
  /** True when the subscription ends at currentPeriodEnd (cancel scheduled). */
  cancelAtPeriodEnd: boolean;
  /** When the cancellation was asked for, or null. */
  canceledAt: Date | null;
  /** When a canceled subscription ended, or null. */
  endedAt: Date | null;
}

/** A saved card. */
export interface ProviderPaymentMethod {
  id: string;
  customerId: string | null;
  type: string;
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    /** The same card number gives the same fingerprint (within one Stripe account): duplicates are told apart by it. */
    fingerprint: string | null;
  } | null;
}

/** What refunding a subscription's payment did: the subscription as it is now (ended) and the amount returned. */
export interface ProviderRefund {
  subscription: ProviderSubscription;
  /** Cents returned to the card by this call or an earlier one. */
  amountCents: number;
}

/** A provider event (Stripe's shape, reduced): what the webhook handling code reads. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The event's object as the provider sent it (a checkout session, subscription, invoice...). */
  data: { object: Record<string, unknown> };
}

/** What starting a checkout needs. */
export interface CheckoutRequest {
  successUrl: string;
  cancelUrl: string;
  /** An existing customer (resubscription, or setup mode); otherwise the provider makes one. */
  customerId?: string | null;
  /** Prefills the checkout's e-mail when there is no customer yet. */
  customerEmail?: string | null;
  /** The signed-in account a resubscription is for. */
  clientReferenceId?: string | null;
}

/** The payment provider: every call the product makes to Stripe (or to test mode). */
export interface PaymentProvider {
  readonly mode: PaymentMode;
  /** Checkout in subscription mode for the monthly price. `successUrl` may hold {CHECKOUT_SESSION_ID}. */
  createSubscriptionCheckout(request: CheckoutRequest): Promise<ProviderCheckout>;
  /** Checkout in setup mode: the customer adds a card on the provider's page. */
  createSetupCheckout(request: CheckoutRequest & { customerId: string }): Promise<ProviderCheckout>;
  /** Reads a checkout; null when the provider does not know the id. */
  retrieveCheckout(id: string): Promise<ProviderCheckout | null>;
  /** Reads a subscription; null when the provider does not know the id. */
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /** The newest subscription of a customer, or null (Sync Subscriptions for accounts without a subscription id). */
  findLatestSubscription(customerId: string): Promise<ProviderSubscription | null>;
  /** Schedules the end of a subscription at its period end. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  /** Ends a subscription now (deleting an account). */
  cancelNow(subscriptionId: string): Promise<ProviderSubscription>;
  /** Withdraws a scheduled end (cancel_at_period_end=false): the subscription renews again. */
  resumeSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /**
   * Ends a subscription now and refunds the payment of its latest invoice in full (a second payment for an
   * account that already pays). Safe to repeat: an ended subscription is not ended again, a refunded payment
   * is not refunded twice.
   */
  refundSubscription(subscriptionId: string): Promise<ProviderRefund>;
  /** The customer's cards and which one is the default. */
  listPaymentMethods(
    customerId: string,
  ): Promise<{ methods: ProviderPaymentMethod[]; defaultId: string | null }>;
  /** Reads one card; null when unknown. Callers check its customerId against the account's. */
  retrievePaymentMethod(id: string): Promise<ProviderPaymentMethod | null>;
  /** Makes a card the customer's default for invoices. */
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  /** Removes a card from its customer. */
  detachPaymentMethod(paymentMethodId: string): Promise<void>;
  /**
   * Checks a webhook's signature and parses it; throws WebhookSignatureError when it does not verify.
   * Test mode has no webhooks (its events go straight to the same handling code) and always throws.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/** A webhook whose signature does not verify (answered 400, nothing changes). */
export class WebhookSignatureError extends Error {
  constructor(message = 'Webhook signature verification failed') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider refused or failed a call; `userMessage` is safe to show (Stripe's card messages). */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly userMessage: string,
    readonly statusCode = 502,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
