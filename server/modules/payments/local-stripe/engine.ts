import { clock } from '../../../lib/clock.ts';
import {
  type CheckoutPayment,
  type CheckoutSessionParams,
  createCheckoutSession,
  payCheckoutSession,
  retrieveCheckoutSession,
} from './checkout.ts';
import type { EngineContext } from './context.ts';
import {
  detachPaymentMethod,
  listCustomerPaymentMethods,
  requireObject,
  setDefaultPaymentMethod,
} from './customers.ts';
import type { LocalCustomer, LocalEvent, LocalPaymentMethod, LocalRefund, StripeObject } from './objects.ts';
import { createRefund, listInvoicePayments } from './refunds.ts';
import type { PaymentObjectStore } from './store.ts';
import {
  cancelSubscription,
  listSubscriptions,
  retrieveSubscription,
  type SettableStatus,
  setCancelAtPeriodEnd,
  setSubscriptionStatus,
} from './subscriptions.ts';

/** How the engine is built: where it stores objects, its clock, and the hosted checkout page's address. */
export interface LocalStripeOptions {
  store: PaymentObjectStore;
  now?: () => Date;
  checkoutUrl: (sessionId: string) => string;
}

// Deliveries stop after this many events in one call, so a handler that records events forever cannot loop.
const MAX_DELIVERIES_PER_CALL = 200;

/** A small Stripe: checkout sessions, customers, cards, subscriptions and events, in Stripe's shapes. */
export type LocalStripe = ReturnType<typeof createLocalStripe>;

/**
 * Builds the engine. Every operation runs in one store transaction, so it either happens whole (objects and
 * the events Stripe would send) or not at all. Errors are LocalStripeError, as Stripe would answer them.
 */
export function createLocalStripe(options: LocalStripeOptions) {
  const now = options.now ?? (() => clock.now());
  const run = <T>(work: (ctx: EngineContext) => Promise<T>): Promise<T> =>
    options.store.transaction((store) => work({ store, now, checkoutUrl: options.checkoutUrl }));
  return {
    /** The engine's clock. */
    now,
    createCheckoutSession: (params: CheckoutSessionParams) =>
      run((ctx) => createCheckoutSession(ctx, params)),
    retrieveCheckoutSession: (id: string) => run((ctx) => retrieveCheckoutSession(ctx, id)),
    payCheckoutSession: (id: string, payment: CheckoutPayment) =>
      run((ctx) => payCheckoutSession(ctx, id, payment)),
    retrieveCustomer: (id: string) => run((ctx) => requireObject<LocalCustomer>(ctx, 'customer', id)),
    setDefaultPaymentMethod: (customerId: string, paymentMethodId: string | null) =>
      run((ctx) => setDefaultPaymentMethod(ctx, customerId, paymentMethodId)),
    retrieveSubscription: (id: string) => run((ctx) => retrieveSubscription(ctx, id)),
    listSubscriptions: (customerId: string, opts: { includeCanceled: boolean }) =>
      run((ctx) => listSubscriptions(ctx, customerId, opts)),
    setCancelAtPeriodEnd: (id: string, cancelAtPeriodEnd: boolean) =>
      run((ctx) => setCancelAtPeriodEnd(ctx, id, cancelAtPeriodEnd)),
    cancelSubscription: (id: string) => run((ctx) => cancelSubscription(ctx, id)),
    /** Tests: simulate a failed (past_due/unpaid) or recovered (active) renewal, or an end (canceled). */
    setSubscriptionStatus: (id: string, status: SettableStatus) =>
      run((ctx) => setSubscriptionStatus(ctx, id, status)),
    listPaymentMethods: (customerId: string) => run((ctx) => listCustomerPaymentMethods(ctx, customerId)),
    retrievePaymentMethod: (id: string) =>
      run((ctx) => requireObject<LocalPaymentMethod>(ctx, 'payment_method', id)),
    detachPaymentMethod: (id: string) => run((ctx) => detachPaymentMethod(ctx, id)),
    listInvoicePayments: (invoiceId: string) => run((ctx) => listInvoicePayments(ctx, invoiceId)),
    createRefund: (params: {
      payment_intent: string;
      amount?: number | null;
      reason?: LocalRefund['reason'];
    }) => run((ctx) => createRefund(ctx, params)),
    /** Any stored object by id (expansions), or null. */
    retrieveObject: (id: string): Promise<StripeObject | null> => options.store.get(id),
    /** Events recorded and not yet delivered, oldest first. */
    listPendingEvents: (limit = 100): Promise<LocalEvent[]> => options.store.listPendingEvents(limit),
    /**
     * Hands every undelivered event, oldest first, to `deliver`, marking each delivered once it returns.
     * An event is claimed before delivery, so two callers never deliver the same one; one whose delivery
     * throws is left pending (the error is rethrown) and is retried by the next call, like Stripe's retries.
     */
    async deliverPendingEvents(deliver: (event: LocalEvent) => Promise<void>): Promise<number> {
      let delivered = 0;
      while (delivered < MAX_DELIVERIES_PER_CALL) {
        const [next] = await options.store.listPendingEvents(1);
        if (!next) break;
        const claimed = await markPending(options.store, next.id, 0);
        if (!claimed) continue;
        try {
          await deliver(claimed);
        } catch (error) {
          await markPending(options.store, next.id, 1);
          throw error;
        }
        delivered++;
      }
      return delivered;
    },
  };
}

/** Sets an event's pending count; answers the event when it changed (0 only from pending), else null. */
function markPending(store: PaymentObjectStore, id: string, pending: 0 | 1): Promise<LocalEvent | null> {
  return store.transaction(async (tx) => {
    const event = await tx.getForUpdate<LocalEvent>(id);
    if (!event || (pending === 0 && event.pending_webhooks === 0)) return null;
    event.pending_webhooks = pending;
    await tx.update(
      event,
      typeof event.data.object.customer === 'string' ? event.data.object.customer : null,
    );
    return event;
  });
}
