import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rateLimitHits, users } from '#db/schema/index.ts';
import { createAdmin } from '../../../tests/factories/index.ts';
import { PAYING_CARD, signUpThroughCheckout } from '../../../tests/helpers/paying-steps.ts';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';
import { isTestModeProvider, type TestModeProvider } from './test-mode-provider.ts';
import { type PaymentProvider, PaymentProviderError } from './types.ts';

// Checkout starts, the subscription summary and cancel, access by subscription state, and payment methods,
// in test mode (docs/decisions/022-payments.md).

let ctx: TestContext;
let provider: TestModeProvider;
beforeAll(async () => {
  ctx = await createTestContext();
  if (!isTestModeProvider(ctx.deps.payments)) throw new Error('tests expect test mode');
  provider = ctx.deps.payments;
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const usDate = (d: Date) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);

describe('POST /api/create-checkout-session', () => {
  test('a visitor gets a checkout for a new customer that returns to the payment success page', async () => {
    const res = await ctx.call('POST', '/api/create-checkout-session', { remoteAddress: '10.9.0.1' });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(`${url.origin}${url.pathname}`).toMatch(/^http:\/\/localhost:5000\/test-checkout\/cs_/);
    const page = await ctx.call('GET', `/api/test-checkout/${url.pathname.split('/').pop()}`);
    expect(page.json()).toMatchObject({
      mode: 'subscription',
      status: 'open',
      cancelUrl: 'http://localhost:5000/',
    });
  });

  test('administrators have no subscription to pay for', async () => {
    const admin = await createAdmin(ctx.db);
    const cookie = await ctx.login(admin.username!);
    const res = await ctx.call('POST', '/api/create-checkout-session', { cookie });
    expect(res.statusCode).toBe(403);
  });

  test('more than 30 starts an hour from one address are refused with 429; other addresses go on', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await ctx.call('POST', '/api/create-checkout-session', { remoteAddress: '10.9.9.9' });
      expect(res.statusCode, `start ${i + 1}`).toBe(200);
    }
    const refused = await ctx.call('POST', '/api/create-checkout-session', { remoteAddress: '10.9.9.9' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many payment attempts from this network. Please wait an hour and try again.',
      code: 'rate_limited',
    });
    expect(refused.headers['retry-after']).toBe('3600');
    const elsewhere = await ctx.call('POST', '/api/create-checkout-session', { remoteAddress: '10.9.9.10' });
    expect(elsewhere.statusCode).toBe(200);
    // Addresses are stored hashed.
    const keys = await ctx.db.select({ key: rateLimitHits.key }).from(rateLimitHits);
    expect(keys.some((k) => k.key.includes('10.9.9.9'))).toBe(false);
  });
});

