import { addMonths, type EngineContext, newId, recordEvent, saveChange, unixNow } from './context.ts';
import { requireObject } from './customers.ts';
import { invalidRequest } from './errors.ts';
import { type LocalInvoice, type LocalSubscription, MONTHLY_AMOUNT_CENTS } from './objects.ts';
import { recordInvoicePayment } from './refunds.ts';

/** Statuses a test can put a subscription in (a failed renewal, a recovered one, or the end). */
export type SettableStatus = 'active' | 'past_due' | 'unpaid' | 'canceled';

/** Starts a paid monthly subscription: its first period begins now and its first invoice is paid. */
export async function createSubscription(
  ctx: EngineContext,
  input: { customerId: string; priceId: string; paymentMethodId: string },
): Promise<{ subscription: LocalSubscription; invoice: LocalInvoice }> {
  const now = unixNow(ctx);
  const id = newId('sub');
  const end = addMonths(now, 1);
  const subscription: LocalSubscription = {
    id,
    object: 'subscription',
    customer: input.customerId,
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    cancellation_details: { reason: null, comment: null, feedback: null },
    billing_cycle_anchor: now,
    start_date: now,
    created: now,
    currency: 'usd',
    default_payment_method: input.paymentMethodId,
    latest_invoice: null,
    items: {
      object: 'list',
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          subscription: id,
          quantity: 1,
          current_period_start: now,
          current_period_end: end,
          created: now,
          price: {
            id: input.priceId,
            object: 'price',
            currency: 'usd',
            unit_amount: MONTHLY_AMOUNT_CENTS,
            recurring: { interval: 'month', interval_count: 1 },
            type: 'recurring',
          },
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    livemode: false,
    metadata: {},
  };
  const invoice = buildInvoice(ctx, subscription, 'subscription_create', true);
  subscription.latest_invoice = invoice.id;
  await ctx.store.insert(subscription, input.customerId);
  await ctx.store.insert(invoice, input.customerId);
  await recordInvoicePayment(ctx, invoice, input.paymentMethodId);
  return { subscription, invoice };
}

/** Reads a subscription after applying the time that passed (renewals, scheduled ends). */
export async function retrieveSubscription(ctx: EngineContext, id: string): Promise<LocalSubscription> {
  const subscription = await requireObject<LocalSubscription>(ctx, 'subscription', id, { lock: true });
  await applyElapsedTime(ctx, subscription);
  return subscription;
}

/** A customer's subscriptions, newest first; without `includeCanceled`, canceled ones are left out (Stripe's default). */
export async function listSubscriptions(
  ctx: EngineContext,
  customerId: string,
  options: { includeCanceled: boolean },
): Promise<LocalSubscription[]> {
  const stored = await ctx.store.listByCustomer<LocalSubscription>('subscription', customerId);
  const current: LocalSubscription[] = [];
  for (const { id } of stored.reverse()) current.push(await retrieveSubscription(ctx, id));
  return options.includeCanceled ? current : current.filter((s) => s.status !== 'canceled');
}

/** Schedules (true) or withdraws (false) the end of a subscription at its period end. */
export async function setCancelAtPeriodEnd(
  ctx: EngineContext,
  id: string,
  cancelAtPeriodEnd: boolean,
): Promise<LocalSubscription> {
  const subscription = await retrieveSubscription(ctx, id);
  if (subscription.status === 'canceled') {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  }
  if (subscription.cancel_at_period_end === cancelAtPeriodEnd) return subscription;
  const previous = {
    cancel_at_period_end: subscription.cancel_at_period_end,
    cancel_at: subscription.cancel_at,
    canceled_at: subscription.canceled_at,
    cancellation_details: subscription.cancellation_details,
  };
  subscription.cancel_at_period_end = cancelAtPeriodEnd;
  subscription.cancel_at = cancelAtPeriodEnd ? periodEnd(subscription) : null;
  subscription.canceled_at = cancelAtPeriodEnd ? unixNow(ctx) : null;
  subscription.cancellation_details = {
    reason: cancelAtPeriodEnd ? 'cancellation_requested' : null,
    comment: null,
    feedback: null,
  };
  await saveChange(ctx, subscription, 'customer.subscription.updated', previous);
  return subscription;
}

/** Ends a subscription now. */
export async function cancelSubscription(ctx: EngineContext, id: string): Promise<LocalSubscription> {
  const subscription = await retrieveSubscription(ctx, id);
  if (subscription.status === 'canceled') {
    throw invalidRequest('A canceled subscription can only update its cancellation_details and metadata.');
  }
  const now = unixNow(ctx);
  subscription.status = 'canceled';
  subscription.canceled_at = now;
  subscription.ended_at = now;
  subscription.cancellation_details = { reason: 'cancellation_requested', comment: null, feedback: null };
  await saveChange(ctx, subscription, 'customer.subscription.deleted');
  return subscription;
}

/**
 * Puts a subscription in a status as a renewal would (tests): past_due/unpaid is a failed renewal
 * (`invoice.payment_failed`), active a recovered one (`invoice.paid`), each followed by
 * `customer.subscription.updated`; canceled ends it now.
 */
export async function setSubscriptionStatus(
  ctx: EngineContext,
  id: string,
  status: SettableStatus,
): Promise<LocalSubscription> {
  if (status === 'canceled') return cancelSubscription(ctx, id);
  const subscription = await retrieveSubscription(ctx, id);
  if (subscription.status === 'canceled')
    throw invalidRequest('This subscription has already been canceled.');
  if (subscription.status === status) return subscription;
  const previous = { status: subscription.status, latest_invoice: subscription.latest_invoice };
  const paid = status === 'active';
  const invoice = buildInvoice(ctx, subscription, 'subscription_cycle', paid);
  subscription.status = status;
  subscription.latest_invoice = invoice.id;
  await ctx.store.insert(invoice, subscription.customer);
  await recordInvoicePayment(ctx, invoice, subscription.default_payment_method);
  await ctx.store.update(subscription, subscription.customer);
  await recordEvent(ctx, paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  await recordEvent(ctx, 'customer.subscription.updated', subscription, previous);
  return subscription;
}

/** End of the subscription's current period (Unix seconds). */
export function periodEnd(subscription: LocalSubscription): number {
  return subscription.items.data[0].current_period_end;
}

// Time is applied lazily, when a subscription is read: a scheduled end that passed ends it; an active
// subscription whose period passed renews (one paid invoice per month that passed).
async function applyElapsedTime(ctx: EngineContext, subscription: LocalSubscription): Promise<void> {
  const now = unixNow(ctx);
  if (subscription.status === 'canceled' || periodEnd(subscription) > now) return;
  if (subscription.cancel_at_period_end) {
    subscription.status = 'canceled';
    subscription.ended_at = periodEnd(subscription);
    await saveChange(ctx, subscription, 'customer.subscription.deleted');
    return;
  }
  if (subscription.status !== 'active') return;
  const previous = {
    items: structuredClone(subscription.items),
    latest_invoice: subscription.latest_invoice,
  };
  const item = subscription.items.data[0];
  while (item.current_period_end <= now) {
    item.current_period_start = item.current_period_end;
    item.current_period_end = nextPeriodEnd(subscription.billing_cycle_anchor, item.current_period_end);
    const invoice = buildInvoice(ctx, subscription, 'subscription_cycle', true);
    subscription.latest_invoice = invoice.id;
    await ctx.store.insert(invoice, subscription.customer);
    await recordInvoicePayment(ctx, invoice, subscription.default_payment_method);
    await recordEvent(ctx, 'invoice.paid', invoice);
  }
  await saveChange(ctx, subscription, 'customer.subscription.updated', previous);
}

function nextPeriodEnd(anchor: number, currentEnd: number): number {
  let months = 1;
  while (addMonths(anchor, months) <= currentEnd) months++;
  return addMonths(anchor, months);
}

function buildInvoice(
  ctx: EngineContext,
  subscription: LocalSubscription,
  reason: LocalInvoice['billing_reason'],
  paid: boolean,
): LocalInvoice {
  const now = unixNow(ctx);
  const item = subscription.items.data[0];
  return {
    id: newId('in'),
    object: 'invoice',
    customer: subscription.customer,
    status: paid ? 'paid' : 'open',
    billing_reason: reason,
    amount_due: MONTHLY_AMOUNT_CENTS,
    amount_paid: paid ? MONTHLY_AMOUNT_CENTS : 0,
    amount_remaining: paid ? 0 : MONTHLY_AMOUNT_CENTS,
    attempt_count: 1,
    currency: 'usd',
    period_start: item.current_period_start,
    period_end: item.current_period_end,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    status_transitions: { paid_at: paid ? now : null, finalized_at: now },
    created: now,
    livemode: false,
  };
}
