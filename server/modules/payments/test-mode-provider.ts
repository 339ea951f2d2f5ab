import type { Database } from '#db/client.ts';
import { consoleLogger, type Logger } from '#server/lib/logger.ts';
import type { TestCardInput, TestCheckout } from '#shared/schemas/payments.ts';
import { createLocalStripe, type LocalStripe } from './local-stripe/engine.ts';
import { LocalStripeError } from './local-stripe/errors.ts';
import type { LocalCheckoutSession } from './local-stripe/objects.ts';
import { createDatabaseStore } from './local-stripe/store.ts';
import {
  nothingToRefund,
  toPaymentProviderError,
  toProviderCheckout,
  toProviderPaymentMethod,
  toProviderSubscription,
} from './stripe-objects.ts';
import {
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderRefund,
  type ProviderSubscription,
  WebhookSignatureError,
} from './types.ts';

/** Test mode: the payment provider plus its own checkout page (docs/decisions/022-payments.md). */
export interface TestModeProvider extends PaymentProvider {
  readonly mode: 'test';
  /** The local checkout page's data, or null for an unknown id. */
  getCheckoutPage(id: string): Promise<TestCheckout | null>;
  /** Pays (or, in setup mode, saves the card of) a checkout, delivers its events, and answers where to go next. */
  payCheckout(id: string, card: TestCardInput): Promise<{ redirectUrl: string }>;
  /** Delivers events recorded and not yet delivered (after time moved or a test changed a subscription). */
  deliverPendingEvents(): Promise<number>;
  /** The engine behind it, for tests (moving subscriptions to past_due and the like). */
  readonly engine: LocalStripe;
}

/** What test mode needs: the database, the app's address (checkout page links) and where events go. */
export interface TestModeProviderOptions {
  db: Database;
  appUrl: string;
  deliverEvent: (event: PaymentEvent) => Promise<void>;
  now?: () => Date;
  /** Where a failed event delivery is reported (the console when absent); the event stays pending. */
  log?: Logger;
}

/** True when the provider is test mode (its checkout page routes exist only then). */
export function isTestModeProvider(provider: PaymentProvider): provider is TestModeProvider {
  return provider.mode === 'test' && 'payCheckout' in provider;
}

