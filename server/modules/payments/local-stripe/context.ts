import { randomBytes } from 'node:crypto';
import { LOCAL_API_VERSION, type LocalEvent, type StripeObject } from './objects.ts';
import type { PaymentObjectStore } from './store.ts';

/** What every engine operation works with: the store (bound to the operation's transaction) and the clock. */
export interface EngineContext {
  store: PaymentObjectStore;
  /** The engine's clock; tests move it to make periods end. */
  now: () => Date;
  /** The hosted checkout page of a session. */
  checkoutUrl: (sessionId: string) => string;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random Stripe-like id: `cus_test_…`, `sub_test_…` (the `_test_` marks test-mode objects). */
export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let tail = '';
  for (const byte of bytes) tail += ID_ALPHABET[byte % ID_ALPHABET.length];
  return `${prefix}_test_${tail}`;
}

/** The clock as Unix seconds, Stripe's timestamps. */
export function unixNow(ctx: EngineContext): number {
  return Math.floor(ctx.now().getTime() / 1000);
}

/**
 * `months` calendar months after `anchor` (Unix seconds), keeping the anchor's day and clamping to the end
 * of shorter months the way Stripe bills (Jan 31 → Feb 28 → Mar 31).
 */
export function addMonths(anchor: number, months: number): number {
  const start = new Date(anchor * 1000);
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** Records the event Stripe would send for a change; `data.object` is a copy of the object at this moment. */
export async function recordEvent(
  ctx: EngineContext,
  type: string,
  object: StripeObject,
  previousAttributes?: Record<string, unknown>,
): Promise<LocalEvent> {
  const event: LocalEvent = {
    id: newId('evt'),
    object: 'event',
    type,
    api_version: LOCAL_API_VERSION,
    created: unixNow(ctx),
    data: {
      object: structuredClone(object),
      ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
  await ctx.store.insert(event, typeof object.customer === 'string' ? object.customer : null);
  return event;
}

/** Saves a changed object of a customer's, then records the event Stripe would send for the change. */
export async function saveChange(
  ctx: EngineContext,
  object: StripeObject & { customer: string | null },
  type: string,
  previousAttributes?: Record<string, unknown>,
): Promise<LocalEvent> {
  await ctx.store.update(object, object.customer);
  return recordEvent(ctx, type, object, previousAttributes);
}
