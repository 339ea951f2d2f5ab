import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { paymentEvents, testPaymentObjects, users } from '#db/schema/index.ts';
import {
  cookieFrom,
  cookies,
  newRegistration,
  nextClientAddress,
} from '../../../tests/helpers/paying-steps.ts';
import { linkIn, outboxMailTo } from '../../../tests/mail/outbox-reader.ts';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';
import { createTestDatabase } from '../../../tests/setup/test-db.ts';
import { type StripeFake, signedWebhook, startStripeFake } from '../../../tests/stripe-fake/index.ts';
import type { LocalEvent } from './local-stripe/objects.ts';

// The Stripe adapter end to end: the real SDK against the fake Stripe server, webhooks signed with the SDK's
// test header helper. Events are applied once and in any order end in the provider's state, because the
// handler re-reads the subscription instead of trusting the event (docs/decisions/022-payments.md).

const WEBHOOK_SECRET = 'whsec_test_webhook_ordering';
let fakeDb: DatabaseHandle;
let fake: StripeFake;
let ctx: TestContext;
let dataDir: string;

beforeAll(async () => {
  fakeDb = await createTestDatabase();
  fake = await startStripeFake({ db: fakeDb.db });
  dataDir = mkdtempSync(path.join(tmpdir(), 'aqs-stripe-'));
  ctx = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_webhook_ordering',
    STRIPE_PRICE_ID: 'price_test_monthly',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    DATA_DIR: dataDir,
  });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
  await fakeDb?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const mailTo = (address: string) => outboxMailTo(path.join(dataDir, 'outbox'), address);

