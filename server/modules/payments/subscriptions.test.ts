import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { users } from '#db/schema/index.ts';
import { createUser, subscriptionCheckoutRequest } from '../../../tests/factories/index.ts';
import { createTestDatabase } from '../../../tests/setup/test-db.ts';
import {
  cancelSubscriptionNow,
  subscriptionStateOf,
  syncAllSubscriptions,
  syncSubscription,
} from './subscriptions.ts';
import { createTestModeProvider, type TestModeProvider } from './test-mode-provider.ts';
import { PaymentProviderError, type ProviderSubscription } from './types.ts';
import { processPaymentEvent } from './webhooks.ts';

// The one subscription sync, on test mode's engine (events are not delivered here: each test calls the sync
// the way a webhook or the admin would).

let handle: DatabaseHandle;
let provider: TestModeProvider;
beforeAll(async () => {
  handle = await createTestDatabase();
  provider = createTestModeProvider({
    db: handle.db,
    appUrl: 'http://localhost:5000',
    deliverEvent: async () => {},
  });
});
afterAll(() => handle.close());

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-23T12:00:00Z');
const sub = (overrides: Partial<ProviderSubscription>): ProviderSubscription => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  currentPeriodEnd: new Date(NOW.getTime() + 30 * DAY),
  cancelAtPeriodEnd: false,
  canceledAt: null,
  endedAt: null,
  ...overrides,
});

/** A paid subscription checkout in test mode (for a customer, or a new one); answers its ids. */
async function subscribe(customerId: string | null = null) {
  const email = `sync_${Math.random().toString(36).slice(2)}@example.com`;
  const checkout = await provider.createSubscriptionCheckout(
    subscriptionCheckoutRequest('http://localhost:5000', {
      customerId,
      customerEmail: customerId ? null : email,
    }),
  );
  await provider.payCheckout(checkout.id, {
    cardNumber: '4242424242424242',
    expiry: '12/40',
    cvc: '123',
    email,
  });
  const paid = (await provider.retrieveCheckout(checkout.id))!;
  return { checkoutId: paid.id, customerId: paid.customerId!, subscriptionId: paid.subscriptionId! };
}

