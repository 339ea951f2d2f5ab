import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { testPaymentObjects } from '#db/schema/index.ts';
import { subscriptionCheckoutRequest } from '../../../tests/factories/index.ts';
import { createTestDatabase } from '../../../tests/setup/test-db.ts';
import { type StripeFake, startStripeFake } from '../../../tests/stripe-fake/index.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestModeProvider } from './test-mode-provider.ts';
import { type PaymentProvider, PaymentProviderError } from './types.ts';

// One contract, both adapters: test mode in-process, and the Stripe adapter through the official SDK to the
// fake Stripe server (the same engine over Stripe's REST wire format). A customer "paying" is the test-mode
// page for the first and the fake's hosted page for the second.

const DAY = 24 * 60 * 60 * 1000;

interface Harness {
  provider: PaymentProvider;
  /** The customer submits the checkout page with this card; answers the error shown, or null. */
  pay(checkoutId: string, cardNumber: string): Promise<string | null>;
  /** Moves the provider's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

function createClock() {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms: number) => (offset += ms) };
}

/**
 * A harness whose customer submits the checkout page with `submit`; `shown` is the message the page shows for
 * what it threw (null: not a card's error, so the test fails with it).
 */
function harnessOf(
  provider: PaymentProvider,
  clock: ReturnType<typeof createClock>,
  page: {
    submit(checkoutId: string, cardNumber: string): Promise<unknown>;
    shown(error: unknown): string | null;
    close(): Promise<void>;
  },
): Harness {
  return {
    provider,
    advance: clock.advance,
    async pay(checkoutId, cardNumber) {
      try {
        await page.submit(checkoutId, cardNumber);
        return null;
      } catch (error) {
        const message = page.shown(error);
        if (message === null) throw error;
        return message;
      }
    },
    close: page.close,
  };
}

async function createTestModeHarness(handle: DatabaseHandle): Promise<Harness> {
  const clock = createClock();
  const provider = createTestModeProvider({
    db: handle.db,
    appUrl: 'http://localhost:5000',
    deliverEvent: async () => {},
    now: clock.now,
  });
  return harnessOf(provider, clock, {
    submit: (checkoutId, cardNumber) =>
      provider.payCheckout(checkoutId, { cardNumber, expiry: '12/40', cvc: '123' }),
    shown: (error) => (error instanceof PaymentProviderError ? error.userMessage : null),
    close: async () => {},
  });
}

async function createStripeHarness(handle: DatabaseHandle): Promise<Harness> {
  const clock = createClock();
  const fake: StripeFake = await startStripeFake({ db: handle.db, now: clock.now });
  const provider = createStripeProvider({
    secretKey: 'sk_test_contract',
    priceId: 'price_test_contract',
    webhookSecret: 'whsec_contract',
    apiUrl: fake.url,
  });
  return harnessOf(provider, clock, {
    submit: (checkoutId, cardNumber) => fake.pay(checkoutId, cardNumber),
    shown: (error) =>
      error instanceof Error && 'type' in error && error.type === 'card_error' ? error.message : null,
    close: () => fake.close(),
  });
}

const adapters = [
  { name: 'test mode', create: createTestModeHarness },
  { name: 'Stripe SDK against the fake', create: createStripeHarness },
];

describe.each(adapters)('payment provider contract: $name', ({ create }) => {
  let handle: DatabaseHandle;
  let harness: Harness;
  let provider: PaymentProvider;

  beforeAll(async () => {
    handle = await createTestDatabase();
    harness = await create(handle);
    provider = harness.provider;
  });
  afterAll(async () => {
    await harness.close();
    await handle.close();
  });

  async function subscribe(email = 'rep@example.com') {
    const checkout = await provider.createSubscriptionCheckout(
      subscriptionCheckoutRequest('http://localhost:5000', { customerEmail: email }),
    );
    expect(await harness.pay(checkout.id, '4242424242424242')).toBeNull();
    const paid = await provider.retrieveCheckout(checkout.id);
    return { checkout, paid: paid! };
  }

  test('a subscription checkout paid with 4242 is complete and paid, with a customer and an active subscription', async () => {
    const checkout = await provider.createSubscriptionCheckout(
      subscriptionCheckoutRequest('http://localhost:5000', {
        customerEmail: 'new-rep@example.com',
        clientReferenceId: 'user-123',
      }),
    );
    expect(checkout).toMatchObject({ mode: 'subscription', status: 'open', paymentStatus: 'unpaid' });
    expect(checkout.id).toMatch(/^cs_test_/);
    expect(checkout.url).toContain(checkout.id);

    expect(await harness.pay(checkout.id, '4242 4242 4242 4242')).toBeNull();
    const paid = await provider.retrieveCheckout(checkout.id);
    expect(paid).toMatchObject({
      id: checkout.id,
      status: 'complete',
      paymentStatus: 'paid',
      customerEmail: 'new-rep@example.com',
      clientReferenceId: 'user-123',
      url: null,
    });
    expect(paid?.customerId).toMatch(/^cus_test_/);
    expect(paid?.subscriptionId).toMatch(/^sub_test_/);

    const subscription = await provider.retrieveSubscription(paid!.subscriptionId!);
    expect(subscription).toMatchObject({
      id: paid?.subscriptionId,
      customerId: paid?.customerId,
      status: 'active',
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
    });
    const daysAhead = (subscription!.currentPeriodEnd!.getTime() - Date.now()) / DAY;
    expect(daysAhead).toBeGreaterThanOrEqual(27);
    expect(daysAhead).toBeLessThanOrEqual(32);
    expect(await provider.findLatestSubscription(paid!.customerId!)).toEqual(subscription);
  });

  test('a declined card leaves the checkout open and shows Stripe’s decline message', async () => {
    const checkout = await provider.createSubscriptionCheckout(
      subscriptionCheckoutRequest('http://localhost:5000', { customerEmail: 'declined@example.com' }),
    );
    expect(await harness.pay(checkout.id, '4000000000000002')).toBe('Your card was declined.');
    expect(await provider.retrieveCheckout(checkout.id)).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
      customerId: null,
      subscriptionId: null,
    });
  });

