import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { subscriptionCheckoutRequest } from '../../../tests/factories/index.ts';
import { createTestDatabase } from '../../../tests/setup/test-db.ts';
import { type StripeFake, signedWebhook, startStripeFake } from '../../../tests/stripe-fake/index.ts';
import type { LocalCheckoutSession } from './local-stripe/objects.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { type PaymentProvider, PaymentProviderError, WebhookSignatureError } from './types.ts';

// What only the Stripe adapter does: the parameters it sends, webhook signatures, and how Stripe's errors
// reach the product. The shared behaviour is in payment-providers.test.ts.

const WEBHOOK_SECRET = 'whsec_adapter_test';
let handle: DatabaseHandle;
let fake: StripeFake;
let provider: PaymentProvider;

beforeAll(async () => {
  handle = await createTestDatabase();
  fake = await startStripeFake({ db: handle.db });
  provider = createStripeProvider({
    secretKey: 'sk_test_adapter',
    priceId: 'price_test_adapter',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
  });
});
afterAll(async () => {
  await fake.close();
  await handle.close();
});

async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof PaymentProviderError))
    throw new Error(`expected a PaymentProviderError, got ${error}`);
  return error;
}

describe('Stripe adapter', () => {
  test('a subscription checkout sends the price, the e-mail and the account reference', async () => {
    const checkout = await provider.createSubscriptionCheckout(
      subscriptionCheckoutRequest('http://app.test', {
        customerEmail: 'rep@example.com',
        clientReferenceId: 'account-1',
      }),
    );
    expect(checkout.url).toBe(`${fake.url}/c/pay/${checkout.id}`);
    const stored = (await fake.engine.retrieveObject(checkout.id)) as LocalCheckoutSession;
    expect(stored).toMatchObject({
      mode: 'subscription',
      customer_email: 'rep@example.com',
      client_reference_id: 'account-1',
      success_url: 'http://app.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/',
    });
    expect(stored.line_items?.data[0]).toMatchObject({ price: { id: 'price_test_adapter' }, quantity: 1 });
  });

  test('a webhook signed with the secret parses; a wrong secret, a changed body or no header do not', async () => {
    const checkout = await provider.createSubscriptionCheckout({
      successUrl: 'http://app.test/ok',
      cancelUrl: 'http://app.test/',
      customerEmail: 'hook@example.com',
    });
    const events = await fake.pay(checkout.id, '4242424242424242');
    expect(events.map((e) => e.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    const completed = events[2];
    const { payload, signature } = signedWebhook(completed, WEBHOOK_SECRET);
    expect(provider.parseWebhook(Buffer.from(payload), signature)).toEqual({
      id: completed.id,
      type: 'checkout.session.completed',
      data: { object: completed.data.object },
    });

    const forged = signedWebhook(completed, 'whsec_someone_else');
    expect(() => provider.parseWebhook(Buffer.from(payload), forged.signature)).toThrow(
      WebhookSignatureError,
    );
    const tampered = payload.replace('checkout.session.completed', 'invoice.paid');
    expect(() => provider.parseWebhook(Buffer.from(tampered), signature)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(Buffer.from(payload), 'garbage')).toThrow(WebhookSignatureError);
  });

  test('an unknown customer answers 404 with a safe message and keeps Stripe’s detail for the log', async () => {
    const error = await rejection(
      provider.createSetupCheckout({
        customerId: 'cus_test_missing',
        successUrl: 'http://a/',
        cancelUrl: 'http://a/',
      }),
    );
    expect(error.statusCode).toBe(404);
    expect(error.userMessage).toBe('The payment provider does not know this item.');
    expect(error.message).toContain("No such customer: 'cus_test_missing'");
  });

  test('a wrong API key or an unreachable server is a 502, not the customer’s fault', async () => {
    const wrongKey = createStripeProvider({
      secretKey: 'rk_live_wrong',
      priceId: 'price_x',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
    });
    const refused = await rejection(wrongKey.retrieveSubscription('sub_test_x'));
    expect(refused.statusCode).toBe(502);
    expect(refused.userMessage).toBe('The payment provider could not be reached. Please try again.');

    const closed = await startStripeFake({ db: handle.db });
    await closed.close();
    const unreachable = createStripeProvider({
      secretKey: 'sk_test_x',
      priceId: 'price_x',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: closed.url,
    });
    expect((await rejection(unreachable.retrieveCheckout('cs_test_x'))).statusCode).toBe(502);
  });
});

describe('Stripe fake wire format', () => {
  test('answers Stripe-shaped errors and lists', async () => {
    const auth = { authorization: 'Bearer sk_test_wire' };
    const missing = await fetch(`${fake.url}/v1/subscriptions/sub_test_nope`, { headers: auth });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: "No such subscription: 'sub_test_nope'",
        param: 'id',
      },
    });
    expect((await fetch(`${fake.url}/v1/subscriptions/sub_test_nope`)).status).toBe(401);
    expect((await fetch(`${fake.url}/v1/charges`, { headers: auth })).status).toBe(404);

    const checkout = await provider.createSubscriptionCheckout({
      successUrl: 'http://app.test/ok',
      cancelUrl: 'http://app.test/',
      customerEmail: 'wire@example.com',
    });
    await fake.pay(checkout.id, '4242424242424242');
    const session = (await fake.engine.retrieveCheckoutSession(checkout.id)) as LocalCheckoutSession;
    const expanded = await fetch(
      `${fake.url}/v1/checkout/sessions/${checkout.id}?expand[]=customer&expand[]=subscription`,
      { headers: auth },
    ).then((r) => r.json());
    expect(expanded.customer).toMatchObject({
      id: session.customer,
      object: 'customer',
      email: 'wire@example.com',
    });
    expect(expanded.subscription).toMatchObject({ id: session.subscription, object: 'subscription' });
    expect((await provider.retrieveCheckout(checkout.id))?.customerId).toBe(session.customer);

    const listed = await fetch(`${fake.url}/v1/subscriptions?customer=${session.customer}&limit=1`, {
      headers: auth,
    }).then((r) => r.json());
    expect(listed).toMatchObject({ object: 'list', has_more: false, data: [{ id: session.subscription }] });

    const declined = await provider.createSubscriptionCheckout({
      successUrl: 'http://app.test/ok',
      cancelUrl: 'http://app.test/',
      customerEmail: 'wire@example.com',
    });
    await expect(fake.pay(declined.id, '4000000000009995')).rejects.toMatchObject({
      type: 'card_error',
      statusCode: 402,
      message: 'Your card has insufficient funds.',
    });
  });
});