/** Builds test mode on the `test_payment_objects` table. */
export function createTestModeProvider(options: TestModeProviderOptions): TestModeProvider {
  const appUrl = options.appUrl.replace(/\/+$/, '');
  const engine = createLocalStripe({
    store: createDatabaseStore(options.db),
    now: options.now,
    checkoutUrl: (id) => `${appUrl}/test-checkout/${id}`,
  });
  const log = options.log ?? consoleLogger;
  const deliverPendingEvents = () => engine.deliverPendingEvents((event) => options.deliverEvent(event));
  // A change already happened at the provider when its events are delivered: a failed delivery is reported
  // and retried with the next one, never turned into a failure of the change itself (as with Stripe's webhooks).
  const deliverAfterChange = async () => {
    try {
      await deliverPendingEvents();
    } catch (error) {
      log.error({ err: error }, 'Test mode: delivering a payment event failed; it stays pending');
    }
  };

  return {
    mode: 'test',
    engine,
    deliverPendingEvents,
    async createSubscriptionCheckout(request) {
      const session = await call('Creating a checkout', () =>
        engine.createCheckoutSession({
          mode: 'subscription',
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          customer: request.customerId ?? null,
          customer_email: request.customerEmail ?? null,
          client_reference_id: request.clientReferenceId ?? null,
        }),
      );
      return toProviderCheckout(session);
    },
    async createSetupCheckout(request) {
      const session = await call('Creating a setup checkout', () =>
        engine.createCheckoutSession({
          mode: 'setup',
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          customer: request.customerId,
          client_reference_id: request.clientReferenceId ?? null,
        }),
      );
      return toProviderCheckout(session);
    },
    async retrieveCheckout(id) {
      const session = await orNull(() => engine.retrieveCheckoutSession(id));
      if (!session) return null;
      // As the Stripe adapter asks for it: the setup intent expanded, so a setup checkout names its card.
      const intent = session.setup_intent ? await engine.retrieveObject(session.setup_intent) : null;
      return toProviderCheckout({
        ...session,
        setup_intent: intent ? (intent as { id: string; payment_method?: string }) : session.setup_intent,
      });
    },
    async retrieveSubscription(id) {
      const subscription = await orNull(() => engine.retrieveSubscription(id));
      return subscription ? toProviderSubscription(subscription) : null;
    },
    async findLatestSubscription(customerId) {
      const list = await orNull(() => engine.listSubscriptions(customerId, { includeCanceled: true }));
      return list?.[0] ? toProviderSubscription(list[0]) : null;
    },
    async cancelAtPeriodEnd(subscriptionId) {
      const subscription = await call('Canceling a subscription', () =>
        engine.setCancelAtPeriodEnd(subscriptionId, true),
      );
      await deliverAfterChange();
      return toProviderSubscription(subscription);
    },
    async cancelNow(subscriptionId): Promise<ProviderSubscription> {
      const current = await call('Reading a subscription', () => engine.retrieveSubscription(subscriptionId));
      if (current.status === 'canceled') return toProviderSubscription(current);
      const subscription = await call('Ending a subscription', () =>
        engine.cancelSubscription(subscriptionId),
      );
      await deliverAfterChange();
      return toProviderSubscription(subscription);
    },
    async resumeSubscription(subscriptionId) {
      const subscription = await call('Resuming a subscription', () =>
        engine.setCancelAtPeriodEnd(subscriptionId, false),
      );
      await deliverAfterChange();
      return toProviderSubscription(subscription);
    },
    async refundSubscription(subscriptionId): Promise<ProviderRefund> {
      const current = await call('Reading a subscription', () => engine.retrieveSubscription(subscriptionId));
      const ended =
        current.status === 'canceled'
          ? current
          : await call('Ending a subscription', () => engine.cancelSubscription(subscriptionId));
      const invoiceId = current.latest_invoice;
      const payments = invoiceId
        ? await call('Listing the invoice payments', () => engine.listInvoicePayments(invoiceId))
        : [];
      let amountCents = 0;
      for (const payment of payments) {
        amountCents += payment.amount_paid;
        try {
          await engine.createRefund({ payment_intent: payment.payment.payment_intent, reason: 'duplicate' });
        } catch (error) {
          if (error instanceof LocalStripeError && error.code === 'charge_already_refunded') continue;
          await call('Refunding a payment', () => Promise.reject(error));
        }
      }
      await deliverAfterChange();
      if (amountCents === 0) throw nothingToRefund(subscriptionId);
      return { subscription: toProviderSubscription(ended), amountCents };
    },
    async listPaymentMethods(customerId) {
      const customer = await orNull(() => engine.retrieveCustomer(customerId));
      if (!customer) return { methods: [], defaultId: null };
      const methods = await call('Listing cards', () => engine.listPaymentMethods(customerId));
      // Newest first, as Stripe lists them.
      return {
        methods: methods.reverse().map(toProviderPaymentMethod),
        defaultId: customer.invoice_settings.default_payment_method,
      };
    },
    async retrievePaymentMethod(id) {
      const method = await orNull(() => engine.retrievePaymentMethod(id));
      return method ? toProviderPaymentMethod(method) : null;
    },
    async setDefaultPaymentMethod(customerId, paymentMethodId) {
      await call('Setting the default card', () =>
        engine.setDefaultPaymentMethod(customerId, paymentMethodId),
      );
    },
    async detachPaymentMethod(paymentMethodId) {
      await call('Removing a card', () => engine.detachPaymentMethod(paymentMethodId));
    },
    parseWebhook() {
      throw new WebhookSignatureError('Webhooks are not used in test mode');
    },
    async getCheckoutPage(id) {
      const session = await orNull(() => engine.retrieveCheckoutSession(id));
      return session ? toCheckoutPage(engine, session) : null;
    },
    async payCheckout(id, input) {
      const [month, year] = input.expiry.split('/').map((part) => Number(part.trim()));
      const { session } = await call('Paying a test checkout', () =>
        engine.payCheckoutSession(id, {
          card: { number: input.cardNumber, exp_month: month, exp_year: 2000 + year, cvc: input.cvc },
          email: input.email ?? null,
          name: input.name ?? null,
        }),
      );
      await deliverAfterChange();
      return { redirectUrl: session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) };
    },
  };
}

/**
 * The checkout page's data. The e-mail is shown only while the checkout is open (to the person about to pay);
 * a completed or expired checkout names no payer to whoever holds its id.
 */
async function toCheckoutPage(engine: LocalStripe, session: LocalCheckoutSession): Promise<TestCheckout> {
  let email = session.status === 'open' ? (session.customer_details?.email ?? session.customer_email) : null;
  const customerId = session.customer;
  if (!email && customerId && session.status === 'open')
    email = (await orNull(() => engine.retrieveCustomer(customerId)))?.email ?? null;
  return {
    id: session.id,
    mode: session.mode,
    status: session.status,
    amountUsd: (session.amount_total ?? 0) / 100,
    email: email ?? null,
    cancelUrl: session.cancel_url ?? '/',
  };
}

// The engine's refusals as the interface's errors; a closed checkout is a conflict (409) the page explains.
async function call<T>(action: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof LocalStripeError)) throw error;
    if (error.code === 'checkout_session_expired') {
      throw new PaymentProviderError(`${action}: ${error.message}`, 'This checkout has expired.', 409);
    }
    if (error.code === 'checkout_session_complete') {
      throw new PaymentProviderError(
        `${action}: ${error.message}`,
        'This checkout is already complete.',
        409,
      );
    }
    if (error.code === 'email_invalid') {
      throw new PaymentProviderError(`${action}: ${error.message}`, error.message, 400);
    }
    if (error.code === 'resource_missing' && action === 'Paying a test checkout') {
      throw new PaymentProviderError(`${action}: ${error.message}`, 'This checkout does not exist.', 404);
    }
    throw toPaymentProviderError(error, action);
  }
}

async function orNull<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LocalStripeError && error.code === 'resource_missing') return null;
    throw error;
  }
}
