import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import type { TestCardInput } from '#shared/schemas/payments.ts';
import { createTestDatabase } from '../../../tests/setup/test-db.ts';
import { createTestModeProvider, isTestModeProvider, type TestModeProvider } from './test-mode-provider.ts';
import { type PaymentEvent, PaymentProviderError, WebhookSignatureError } from './types.ts';

const DAY = 24 * 60 * 60 * 1000;
const SUCCESS_URL = 'http://localhost:5000/payment-success?session_id={CHECKOUT_SESSION_ID}';

let handle: DatabaseHandle;
let provider: TestModeProvider;
let delivered: PaymentEvent[];
let offset: number;
let failNextDelivery: boolean;
let logged: string[];

beforeAll(async () => {
  handle = await createTestDatabase();
  provider = createTestModeProvider({
    db: handle.db,
    appUrl: 'http://localhost:5000/',
    now: () => new Date(Date.now() + offset),
    deliverEvent: async (event) => {
      if (failNextDelivery) {
        failNextDelivery = false;
        throw new Error('handler down');
      }
      // Like the real handler: re-read the subscription from the provider while handling the event.
      const subscriptionId = event.type.startsWith('customer.subscription.')
        ? String(event.data.object.id)
        : null;
      if (subscriptionId) await provider.retrieveSubscription(subscriptionId);
      delivered.push(event);
    },
    log: { info: () => {}, warn: () => {}, error: (_details, message) => logged.push(message) },
  });
});
afterAll(() => handle.close());
beforeEach(async () => {
  offset = 0;
  failNextDelivery = false;
  logged = [];
  await provider.deliverPendingEvents();
  delivered = [];
});

function card(cardNumber: string, overrides: Partial<TestCardInput> = {}): TestCardInput {
  return { cardNumber, expiry: '12/40', cvc: '123', ...overrides };
}

async function openCheckout(email: string | null = 'rep@example.com') {
  return provider.createSubscriptionCheckout({
    successUrl: SUCCESS_URL,
    cancelUrl: 'http://localhost:5000/pricing',
    customerEmail: email,
  });
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof PaymentProviderError))
    throw new Error(`expected a PaymentProviderError, got ${error}`);
  return { status: error.statusCode, message: error.userMessage };
}