describe('subscription summary and cancel', () => {
  test('cancel schedules the end at the period end; access lasts until then, then answers 402', async () => {
    const { cookie, user } = await signUpThroughCheckout(ctx);
    const periodEnd = new Date(user.subscriptionPeriodEnd);
    const before = await ctx.call('GET', '/api/subscription', { cookie });
    expect(before.json()).toEqual({
      mode: 'test',
      status: 'active',
      label: 'Active',
      periodEnd: periodEnd.toISOString(),
      cancelScheduled: false,
      canCancel: true,
      canResume: false,
      hasAccess: true,
      priceUsd: 5.99,
    });

    const canceled = await ctx.call('POST', '/api/cancel-subscription', { cookie });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().message).toBe(
      `Your subscription will end on ${usDate(periodEnd)}. You keep full access until then.`,
    );
    expect(canceled.json().user).toMatchObject({ subscriptionStatus: 'active', hasActiveSubscription: true });
    expect(canceled.json().user.subscriptionCanceledAt).not.toBeNull();

    const after = (await ctx.call('GET', '/api/subscription', { cookie })).json();
    expect(after).toMatchObject({
      status: 'active',
      label: `Active - Cancels ${usDate(periodEnd)}`,
      cancelScheduled: true,
      canCancel: false,
      canResume: true,
      hasAccess: true,
    });
    expect((await ctx.call('GET', '/api/surveys', { cookie })).statusCode).toBe(200);
    const again = await ctx.call('POST', '/api/cancel-subscription', { cookie });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(`Your subscription is already set to end on ${usDate(periodEnd)}.`);

    // The period end passes (before or without the provider's event): access ends.
    await ctx.db
      .update(users)
      .set({ subscriptionPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect((await ctx.call('GET', '/api/surveys', { cookie })).statusCode).toBe(402);
    expect((await ctx.call('GET', '/api/subscription', { cookie })).json()).toMatchObject({
      status: 'canceled',
      label: 'Canceled',
      hasAccess: false,
      canCancel: false,
    });
  });

  test('a scheduled cancellation can be resumed before its date: it renews again, in the provider too', async () => {
    const { cookie, user } = await signUpThroughCheckout(ctx);
    const periodEnd = new Date(user.subscriptionPeriodEnd);
    const nothing = await ctx.call('POST', '/api/resume-subscription', { cookie });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(
      'There is no scheduled cancellation to withdraw: your subscription is not set to end.',
    );
    await ctx.call('POST', '/api/cancel-subscription', { cookie });
    const resumed = await ctx.call('POST', '/api/resume-subscription', { cookie });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().message).toBe(`Your subscription continues and renews on ${usDate(periodEnd)}.`);
    expect(resumed.json().user).toMatchObject({ subscriptionStatus: 'active', subscriptionCanceledAt: null });
    expect((await ctx.call('GET', '/api/subscription', { cookie })).json()).toMatchObject({
      label: 'Active',
      cancelScheduled: false,
      canCancel: true,
      canResume: false,
    });
    const atProvider = await provider.engine.retrieveSubscription(user.stripeSubscriptionId);
    expect(atProvider).toMatchObject({ status: 'active', cancel_at_period_end: false, cancel_at: null });
    // Once the date has passed there is nothing left to resume: subscribing again is the way back.
    await ctx.call('POST', '/api/cancel-subscription', { cookie });
    await ctx.db
      .update(users)
      .set({ subscriptionPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect((await ctx.call('POST', '/api/resume-subscription', { cookie })).statusCode).toBe(400);
    expect((await ctx.call('POST', '/api/resume-subscription')).statusCode).toBe(401);
  });

  test('an account without a provider subscription has nothing to cancel', async () => {
    const { cookie } = await ctx.signIn({ subscriptionStatus: 'inactive' });
    const summary = (await ctx.call('GET', '/api/subscription', { cookie })).json();
    expect(summary).toMatchObject({
      status: 'inactive',
      label: 'Inactive',
      canCancel: false,
      hasAccess: false,
    });
    const res = await ctx.call('POST', '/api/cancel-subscription', { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('There is no active subscription to cancel.');
    expect((await ctx.call('GET', '/api/subscription')).statusCode).toBe(401);
  });
});

describe('access follows the provider’s subscription state', () => {
  test('active, past due and canceled before the period end may use surveys; ended and inactive get 402', async () => {
    const { cookie, user } = await signUpThroughCheckout(ctx);
    const surveys = async () => (await ctx.call('GET', '/api/surveys', { cookie })).statusCode;
    const stored = async () => {
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      return row!;
    };
    expect(await surveys()).toBe(200);

    // A failed renewal: past due, still allowed (grace).
    await provider.engine.setSubscriptionStatus(user.stripeSubscriptionId, 'past_due');
    await provider.deliverPendingEvents();
    expect((await stored()).subscriptionStatus).toBe('past_due');
    expect(await surveys()).toBe(200);
    expect((await ctx.call('GET', '/api/subscription', { cookie })).json().label).toBe('Past Due');

    // Recovered, then canceled at the provider with the period end still ahead (as the stored state says).
    await provider.engine.setSubscriptionStatus(user.stripeSubscriptionId, 'active');
    await provider.deliverPendingEvents();
    expect((await stored()).subscriptionStatus).toBe('active');
    await ctx.db
      .update(users)
      .set({ subscriptionStatus: 'canceled', subscriptionPeriodEnd: new Date(Date.now() + 3 * DAY) })
      .where(eq(users.id, user.id));
    expect(await surveys()).toBe(200);
    expect((await ctx.call('GET', '/api/subscription', { cookie })).json().label).toBe('Canceled');

    // Ended now at the provider: canceled with the end behind → 402.
    await provider.cancelNow(user.stripeSubscriptionId);
    const ended = await stored();
    expect(ended.subscriptionStatus).toBe('canceled');
    expect(ended.subscriptionPeriodEnd!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await surveys()).toBe(402);
    expect((await ctx.call('GET', '/api/surveys', { cookie })).json()).toMatchObject({
      code: 'payment_required',
    });

    await ctx.db.update(users).set({ subscriptionStatus: 'inactive' }).where(eq(users.id, user.id));
    expect(await surveys()).toBe(402);
  });
});

describe('payment methods', () => {
  async function addCard(cookie: string, cardNumber: string) {
    const setup = await ctx.call('POST', '/api/payment-methods/setup-session', { cookie });
    expect(setup.statusCode, setup.body).toBe(200);
    const id = new URL(setup.json().url).pathname.split('/').pop();
    const paid = await ctx.call('POST', `/api/test-checkout/${id}/pay`, {
      body: { ...PAYING_CARD, cardNumber },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().redirectUrl).toBe(`http://localhost:5000/payment-methods?added=1&session_id=${id}`);
    return id!;
  }
  const list = async (cookie: string) => (await ctx.call('GET', '/api/payment-methods', { cookie })).json();

  test('add through the setup page, make it the default, remove the old one; the last one stays', async () => {
    const { cookie } = await signUpThroughCheckout(ctx);
    const [first] = await list(cookie);
    expect(first).toEqual({
      id: expect.stringMatching(/^pm_/),
      type: 'card',
      isDefault: true,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
    });

    await addCard(cookie, '5555 5555 5555 4444');
    const two = await list(cookie);
    expect(two).toHaveLength(2);
    const second = two.find((m: { id: string }) => m.id !== first.id);
    expect(second).toMatchObject({ isDefault: false, card: { brand: 'mastercard', last4: '4444' } });

    const made = await ctx.call('POST', `/api/payment-methods/${second.id}/set-default`, { cookie });
    expect(made.statusCode).toBe(204);
    expect((await list(cookie))[0]).toMatchObject({ id: second.id, isDefault: true });

    expect((await ctx.call('DELETE', `/api/payment-methods/${first.id}`, { cookie })).statusCode).toBe(204);
    expect(await list(cookie)).toEqual([{ ...second, isDefault: true }]);

    const last = await ctx.call('DELETE', `/api/payment-methods/${second.id}`, { cookie });
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({
      message: 'You must have at least one payment method on file.',
      code: 'bad_request',
    });
    expect(await list(cookie)).toHaveLength(1);
  });

  test('removing the default card makes the other one the default', async () => {
    const { cookie } = await signUpThroughCheckout(ctx);
    const [first] = await list(cookie);
    await addCard(cookie, '4000 0566 5566 5556');
    expect((await ctx.call('DELETE', `/api/payment-methods/${first.id}`, { cookie })).statusCode).toBe(204);
    const left = await list(cookie);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ isDefault: true, card: { last4: '5556' } });
  });

  test('the same card saved twice is refused with a clear message and kept once', async () => {
    const { cookie } = await signUpThroughCheckout(ctx);
    const [first] = await list(cookie);
    // The setup page saves it (as Stripe's hosted page would); the product removes the copy and says why.
    const again = await addCard(cookie, PAYING_CARD.cardNumber);
    const confirmed = await ctx.call('POST', '/api/payment-methods/confirm-setup', {
      cookie,
      body: { sessionId: again },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      outcome: 'duplicate',
      message: 'This card (Visa •••• 4242) is already saved on your account, so it was not added again.',
    });
    expect(await list(cookie)).toEqual([first]);

    const other = await addCard(cookie, '5555 5555 5555 4444');
    const added = await ctx.call('POST', '/api/payment-methods/confirm-setup', {
      cookie,
      body: { sessionId: other },
    });
    expect(added.json()).toEqual({ outcome: 'added', message: 'Your new card is saved to your account.' });
    expect(await list(cookie)).toHaveLength(2);
  });

  test('confirming a setup checkout is only for the account’s own, completed one', async () => {
    const { cookie } = await signUpThroughCheckout(ctx);
    const other = await signUpThroughCheckout(ctx);
    const theirs = await addCard(other.cookie, '5555 5555 5555 4444');
    const foreign = await ctx.call('POST', '/api/payment-methods/confirm-setup', {
      cookie,
      body: { sessionId: theirs },
    });
    expect(foreign.statusCode).toBe(404);
    const open = await ctx.call('POST', '/api/payment-methods/setup-session', { cookie });
    const openId = new URL(open.json().url).pathname.split('/').pop();
    const unfinished = await ctx.call('POST', '/api/payment-methods/confirm-setup', {
      cookie,
      body: { sessionId: openId },
    });
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json().message).toBe('No card was saved: the payment page was not completed.');
    expect(
      (await ctx.call('POST', '/api/payment-methods/confirm-setup', { cookie, body: { sessionId: '../x' } }))
        .statusCode,
    ).toBe(400);
  });

  test('another customer’s card answers 404 exactly like an unknown one, and changes nothing', async () => {
    const owner = await signUpThroughCheckout(ctx);
    const [card] = await list(owner.cookie);
    const other = await signUpThroughCheckout(ctx);
    for (const [method, url] of [
      ['POST', `/api/payment-methods/${card.id}/set-default`],
      ['DELETE', `/api/payment-methods/${card.id}`],
    ] as const) {
      const foreign = await ctx.call(method, url, { cookie: other.cookie });
      const missing = await ctx.call(method, url.replace(card.id, 'pm_test_missing'), {
        cookie: other.cookie,
      });
      const malformed = await ctx.call(method, url.replace(card.id, 'pm%20x'), { cookie: other.cookie });
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
      expect(malformed.json()).toEqual(missing.json());
      expect(foreign.json()).toEqual({ message: 'Payment method not found', code: 'not_found' });
    }
    expect(await list(owner.cookie)).toEqual([card]);
  });

  test('an account without a provider customer has no cards and cannot open the setup page', async () => {
    const { cookie } = await ctx.signIn();
    expect(await list(cookie)).toEqual([]);
    const setup = await ctx.call('POST', '/api/payment-methods/setup-session', { cookie });
    expect(setup.statusCode).toBe(400);
    expect((await ctx.call('GET', '/api/payment-methods')).statusCode).toBe(401);
  });
});

test('the Stripe webhook is not used in test mode', async () => {
  const res = await ctx.call('POST', '/api/stripe/webhook', { body: { id: 'evt_1', type: 'invoice.paid' } });
  expect(res.statusCode).toBe(404);
  expect(res.json().message).toBe('Stripe webhooks are not used in test mode');
});

describe('a payment provider that does not answer', () => {
  const down = (): never => {
    throw new PaymentProviderError('connect ECONNREFUSED 10.0.0.1:443', 'unreachable', 502);
  };
  const unreachable = {
    mode: 'stripe',
    createSubscriptionCheckout: async () => down(),
    createSetupCheckout: async () => down(),
    retrieveCheckout: async () => down(),
    retrieveSubscription: async () => down(),
    findLatestSubscription: async () => down(),
    cancelAtPeriodEnd: async () => down(),
    cancelNow: async () => down(),
    resumeSubscription: async () => down(),
    refundSubscription: async () => down(),
    listPaymentMethods: async () => down(),
    retrievePaymentMethod: async () => down(),
    setDefaultPaymentMethod: async () => down(),
    detachPaymentMethod: async () => down(),
    parseWebhook: () => down(),
  } satisfies PaymentProvider;

  test('answers 503 with a plain message and no internals', async () => {
    const offline = await createTestContext({}, { payments: unreachable });
    try {
      const { cookie } = await offline.signIn({
        stripeCustomerId: 'cus_offline',
        stripeSubscriptionId: 'sub_offline',
      });
      for (const [method, url, body] of [
        ['POST', '/api/create-checkout-session', undefined],
        ['POST', '/api/verify-payment', { sessionId: 'cs_test_x' }],
        ['GET', '/api/payment-methods', undefined],
        ['POST', '/api/cancel-subscription', undefined],
      ] as const) {
        const res = await offline.call(method, url, {
          body,
          remoteAddress: '10.8.0.1',
          cookie: url.includes('checkout') ? undefined : cookie,
        });
        expect(res.statusCode, url).toBe(503);
        expect(res.json(), url).toEqual({
          message: 'The payment service is not answering. Please try again in a minute.',
          code: 'service_unavailable',
        });
      }
    } finally {
      await offline.close();
    }
  });
});
