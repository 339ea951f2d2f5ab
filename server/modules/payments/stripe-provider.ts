import Stripe from 'stripe';
import {
  nothingToRefund,
  referenceId,
  toPaymentProviderError,
  toProviderCheckout,
  toProviderPaymentMethod,
  toProviderSubscription,
} from './stripe-objects.ts';
import {
  type PaymentEvent,
  type PaymentProvider,
  type ProviderRefund,
  WebhookSignatureError,
} from './types.ts';

/** What the Stripe adapter needs: keys, the monthly price, and optionally a Stripe-compatible server's URL. */
export interface StripeProviderOptions {
  secretKey: string;
  priceId: string;
  webhookSecret: string;
  /** A Stripe-compatible API (the tests' fake); unset, the SDK talks to Stripe. */
  apiUrl?: string;
}

// Stripe answers in well under a second; a request stuck longer than this fails (one retry) instead of
// holding the customer's request.
const REQUEST_TIMEOUT_MS = 20_000;

/** The Stripe adapter, through the official SDK (API version 2026-10-28.endive). */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: '2026-10-28.endive',
    maxNetworkRetries: 1,
    timeout: REQUEST_TIMEOUT_MS,
    ...serverOf(options.apiUrl),
  });

  return {
    mode: 'stripe',
    async createSubscriptionCheckout(request) {
      const session = await call('Creating a checkout', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: options.priceId, quantity: 1 }],
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          ...(request.customerId
            ? { customer: request.customerId }
            : request.customerEmail
              ? { customer_email: request.customerEmail }
              : {}),
          ...(request.clientReferenceId ? { client_reference_id: request.clientReferenceId } : {}),
        }),
      );
      return toProviderCheckout(session);
    },
    async createSetupCheckout(request) {
      const session = await call('Creating a setup checkout', () =>
        stripe.checkout.sessions.create({
          mode: 'setup',
          customer: request.customerId,
          // Cards only (the product lists cards); this API version wants a currency in setup mode.
          allowed_payment_method_types: ['card'],
          currency: 'usd',
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          ...(request.clientReferenceId ? { client_reference_id: request.clientReferenceId } : {}),
        }),
      );
      return toProviderCheckout(session);
    },
    async retrieveCheckout(id) {
      // The setup intent is expanded so a setup checkout answers the card it saved.
      const session = await orNull('Reading a checkout', () =>
        stripe.checkout.sessions.retrieve(id, { expand: ['setup_intent'] }),
      );
      return session ? toProviderCheckout(session) : null;
    },
    async retrieveSubscription(id) {
      const subscription = await orNull('Reading a subscription', () => stripe.subscriptions.retrieve(id));
      return subscription ? toProviderSubscription(subscription) : null;
    },
    async findLatestSubscription(customerId) {
      // Stripe lists newest first; status 'all' includes canceled ones (the default leaves them out).
      const list = await orNull('Listing subscriptions', () =>
        stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 1 }),
      );
      return list?.data[0] ? toProviderSubscription(list.data[0]) : null;
    },
    async cancelAtPeriodEnd(subscriptionId) {
      const subscription = await call('Canceling a subscription', () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
      );
      return toProviderSubscription(subscription);
    },
    async cancelNow(subscriptionId) {
      // Ending an ended subscription is an error at Stripe; deleting an account must not fail on it.
      const current = await call('Reading a subscription', () =>
        stripe.subscriptions.retrieve(subscriptionId),
      );
      if (current.status === 'canceled' || current.status === 'incomplete_expired') {
        return toProviderSubscription(current);
      }
      const subscription = await call('Ending a subscription', () =>
        stripe.subscriptions.cancel(subscriptionId),
      );
      return toProviderSubscription(subscription);
    },
    async resumeSubscription(subscriptionId) {
      const subscription = await call('Resuming a subscription', () =>
        stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }),
      );
      return toProviderSubscription(subscription);
    },
    async refundSubscription(subscriptionId): Promise<ProviderRefund> {
      const current = await call('Reading a subscription', () =>
        stripe.subscriptions.retrieve(subscriptionId),
      );
      const ended =
        current.status === 'canceled' || current.status === 'incomplete_expired'
          ? current
          : await call('Ending a subscription', () => stripe.subscriptions.cancel(subscriptionId));
      const invoiceId = referenceId(current.latest_invoice);
      if (!invoiceId) throw nothingToRefund(subscriptionId);
      const payments = await call('Listing the invoice payments', () =>
        stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 10 }),
      );
      let amountCents = 0;
      for (const payment of payments.data) {
        const intent = referenceId(payment.payment.payment_intent);
        if (!intent) continue;
        amountCents += payment.amount_paid ?? 0;
        try {
          // One key per payment: a repeat within Stripe's idempotency window answers the same refund.
          await stripe.refunds.create(
            { payment_intent: intent, reason: 'duplicate' },
            { idempotencyKey: `aqs-refund-${intent}` },
          );
        } catch (error) {
          if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded')
            continue;
          await call('Refunding a payment', () => Promise.reject(error));
        }
      }
      if (amountCents === 0) throw nothingToRefund(subscriptionId);
      return { subscription: toProviderSubscription(ended), amountCents };
    },
    async listPaymentMethods(customerId) {
      const customer = await orNull('Reading a customer', () => stripe.customers.retrieve(customerId));
      if (!customer || customer.deleted) return { methods: [], defaultId: null };
      const list = await call('Listing cards', () =>
        stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 }),
      );
      const defaultMethod = customer.invoice_settings?.default_payment_method ?? null;
      return {
        methods: list.data.map(toProviderPaymentMethod),
        defaultId: typeof defaultMethod === 'string' ? defaultMethod : (defaultMethod?.id ?? null),
      };
    },
    async retrievePaymentMethod(id) {
      const method = await orNull('Reading a card', () => stripe.paymentMethods.retrieve(id));
      return method ? toProviderPaymentMethod(method) : null;
    },
    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      // A card added through a setup checkout is attached but not the default until this is set.
      await call('Setting the default card', () =>
        stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
        }),
      );
    },
    async detachPaymentMethod(paymentMethodId) {
      await call('Removing a card', () => stripe.paymentMethods.detach(paymentMethodId));
    },
    parseWebhook(rawBody, signature): PaymentEvent {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : undefined);
      }
      return {
        id: event.id,
        type: event.type,
        data: { object: event.data.object as unknown as Record<string, unknown> },
      };
    },
  };
}

/** The SDK's host, port and protocol for a Stripe-compatible server's URL (none: Stripe itself). */
function serverOf(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

async function call<T>(action: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      // By class, not the body's type: a refused API key (401) is our configuration, not the customer's request.
      const type =
        error instanceof Stripe.errors.StripeCardError
          ? 'card_error'
          : error instanceof Stripe.errors.StripeInvalidRequestError
            ? 'invalid_request_error'
            : 'api_error';
      throw toPaymentProviderError({ type, code: error.code, message: error.message }, action);
    }
    throw error;
  }
}

// Reads answer null for an id Stripe does not know (resource_missing), as the interface promises.
async function orNull<T>(action: string, work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null;
    return call(action, () => Promise.reject(error));
  }
}