function deliver(event: object, secret = WEBHOOK_SECRET) {
  const { payload, signature } = signedWebhook(event, secret);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

/** A visitor's checkout started through the API and paid on the fake's hosted page; answers its events. */
async function payNewCheckout(email: string) {
  const started = await ctx.call('POST', '/api/create-checkout-session', {
    remoteAddress: nextClientAddress(),
  });
  expect(started.statusCode, started.body).toBe(200);
  const sessionId = new URL(started.json().url).pathname.split('/').pop()!;
  const events = await fake.pay(sessionId, '4242424242424242', { email });
  return { sessionId, events };
}

/** Pays, verifies and registers through the API; answers the account and the events Stripe recorded. */
async function signUp() {
  const registration = newRegistration();
  const { sessionId, events } = await payNewCheckout(registration.email);
  const verified = await ctx.call('POST', '/api/verify-payment', { body: { sessionId } });
  expect(verified.json()).toMatchObject({ success: true, linked: false, customerEmail: registration.email });
  const registered = await ctx.call('POST', '/api/register', {
    cookie: cookieFrom(verified, 'aqs_signup'),
    body: registration,
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return {
    user: registered.json(),
    events,
    cookie: cookieFrom(registered, 'aqs_session'),
    email: registration.email,
  };
}

/** The event of a type among those a payment recorded. */
function eventOf(events: LocalEvent[], type: string): LocalEvent {
  const found = events.find((event) => event.type === type);
  if (!found) throw new Error(`no ${type} among ${events.map((e) => e.type).join(', ')}`);
  return found;
}

async function storedState(userId: string) {
  const [row] = await ctx.db
    .select({
      status: users.subscriptionStatus,
      periodEnd: users.subscriptionPeriodEnd,
      canceledAt: users.subscriptionCanceledAt,
      subscriptionId: users.stripeSubscriptionId,
      customerId: users.stripeCustomerId,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('the Stripe adapter through the SDK', () => {
  test('a visitor pays, verifies, registers and works; the account holds Stripe’s subscription', async () => {
    const { user, cookie } = await signUp();
    expect(user).toMatchObject({ subscriptionStatus: 'active', hasActiveSubscription: true });
    const sub = await fake.engine.retrieveSubscription(user.stripeSubscriptionId);
    expect(new Date(user.subscriptionPeriodEnd).getTime()).toBe(sub.items.data[0]!.current_period_end * 1000);
    const created = await ctx.call('POST', '/api/surveys', {
      cookie,
      body: { facilityName: 'Stripe Plant', facilityAddress: '2 Main St', industryType: 'retail' },
    });
    expect(created.statusCode).toBe(201);
    const summary = (await ctx.call('GET', '/api/subscription', { cookie })).json();
    expect(summary).toMatchObject({ mode: 'stripe', label: 'Active', canCancel: true });
    // Cancel through the SDK: the stored state comes from Stripe's answer.
    const canceled = await ctx.call('POST', '/api/cancel-subscription', { cookie });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect((await fake.engine.retrieveSubscription(user.stripeSubscriptionId)).cancel_at_period_end).toBe(
      true,
    );
    expect((await ctx.call('GET', '/api/subscription', { cookie })).json().label).toMatch(
      /^Active - Cancels /,
    );
  });

  test('payment methods: list, add through setup mode, set default, remove, last one refused', async () => {
    const { cookie } = await signUp();
    const list = async () => (await ctx.call('GET', '/api/payment-methods', { cookie })).json();
    const [first] = await list();
    expect(first).toMatchObject({ isDefault: true, card: { last4: '4242' } });
    const setup = await ctx.call('POST', '/api/payment-methods/setup-session', { cookie });
    expect(setup.statusCode, setup.body).toBe(200);
    await fake.pay(new URL(setup.json().url).pathname.split('/').pop()!, '5555555555554444');
    const second = (await list()).find((m: { id: string }) => m.id !== first.id);
    expect(second).toMatchObject({ isDefault: false, card: { last4: '4444' } });
    expect(
      (await ctx.call('POST', `/api/payment-methods/${second.id}/set-default`, { cookie })).statusCode,
    ).toBe(204);
    expect((await ctx.call('DELETE', `/api/payment-methods/${first.id}`, { cookie })).statusCode).toBe(204);
    const last = await ctx.call('DELETE', `/api/payment-methods/${second.id}`, { cookie });
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe('You must have at least one payment method on file.');
    expect(await list()).toEqual([{ ...second, isDefault: true }]);
    const stranger = await signUp();
    const foreign = await ctx.call('DELETE', `/api/payment-methods/${second.id}`, {
      cookie: stranger.cookie,
    });
    expect(foreign.statusCode).toBe(404);
  });

  test('checkout.session.completed e-mails the signup link before the browser is back, once; the link finishes signup', async () => {
    const registration = newRegistration();
    const { sessionId, events } = await payNewCheckout(registration.email);
    // The browser never came back (the tab was closed); Stripe's webhook arrives, twice.
    const completed = eventOf(events, 'checkout.session.completed');
    expect((await deliver(completed)).statusCode).toBe(200);
    expect((await deliver(completed)).statusCode).toBe(200);
    const sent = await mailTo(registration.email);
    expect(sent.map((mail) => mail.subject)).toEqual(['Finish creating your AquaSurvey Pro account']);
    // The success URL opened later (from the history) sends nothing more.
    const verified = await ctx.call('POST', '/api/verify-payment', { body: { sessionId } });
    expect(verified.json()).toMatchObject({ success: true, state: 'signup' });
    expect(await mailTo(registration.email)).toHaveLength(1);

    const token = linkIn(sent[0]!, '/signup').searchParams.get('token');
    const opened = await ctx.call('POST', '/api/pending-signup/open-link', { body: { token } });
    expect(opened.json()).toMatchObject({ state: 'signup', customerEmail: registration.email, sessionId });
    const registered = await ctx.call('POST', '/api/register', {
      cookie: cookieFrom(opened, 'aqs_signup'),
      body: registration,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject({ subscriptionStatus: 'active', email: registration.email });
  });

  test('a payer whose account already pays: the new subscription is canceled and refunded through Stripe', async () => {
    const existing = await signUp();
    const { sessionId } = await payNewCheckout(existing.email);
    const verified = await ctx.call('POST', '/api/verify-payment', { body: { sessionId } });
    expect(verified.json()).toMatchObject({ success: true, state: 'existing-account' });
    const { customerId, subscriptionId } = verified.json();
    const claimed = await ctx.call('POST', '/api/claim-payment', {
      cookie: cookies(existing.cookie, cookieFrom(verified, 'aqs_signup')),
      body: { sessionId },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ outcome: 'refunded', refundedUsd: 5.99 });
    expect((await fake.engine.retrieveSubscription(subscriptionId)).status).toBe('canceled');
    const refunds = await fakeDb.db
      .select({ data: testPaymentObjects.data })
      .from(testPaymentObjects)
      .where(and(eq(testPaymentObjects.customerId, customerId), eq(testPaymentObjects.object, 'refund')));
    expect(refunds.map((row) => row.data)).toEqual([expect.objectContaining({ amount: 599 })]);
    expect(await storedState(existing.user.id)).toMatchObject({
      status: 'active',
      subscriptionId: existing.user.stripeSubscriptionId,
    });
  });

  test('resume sends cancel_at_period_end=false to Stripe', async () => {
    const { user, cookie } = await signUp();
    await ctx.call('POST', '/api/cancel-subscription', { cookie });
    const resumed = await ctx.call('POST', '/api/resume-subscription', { cookie });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect((await fake.engine.retrieveSubscription(user.stripeSubscriptionId)).cancel_at_period_end).toBe(
      false,
    );
    expect((await ctx.call('GET', '/api/subscription', { cookie })).json()).toMatchObject({
      label: 'Active',
      canResume: false,
    });
  });

  test('the same card saved twice on Stripe’s page: the webhook removes the copy and the page says so', async () => {
    const { cookie } = await signUp();
    const list = async () => (await ctx.call('GET', '/api/payment-methods', { cookie })).json();
    const before = await list();
    const setup = await ctx.call('POST', '/api/payment-methods/setup-session', { cookie });
    const setupId = new URL(setup.json().url).pathname.split('/').pop()!;
    const events = await fake.pay(setupId, '4242424242424242');
    expect(await list()).toHaveLength(2);
    expect((await deliver(eventOf(events, 'checkout.session.completed'))).statusCode).toBe(200);
    expect(await list()).toEqual(before);
    const confirmed = await ctx.call('POST', '/api/payment-methods/confirm-setup', {
      cookie,
      body: { sessionId: setupId },
    });
    expect(confirmed.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await list()).toEqual(before);
  });

  test('test-mode routes do not exist with Stripe', async () => {
    expect((await ctx.call('GET', '/api/test-checkout/cs_test_x')).statusCode).toBe(404);
  });
});

describe('POST /api/stripe/webhook', () => {
  const orders = permutations([0, 1, 2, 3]);

  test('there are 24 orders of the four events', () => {
    expect(orders).toHaveLength(24);
  });

  // The four events of one signup: the three of paying (subscription created, invoice paid, checkout
  // completed) and the update of a cancellation scheduled afterwards. The account is registered before the
  // cancellation, so only the webhooks can bring the stored state up to date.
  test.each(orders.map((order) => [order.join('')]))(
    'order %s, each event twice, ends in Stripe’s state',
    async (key) => {
      const order = key.split('').map(Number);
      const { user, events } = await signUp();
      await fake.engine.setCancelAtPeriodEnd(user.stripeSubscriptionId, true);
      const pending = await fake.engine.listPendingEvents(200);
      const updated = pending.find(
        (e: LocalEvent) =>
          e.type === 'customer.subscription.updated' && e.data.object.id === user.stripeSubscriptionId,
      )!;
      const four = [...events, updated];
      expect(four.map((e) => e.type)).toEqual([
        'customer.subscription.created',
        'invoice.paid',
        'checkout.session.completed',
        'customer.subscription.updated',
      ]);
      // Registered before the cancellation: only the webhooks can bring the stored state up to date.
      expect((await storedState(user.id)).canceledAt).toBeNull();
      for (const event of [...order, ...order].map((i) => four[i]!)) {
        const res = await deliver(event);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toEqual({ received: true });
      }
      const sub = await fake.engine.retrieveSubscription(user.stripeSubscriptionId);
      expect(await storedState(user.id)).toEqual({
        status: 'active',
        periodEnd: new Date(sub.items.data[0]!.current_period_end * 1000),
        canceledAt: new Date(sub.canceled_at! * 1000),
        subscriptionId: sub.id,
        customerId: sub.customer,
      });
      const recorded = await ctx.db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(
          inArray(
            paymentEvents.id,
            four.map((e) => e.id),
          ),
        );
      expect(recorded).toHaveLength(4);
    },
  );

  test('events that arrive before the account exists change nothing, and registering reads Stripe itself', async () => {
    const registration = newRegistration();
    const { sessionId, events } = await payNewCheckout(registration.email);
    for (const event of [...events].reverse()) expect((await deliver(event)).statusCode).toBe(200);
    const verified = await ctx.call('POST', '/api/verify-payment', { body: { sessionId } });
    const registered = await ctx.call('POST', '/api/register', {
      cookie: cookieFrom(verified, 'aqs_signup'),
      body: registration,
    });
    expect(registered.json()).toMatchObject({ subscriptionStatus: 'active', hasActiveSubscription: true });
  });

  test('a renewal that fails, then a deleted subscription, reach the account through webhooks', async () => {
    const { user, cookie } = await signUp();
    const before = (await fake.engine.listPendingEvents(500)).length;
    await fake.engine.setSubscriptionStatus(user.stripeSubscriptionId, 'past_due');
    const failed = (await fake.engine.listPendingEvents(500)).slice(before);
    const invoiceFailed = failed.find((e: LocalEvent) => e.type === 'invoice.payment_failed')!;
    expect((await deliver(invoiceFailed)).statusCode).toBe(200);
    expect((await storedState(user.id)).status).toBe('past_due');
    expect((await ctx.call('GET', '/api/surveys', { cookie })).statusCode).toBe(200);

    await fake.engine.cancelSubscription(user.stripeSubscriptionId);
    const deleted = (await fake.engine.listPendingEvents(500)).find(
      (e: LocalEvent) =>
        e.type === 'customer.subscription.deleted' && e.data.object.id === user.stripeSubscriptionId,
    )!;
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect((await storedState(user.id)).status).toBe('canceled');
    expect((await ctx.call('GET', '/api/surveys', { cookie })).statusCode).toBe(402);
  });

  test('a bad or missing signature answers 400 and changes nothing', async () => {
    const { user } = await signUp();
    await fake.engine.setCancelAtPeriodEnd(user.stripeSubscriptionId, true);
    const updated = (await fake.engine.listPendingEvents(500)).find(
      (e: LocalEvent) =>
        e.type === 'customer.subscription.updated' && e.data.object.id === user.stripeSubscriptionId,
    )!;
    const before = await storedState(user.id);
    const wrongSecret = await deliver(updated, 'whsec_not_ours');
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({
      message: 'Webhook signature verification failed',
      code: 'bad_request',
    });
    const { payload, signature } = signedWebhook(updated, WEBHOOK_SECRET);
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('"cancel_at_period_end":true', '"cancel_at_period_end":false'),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await ctx.call('POST', '/api/stripe/webhook', { body: updated });
    expect(unsigned.statusCode).toBe(400);
    const garbage = await ctx.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=00' },
      payload: 'not json at all',
    });
    expect(garbage.statusCode).toBe(400);
    expect(await storedState(user.id)).toEqual(before);
    const recorded = await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, updated.id));
    expect(recorded).toEqual([]);
    // The genuine delivery still applies.
    expect((await deliver(updated)).statusCode).toBe(200);
    expect((await storedState(user.id)).canceledAt).not.toBeNull();
  });

  test('event types the product does not use are acknowledged and not recorded', async () => {
    const event = {
      id: 'evt_test_unused_type',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    };
    const res = await deliver(event);
    expect(res.statusCode).toBe(200);
    expect(await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toEqual([]);
  });
});

test('verify-payment with Stripe: an unpaid checkout is not verified', async () => {
  const started = await ctx.call('POST', '/api/create-checkout-session');
  const sessionId = new URL(started.json().url).pathname.split('/').pop()!;
  const res = await ctx.call('POST', '/api/verify-payment', { body: { sessionId } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ success: false });
  expect(cookies(cookieFrom(res, 'aqs_signup'))).toBe('');
});
