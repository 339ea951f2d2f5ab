import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { paymentEvents, users } from '#db/schema/index.ts';
import { applySyncPlan, callProvider, planSync, runSync, type SyncTarget } from './subscriptions.ts';
import type { PaymentEvent, PaymentProvider, ProviderCheckout } from './types.ts';

/** What else handling an event may do besides syncing accounts. */
export interface PaymentEventHooks {
  /**
   * A completed subscription checkout that no account holds yet (a new customer paid): record it for signup
   * and e-mail the payer (docs/decisions/030). Called on every such delivery; it must be safe to repeat.
   */
  onUnclaimedCheckout?(checkout: ProviderCheckout): Promise<void>;
  /** A completed setup checkout (a card saved): a card saved twice is removed. Safe to repeat. */
  onSetupCheckout?(checkout: ProviderCheckout): Promise<void>;
}

// Provider events (Stripe's webhooks, or test mode's events fed straight in): each id is applied once, and an
// event's own copy of an object is never trusted: the subscription is re-read from the provider, so events
// arriving late, twice or out of order all end in the provider's current state (docs/decisions/022-payments.md).

/** What handling an event did: changed state, had been applied before, or was of no interest. */
export type PaymentEventOutcome = 'applied' | 'duplicate' | 'ignored';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id field that Stripe sends as a string, or as the expanded object. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string')
    return (value as { id: string }).id;
  return null;
}

/** An invoice's subscription: `parent.subscription_details.subscription` in current API versions, else the legacy field. */
function invoiceSubscriptionId(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  return idOf(parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
}

/** Which account a completed checkout is about: the signed-in account it was started for, or its customer's. */
async function checkoutTarget(
  db: Database,
  provider: PaymentProvider,
  sessionId: string | null,
  hooks: PaymentEventHooks,
): Promise<SyncTarget | null> {
  if (!sessionId) return null;
  const checkout = await callProvider(() => provider.retrieveCheckout(sessionId));
  if (checkout?.mode === 'setup' && checkout.status === 'complete') await hooks.onSetupCheckout?.(checkout);
  if (checkout?.mode !== 'subscription' || checkout.status !== 'complete') return null;
  if (!checkout.subscriptionId || !checkout.customerId) return null;
  const ids = { subscriptionId: checkout.subscriptionId, customerId: checkout.customerId };
  const reference = checkout.clientReferenceId;
  if (reference && UUID.test(reference)) {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, reference));
    if (owner) return { userId: owner.id, ...ids };
  }
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.stripeCustomerId, checkout.customerId));
  if (holder) return { userId: holder.id, ...ids };
  // A new customer's checkout has no account yet: it waits for signup (registering reads the provider itself).
  await hooks.onUnclaimedCheckout?.(checkout);
  return null;
}

/** Whether the product acts on an event type. */
function isHandled(type: string): boolean {
  return type === 'checkout.session.completed' || SUBSCRIPTION_EVENTS.has(type) || INVOICE_EVENTS.has(type);
}

/** The sync a handled event asks for; null when it names nothing an account holds. */
async function targetOf(
  db: Database,
  provider: PaymentProvider,
  event: PaymentEvent,
  hooks: PaymentEventHooks,
): Promise<SyncTarget | null> {
  const object = event.data?.object ?? {};
  if (event.type === 'checkout.session.completed')
    return checkoutTarget(db, provider, idOf(object.id), hooks);
  const subscriptionId = SUBSCRIPTION_EVENTS.has(event.type)
    ? idOf(object.id)
    : invoiceSubscriptionId(object);
  return subscriptionId ? { subscriptionId, customerId: idOf(object.customer) } : null;
}

/**
 * Applies a verified provider event once: records its id in `payment_events` in the same transaction as the
 * change (a second delivery answers 'duplicate'), re-reading the subscription it names from the provider.
 * Event types the product does not use answer 'ignored' and are not recorded.
 */
export async function processPaymentEvent(
  db: Database,
  provider: PaymentProvider,
  event: PaymentEvent,
  hooks: PaymentEventHooks = {},
): Promise<PaymentEventOutcome> {
  if (!isHandled(event.type)) return 'ignored';
  const [seen] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, event.id));
  if (seen) return 'duplicate';
  return runSync<PaymentEventOutcome>(
    db,
    async () => {
      const target = await targetOf(db, provider, event, hooks);
      return target ? planSync(db, provider, target) : null;
    },
    async (tx, plan) => {
      const recorded = await tx
        .insert(paymentEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (recorded.length === 0) return 'duplicate';
      if (plan) await applySyncPlan(tx, plan);
      return 'applied';
    },
  );
}