describe('test-mode provider', () => {
  test('is recognised as test mode and refuses webhooks', () => {
    expect(isTestModeProvider(provider)).toBe(true);
    expect(provider.mode).toBe('test');
    expect(() => provider.parseWebhook(Buffer.from('{}'), 't=1,v1=x')).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(Buffer.from('{}'), undefined)).toThrow(
      'Webhooks are not used in test mode',
    );
  });

  test('the checkout URL is the local page and the page shows the price, e-mail and cancel URL', async () => {
    const checkout = await openCheckout();
    expect(checkout.url).toBe(`http://localhost:5000/test-checkout/${checkout.id}`);
    expect(await provider.getCheckoutPage(checkout.id)).toEqual({
      id: checkout.id,
      mode: 'subscription',
      status: 'open',
      amountUsd: 5.99,
      email: 'rep@example.com',
      cancelUrl: 'http://localhost:5000/pricing',
    });
    expect(await provider.getCheckoutPage('cs_test_nothing')).toBeNull();
  });

  test('paying delivers subscription created, invoice paid and checkout completed, in order, once each', async () => {
    const checkout = await openCheckout();
    const { redirectUrl } = await provider.payCheckout(checkout.id, card('4242424242424242'));
    expect(redirectUrl).toBe(`http://localhost:5000/payment-success?session_id=${checkout.id}`);
    expect(delivered.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    expect(new Set(delivered.map((e) => e.id)).size).toBe(3);
    const completed = delivered[2].data.object;
    expect(completed).toMatchObject({ id: checkout.id, status: 'complete', payment_status: 'paid' });
    expect(delivered[0].data.object).toMatchObject({ id: completed.subscription, status: 'active' });
    expect(await provider.deliverPendingEvents()).toBe(0);
    expect(delivered).toHaveLength(3);
  });

  test('a checkout without an e-mail takes the one typed on the page', async () => {
    const checkout = await openCheckout(null);
    expect((await provider.getCheckoutPage(checkout.id))?.email).toBeNull();
    expect(await refusal(provider.payCheckout(checkout.id, card('4242424242424242')))).toEqual({
      status: 400,
      message: 'Your email is incomplete.',
    });
    await provider.payCheckout(checkout.id, card('4242424242424242', { email: 'typed@example.com' }));
    expect((await provider.retrieveCheckout(checkout.id))?.customerEmail).toBe('typed@example.com');
  });

  test.each([
    ['4242424242424241', 400, 'Your card number is invalid.'],
    ['4000000000000002', 402, 'Your card was declined.'],
    ['4000000000009995', 402, 'Your card has insufficient funds.'],
    ['4000000000000069', 402, 'Your card has expired.'],
    ['4000000000000127', 402, "Your card's security code is incorrect."],
  ])('card %s is refused with %i "%s" and delivers nothing', async (number, status, message) => {
    const checkout = await openCheckout();
    expect(await refusal(provider.payCheckout(checkout.id, card(number)))).toEqual({ status, message });
    expect((await provider.getCheckoutPage(checkout.id))?.status).toBe('open');
    expect(delivered).toEqual([]);
  });

  test('an expiry in the past is refused', async () => {
    const checkout = await openCheckout();
    expect(
      await refusal(provider.payCheckout(checkout.id, card('4242424242424242', { expiry: '01/20' }))),
    ).toEqual({
      status: 400,
      message: "Your card's expiration year is in the past.",
    });
  });

  test('unknown, expired and completed checkouts cannot be paid', async () => {
    expect(await refusal(provider.payCheckout('cs_test_nothing', card('4242424242424242')))).toEqual({
      status: 404,
      message: 'This checkout does not exist.',
    });
    const paid = await openCheckout();
    await provider.payCheckout(paid.id, card('4242424242424242'));
    expect(await refusal(provider.payCheckout(paid.id, card('4242424242424242')))).toEqual({
      status: 409,
      message: 'This checkout is already complete.',
    });
    const stale = await openCheckout();
    offset = 25 * 60 * 60 * 1000;
    expect((await provider.getCheckoutPage(stale.id))?.status).toBe('expired');
    expect((await provider.retrieveCheckout(stale.id))?.url).toBeNull();
    expect(await refusal(provider.payCheckout(stale.id, card('4242424242424242')))).toEqual({
      status: 409,
      message: 'This checkout has expired.',
    });
  });

  test('a setup checkout saves the card without payment and answers its success URL', async () => {
    const first = await openCheckout();
    await provider.payCheckout(first.id, card('4242424242424242'));
    const customerId = (await provider.retrieveCheckout(first.id))!.customerId!;
    delivered = [];
    const setup = await provider.createSetupCheckout({
      customerId,
      successUrl: 'http://localhost:5000/settings',
      cancelUrl: 'http://localhost:5000/settings',
    });
    expect(await provider.getCheckoutPage(setup.id)).toMatchObject({
      mode: 'setup',
      amountUsd: 0,
      email: 'rep@example.com',
    });
    expect(await provider.payCheckout(setup.id, card('5555555555554444'))).toEqual({
      redirectUrl: 'http://localhost:5000/settings',
    });
    expect(delivered.map((e) => [e.type, e.data.object.mode])).toEqual([
      ['checkout.session.completed', 'setup'],
    ]);
    expect((await provider.listPaymentMethods(customerId)).methods).toHaveLength(2);
  });

  test('cancel and cancel-now deliver the subscription updates', async () => {
    const checkout = await openCheckout();
    await provider.payCheckout(checkout.id, card('4242424242424242'));
    const subscriptionId = (await provider.retrieveCheckout(checkout.id))!.subscriptionId!;
    delivered = [];
    await provider.cancelAtPeriodEnd(subscriptionId);
    expect(delivered.map((e) => e.type)).toEqual(['customer.subscription.updated']);
    expect(delivered[0].data.object).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    await provider.cancelNow(subscriptionId);
    expect(delivered.map((e) => e.type)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
  });

  test('a failed renewal set by a test delivers invoice.payment_failed then the past_due subscription', async () => {
    const checkout = await openCheckout();
    await provider.payCheckout(checkout.id, card('4242424242424242'));
    const subscriptionId = (await provider.retrieveCheckout(checkout.id))!.subscriptionId!;
    delivered = [];
    await provider.engine.setSubscriptionStatus(subscriptionId, 'past_due');
    expect(await provider.deliverPendingEvents()).toBe(2);
    expect(delivered.map((e) => e.type)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    expect(delivered[1].data).toMatchObject({ object: { status: 'past_due' } });
    expect((await provider.retrieveSubscription(subscriptionId))?.status).toBe('past_due');
  });

  test('a renewal found when time passed is delivered with the next change', async () => {
    const checkout = await openCheckout();
    await provider.payCheckout(checkout.id, card('4242424242424242'));
    const subscriptionId = (await provider.retrieveCheckout(checkout.id))!.subscriptionId!;
    delivered = [];
    offset = 31 * DAY;
    await provider.retrieveSubscription(subscriptionId);
    expect(delivered).toEqual([]);
    await provider.cancelAtPeriodEnd(subscriptionId);
    expect(delivered.map((e) => e.type)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
      'customer.subscription.updated',
    ]);
  });

  test('a failed delivery is reported, kept pending, and delivered by the next call', async () => {
    failNextDelivery = true;
    const checkout = await openCheckout();
    const { redirectUrl } = await provider.payCheckout(checkout.id, card('4242424242424242'));
    expect(redirectUrl).toContain(checkout.id);
    expect(logged).toEqual(['Test mode: delivering a payment event failed; it stays pending']);
    expect(delivered).toEqual([]);
    expect(await provider.deliverPendingEvents()).toBe(3);
    expect(delivered.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
  });

  test('two submits of one checkout make one subscription; the other is told it is complete', async () => {
    const checkout = await openCheckout();
    const results = await Promise.allSettled([
      provider.payCheckout(checkout.id, card('4242424242424242')),
      provider.payCheckout(checkout.id, card('4242424242424242')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect(rejected?.reason).toMatchObject({
      statusCode: 409,
      userMessage: 'This checkout is already complete.',
    });
    const customerId = (await provider.retrieveCheckout(checkout.id))!.customerId!;
    expect(await provider.engine.listSubscriptions(customerId, { includeCanceled: true })).toHaveLength(1);
    expect(delivered.filter((e) => e.type === 'checkout.session.completed')).toHaveLength(1);
  });

  test('two deliveries at once deliver each event once', async () => {
    const checkout = await openCheckout();
    await provider.payCheckout(checkout.id, card('4242424242424242'));
    const subscriptionId = (await provider.retrieveCheckout(checkout.id))!.subscriptionId!;
    delivered = [];
    await provider.engine.setSubscriptionStatus(subscriptionId, 'past_due');
    await provider.engine.setSubscriptionStatus(subscriptionId, 'active');
    const counts = await Promise.all([provider.deliverPendingEvents(), provider.deliverPendingEvents()]);
    expect(counts[0] + counts[1]).toBe(4);
    expect(new Set(delivered.map((e) => e.id)).size).toBe(4);
  });
});