async function stored(userId: string) {
  const [row] = await handle.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

describe('what is stored for a provider subscription', () => {
  test.each([
    [sub({}), 'active', false],
    [sub({ status: 'trialing' }), 'active', false],
    [sub({ cancelAtPeriodEnd: true, canceledAt: NOW }), 'active', true],
    [sub({ status: 'past_due' }), 'past_due', false],
    [sub({ status: 'unpaid' }), 'inactive', false],
    [sub({ status: 'incomplete' }), 'inactive', false],
    [sub({ status: 'incomplete_expired' }), 'inactive', false],
    [sub({ status: 'paused' }), 'inactive', false],
  ] as const)('%o → %s', (input, status, isCanceled) => {
    const state = subscriptionStateOf(input, NOW);
    expect(state.subscriptionStatus).toBe(status);
    expect(state.subscriptionPeriodEnd).toEqual(input.currentPeriodEnd);
    expect(state.subscriptionCanceledAt !== null).toBe(isCanceled);
  });

  test('a canceled subscription keeps the time it ended as its period end', () => {
    const ended = new Date(NOW.getTime() - DAY);
    expect(subscriptionStateOf(sub({ status: 'canceled', endedAt: ended, canceledAt: ended }), NOW)).toEqual({
      subscriptionStatus: 'canceled',
      subscriptionPeriodEnd: ended,
      subscriptionCanceledAt: ended,
    });
    const state = subscriptionStateOf(sub({ status: 'canceled' }), NOW);
    expect(state.subscriptionPeriodEnd).toEqual(sub({}).currentPeriodEnd);
  });

  test('no subscription at all is inactive', () => {
    expect(subscriptionStateOf(null)).toEqual({
      subscriptionStatus: 'inactive',
      subscriptionPeriodEnd: null,
      subscriptionCanceledAt: null,
    });
  });
});

describe('syncSubscription', () => {
  test('a late event about an ended subscription never replaces the account’s newer one', async () => {
    const first = await subscribe();
    const user = await createUser(handle.db, {
      stripeCustomerId: first.customerId,
      stripeSubscriptionId: first.subscriptionId,
    });
    await provider.cancelNow(first.subscriptionId);
    await syncSubscription(handle.db, provider, { subscriptionId: first.subscriptionId });
    expect((await stored(user.id)).subscriptionStatus).toBe('canceled');

    const second = await subscribe(first.customerId);
    await syncSubscription(handle.db, provider, { userId: user.id, ...second });
    expect(await stored(user.id)).toMatchObject({
      subscriptionStatus: 'active',
      stripeSubscriptionId: second.subscriptionId,
    });
    // The first subscription's deleted event, delivered again late, finds the account by its customer.
    await syncSubscription(handle.db, provider, {
      subscriptionId: first.subscriptionId,
      customerId: first.customerId,
    });
    expect(await stored(user.id)).toMatchObject({
      subscriptionStatus: 'active',
      stripeSubscriptionId: second.subscriptionId,
    });
  });

  test('an account-only sync finds the customer’s newest subscription when none is stored', async () => {
    const paid = await subscribe();
    const user = await createUser(handle.db, {
      stripeCustomerId: paid.customerId,
      subscriptionStatus: 'inactive',
    });
    await syncSubscription(handle.db, provider, { userId: user.id });
    expect(await stored(user.id)).toMatchObject({
      subscriptionStatus: 'active',
      stripeSubscriptionId: paid.subscriptionId,
    });
  });

  test('a customer held by another account is never moved onto this one', async () => {
    const paid = await subscribe();
    const holder = await createUser(handle.db, { stripeCustomerId: paid.customerId });
    const other = await createUser(handle.db, { subscriptionStatus: 'inactive' });
    await syncSubscription(handle.db, provider, { userId: other.id, ...paid });
    expect(await stored(other.id)).toMatchObject({ stripeCustomerId: null, subscriptionStatus: 'inactive' });
    expect((await stored(holder.id)).stripeCustomerId).toBe(paid.customerId);
  });

  test('a subscription the provider no longer knows leaves the account inactive', async () => {
    const user = await createUser(handle.db, {
      stripeCustomerId: 'cus_test_forgotten',
      stripeSubscriptionId: 'sub_test_forgotten',
    });
    await syncSubscription(handle.db, provider, { userId: user.id });
    expect((await stored(user.id)).subscriptionStatus).toBe('inactive');
  });
});

describe('syncAllSubscriptions', () => {
  test('counts synced accounts, skips those without a provider customer and counts failures', async () => {
    const fresh = await createTestDatabase();
    try {
      const paid = await subscribe();
      await createUser(fresh.db, {
        stripeCustomerId: paid.customerId,
        stripeSubscriptionId: paid.subscriptionId,
        subscriptionStatus: 'inactive',
      });
      await createUser(fresh.db, {});
      await createUser(fresh.db, { isAdmin: true });
      await createUser(fresh.db, {
        stripeCustomerId: 'cus_test_broken',
        stripeSubscriptionId: 'sub_test_broken',
      });
      const flaky = {
        ...provider,
        async retrieveSubscription(id: string) {
          if (id === 'sub_test_broken') throw new PaymentProviderError('api_error', 'down', 502);
          return provider.retrieveSubscription(id);
        },
      };
      expect(await syncAllSubscriptions(fresh.db, flaky)).toEqual({ synced: 1, skipped: 1, failed: 1 });
      const [synced] = await fresh.db.select().from(users).where(eq(users.stripeCustomerId, paid.customerId));
      expect(synced!.subscriptionStatus).toBe('active');
    } finally {
      await fresh.close();
    }
  });
});

describe('cancelSubscriptionNow', () => {
  test('ends the subscription at once; an ended one is left alone', async () => {
    const paid = await subscribe();
    const user = await createUser(handle.db, {
      stripeCustomerId: paid.customerId,
      stripeSubscriptionId: paid.subscriptionId,
    });
    const ended = await cancelSubscriptionNow(handle.db, provider, user.id);
    expect(ended).toMatchObject({ subscriptionStatus: 'canceled' });
    expect(ended!.subscriptionPeriodEnd!.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await provider.retrieveSubscription(paid.subscriptionId))!.status).toBe('canceled');
    expect(await cancelSubscriptionNow(handle.db, provider, user.id)).toBeNull();
    const none = await createUser(handle.db, {});
    expect(await cancelSubscriptionNow(handle.db, provider, none.id)).toBeNull();
  });
});

describe('processPaymentEvent', () => {
  test('applies an event once, and ignores types the product does not use', async () => {
    const paid = await subscribe();
    const user = await createUser(handle.db, {
      stripeCustomerId: paid.customerId,
      stripeSubscriptionId: paid.subscriptionId,
      subscriptionStatus: 'inactive',
    });
    const event = {
      id: `evt_test_once_${Math.random().toString(36).slice(2)}`,
      type: 'customer.subscription.updated',
      data: { object: { id: paid.subscriptionId, customer: paid.customerId, status: 'canceled' } },
    };
    expect(await processPaymentEvent(handle.db, provider, event)).toBe('applied');
    // The event's own copy says canceled; the provider says active, and that is what is stored.
    expect((await stored(user.id)).subscriptionStatus).toBe('active');
    expect(await processPaymentEvent(handle.db, provider, event)).toBe('duplicate');
    const legacyInvoice = {
      id: `evt_test_invoice_${Math.random().toString(36).slice(2)}`,
      type: 'invoice.payment_failed',
      data: { object: { id: 'in_1', customer: paid.customerId, subscription: paid.subscriptionId } },
    };
    expect(await processPaymentEvent(handle.db, provider, legacyInvoice)).toBe('applied');
    expect(
      await processPaymentEvent(handle.db, provider, { ...event, id: 'evt_x', type: 'customer.created' }),
    ).toBe('ignored');
  });
});