  test('cancel at period end keeps the subscription active until the period ends, then it is canceled', async () => {
    const { paid } = await subscribe();
    const scheduled = await provider.cancelAtPeriodEnd(paid.subscriptionId!);
    expect(scheduled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, endedAt: null });
    expect(scheduled.canceledAt).toBeInstanceOf(Date);
    expect(await provider.retrieveSubscription(paid.subscriptionId!)).toEqual(scheduled);

    harness.advance(32 * DAY);
    const ended = await provider.retrieveSubscription(paid.subscriptionId!);
    expect(ended).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
    expect(ended?.endedAt).toEqual(scheduled.currentPeriodEnd);
  });

  test('an active subscription renews when its period passes', async () => {
    const { paid } = await subscribe();
    const before = await provider.retrieveSubscription(paid.subscriptionId!);
    harness.advance(40 * DAY);
    const after = await provider.retrieveSubscription(paid.subscriptionId!);
    expect(after?.status).toBe('active');
    expect(after!.currentPeriodEnd!.getTime()).toBeGreaterThan(before!.currentPeriodEnd!.getTime());
  });

  test('cancel now ends the subscription at once, and again is harmless', async () => {
    const { paid } = await subscribe();
    const canceled = await provider.cancelNow(paid.subscriptionId!);
    expect(canceled).toMatchObject({ status: 'canceled' });
    expect(canceled.endedAt).toBeInstanceOf(Date);
    expect(await provider.cancelNow(paid.subscriptionId!)).toEqual(canceled);
    expect(await provider.findLatestSubscription(paid.customerId!)).toEqual(canceled);
  });

  test('resume withdraws a scheduled end: the subscription renews past its period end', async () => {
    const { paid } = await subscribe();
    const scheduled = await provider.cancelAtPeriodEnd(paid.subscriptionId!);
    const resumed = await provider.resumeSubscription(paid.subscriptionId!);
    expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, canceledAt: null });
    expect(resumed.currentPeriodEnd).toEqual(scheduled.currentPeriodEnd);
    harness.advance(32 * DAY);
    const later = await provider.retrieveSubscription(paid.subscriptionId!);
    expect(later?.status).toBe('active');
    expect(later!.currentPeriodEnd!.getTime()).toBeGreaterThan(scheduled.currentPeriodEnd!.getTime());
  });

  test('refunding a subscription ends it now and returns its payment in full, once', async () => {
    const { paid } = await subscribe('twice@example.com');
    const refund = await provider.refundSubscription(paid.subscriptionId!);
    expect(refund.amountCents).toBe(599);
    expect(refund.subscription).toMatchObject({ id: paid.subscriptionId, status: 'canceled' });
    const refunds = async () =>
      (
        await handle.db
          .select({ data: testPaymentObjects.data })
          .from(testPaymentObjects)
          .where(
            and(eq(testPaymentObjects.customerId, paid.customerId!), eq(testPaymentObjects.object, 'refund')),
          )
      ).map((row) => row.data);
    expect(await refunds()).toEqual([
      expect.objectContaining({ object: 'refund', amount: 599, status: 'succeeded', reason: 'duplicate' }),
    ]);
    // Again (a retry after a failure further on): nothing more is refunded, and it still answers.
    expect(await provider.refundSubscription(paid.subscriptionId!)).toMatchObject({ amountCents: 599 });
    expect(await refunds()).toHaveLength(1);
    await expect(provider.refundSubscription('sub_test_unknown')).rejects.toMatchObject({ statusCode: 404 });
  });

  test('a setup checkout names the card it saved; the same card number has the same fingerprint', async () => {
    const { paid } = await subscribe();
    const customerId = paid.customerId!;
    const [original] = (await provider.listPaymentMethods(customerId)).methods;
    const setup = await provider.createSetupCheckout({
      customerId,
      successUrl: 'http://localhost:5000/payment-methods?added=1',
      cancelUrl: 'http://localhost:5000/payment-methods',
    });
    expect((await provider.retrieveCheckout(setup.id))?.setupPaymentMethodId).toBeNull();
    expect(await harness.pay(setup.id, '4242424242424242')).toBeNull();
    const done = await provider.retrieveCheckout(setup.id);
    expect(done?.setupPaymentMethodId).toMatch(/^pm_test_/);
    const copy = await provider.retrievePaymentMethod(done!.setupPaymentMethodId!);
    expect(copy?.id).not.toBe(original!.id);
    expect(copy?.card?.fingerprint).toBeTruthy();
    expect(copy?.card?.fingerprint).toBe(original!.card?.fingerprint);
  });

  test('a setup checkout adds a second card; default, list and detach follow', async () => {
    const { paid } = await subscribe();
    const customerId = paid.customerId!;
    const first = await provider.listPaymentMethods(customerId);
    expect(first.methods).toHaveLength(1);
    expect(first.defaultId).toBe(first.methods[0].id);
    expect(first.methods[0]).toMatchObject({
      customerId,
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: expect.any(Number) },
    });

    const setup = await provider.createSetupCheckout({
      customerId,
      successUrl: 'http://localhost:5000/settings?tab=payment',
      cancelUrl: 'http://localhost:5000/settings?tab=payment',
    });
    expect(setup).toMatchObject({ mode: 'setup', status: 'open', customerId });
    expect(await harness.pay(setup.id, '5555555555554444')).toBeNull();
    expect(await provider.retrieveCheckout(setup.id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'no_payment_required',
    });

    const both = await provider.listPaymentMethods(customerId);
    expect(both.methods.map((m) => m.card?.brand).sort()).toEqual(['mastercard', 'visa']);
    expect(both.defaultId).toBe(first.defaultId);
    const added = both.methods.find((m) => m.card?.brand === 'mastercard')!;
    expect(await provider.retrievePaymentMethod(added.id)).toEqual(added);

    await provider.setDefaultPaymentMethod(customerId, added.id);
    expect((await provider.listPaymentMethods(customerId)).defaultId).toBe(added.id);

    await provider.detachPaymentMethod(first.defaultId!);
    const remaining = await provider.listPaymentMethods(customerId);
    expect(remaining.methods.map((m) => m.id)).toEqual([added.id]);
    expect((await provider.retrievePaymentMethod(first.defaultId!))?.customerId).toBeNull();
  });

  test('a card of another customer cannot become the default', async () => {
    const mine = await subscribe('mine@example.com');
    const theirs = await subscribe('theirs@example.com');
    const [theirCard] = (await provider.listPaymentMethods(theirs.paid.customerId!)).methods;
    await expect(provider.setDefaultPaymentMethod(mine.paid.customerId!, theirCard.id)).rejects.toMatchObject(
      {
        name: 'PaymentProviderError',
        statusCode: 400,
      },
    );
  });

  test('unknown ids read as null', async () => {
    expect(await provider.retrieveCheckout('cs_test_unknown')).toBeNull();
    expect(await provider.retrieveSubscription('sub_test_unknown')).toBeNull();
    expect(await provider.retrievePaymentMethod('pm_test_unknown')).toBeNull();
    expect(await provider.findLatestSubscription('cus_test_unknown')).toBeNull();
    expect(await provider.listPaymentMethods('cus_test_unknown')).toEqual({ methods: [], defaultId: null });
    await expect(provider.cancelAtPeriodEnd('sub_test_unknown')).rejects.toMatchObject({ statusCode: 404 });
  });
});
