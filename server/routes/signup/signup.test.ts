import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pendingSignups, signIns, users } from '#db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';
import {
  cookieFrom,
  cookies,
  DECLINED_CARD_NUMBER,
  newRegistration,
  PAYING_CARD,
  paidCheckout,
  signUpThroughCheckout,
  startCheckout,
  verifyPayment,
} from './paying-steps.ts';

// The payment-gated signup in test mode (docs/decisions/022-payments.md): verify, register, link.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const countUsersByEmail = async (email: string) =>
  (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email))).length;

describe('a new customer', () => {
  test('pays, verifies, registers, is signed in and creates a survey', async () => {
    const registration = newRegistration();
    const sessionId = await paidCheckout(ctx, registration.email);
    const verified = await verifyPayment(ctx, sessionId);
    expect(verified.res.statusCode).toBe(200);
    expect(verified.res.json()).toEqual({
      success: true,
      customerEmail: registration.email,
      customerId: expect.stringMatching(/^cus_/),
      subscriptionId: expect.stringMatching(/^sub_/),
      linked: false,
    });
    const signup = verified.res.cookies.find((c) => c.name === 'aqs_signup')!;
    expect(signup).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 86_400 });
    expect(signup.secure).toBeFalsy();
    // Only the token's hash is stored.
    const stored = await ctx.db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.checkoutSessionId, sessionId));
    expect(stored[0]!.tokenHash).not.toBe(signup.value);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const res = await ctx.call('POST', '/api/register', {
      cookie: verified.signupCookie,
      body: registration,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { customerId, subscriptionId } = verified.res.json();
    expect(res.json()).toMatchObject({
      username: registration.username,
      email: registration.email,
      subscriptionStatus: 'active',
      stripeCustomerId: customerId,
      stripeSubscriptionId: subscriptionId,
      subscriptionCanceledAt: null,
      hasActiveSubscription: true,
    });
    expect(new Date(res.json().subscriptionPeriodEnd).getTime()).toBeGreaterThan(
      Date.now() + 25 * 86_400_000,
    );
    expect(res.json()).not.toHaveProperty('password');

    const session = cookieFrom(res, 'aqs_session');
    expect(session).not.toBe('');
    expect(res.json().lastLogin).not.toBeNull();
    const firstSignIn = await ctx.db.select().from(signIns).where(eq(signIns.userId, res.json().id));
    expect(firstSignIn).toHaveLength(1);
    expect((await ctx.call('GET', '/api/user', { cookie: session })).json().id).toBe(res.json().id);
    const survey = await ctx.call('POST', '/api/surveys', {
      cookie: session,
      body: { facilityName: 'Paid Plant', facilityAddress: '1 Main St', industryType: 'retail' },
    });
    expect(survey.statusCode).toBe(201);

    // The client then links the subscription and the pre-signup cookie is cleared.
    const linked = await ctx.call('POST', '/api/link-subscription', {
      cookie: cookies(session, verified.signupCookie),
      body: { customerId, subscriptionId },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().user).toMatchObject({ id: res.json().id, stripeSubscriptionId: subscriptionId });
    const cleared = linked.cookies.find((c) => c.name === 'aqs_signup')!;
    expect(cleared.value).toBe('');
  });

  test('a declined card shows the decline and verifies nothing', async () => {
    const id = await startCheckout(ctx);
    const declined = await ctx.call('POST', `/api/test-checkout/${id}/pay`, {
      body: { ...PAYING_CARD, cardNumber: DECLINED_CARD_NUMBER, email: newRegistration().email },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: 'Your card was declined.', code: 'payment_required' });
    const verified = await verifyPayment(ctx, id);
    expect(verified.res.statusCode).toBe(200);
    expect(verified.res.json()).toEqual({
      success: false,
      customerEmail: null,
      customerId: null,
      subscriptionId: null,
      linked: false,
    });
    expect(verified.signupCookie).toBe('');
  });

  test('a mistyped card number answers 400 on the card number field', async () => {
    const id = await startCheckout(ctx);
    const res = await ctx.call('POST', `/api/test-checkout/${id}/pay`, {
      body: { ...PAYING_CARD, cardNumber: '4242 4242 4242 4241', email: newRegistration().email },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('cardNumber');
  });

  test('the test checkout page answers its data, and 404 for unknown or malformed ids', async () => {
    const id = await startCheckout(ctx);
    const page = await ctx.call('GET', `/api/test-checkout/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id, mode: 'subscription', status: 'open', amountUsd: 5.99 });
    for (const bad of ['cs_test_doesnotexist', 'nope', '%00']) {
      expect((await ctx.call('GET', `/api/test-checkout/${bad}`)).statusCode, bad).toBe(404);
    }
  });

  test('an unknown session id is not verified; a malformed one is a 400', async () => {
    const unknown = await verifyPayment(ctx, 'cs_test_unknown');
    expect(unknown.res.statusCode).toBe(200);
    expect(unknown.res.json().success).toBe(false);
    const malformed = await ctx.call('POST', '/api/verify-payment', { body: { sessionId: 'cs_<script>' } });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('register is gated by a verified payment', () => {
  test('without a verified checkout answers 402 Payment Required', async () => {
    const res = await ctx.call('POST', '/api/register', { body: newRegistration() });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: 'Payment Required', code: 'payment_required' });
    const forged = await ctx.call('POST', '/api/register', {
      cookie: `aqs_signup=${'A'.repeat(43)}`,
      body: newRegistration(),
    });
    expect(forged.statusCode).toBe(402);
  });

  test('one checkout used twice in a row makes one account', async () => {
    const { signupCookie, sessionId } = await signUpThroughCheckout(ctx);
    const again = newRegistration();
    const second = await ctx.call('POST', '/api/register', { cookie: signupCookie, body: again });
    expect(second.statusCode).toBe(402);
    expect(await countUsersByEmail(again.email)).toBe(0);
    // Verifying the used checkout again (another browser with the link) is refused.
    const reverify = await verifyPayment(ctx, sessionId);
    expect(reverify.res.statusCode).toBe(409);
    expect(reverify.res.json().message).toBe(
      'This payment has already been used to create an account. Please sign in.',
    );
  });

  test('one checkout submitted twice at once makes exactly one account', async () => {
    const sessionId = await paidCheckout(ctx);
    const { signupCookie } = await verifyPayment(ctx, sessionId);
    const bodies = [newRegistration(), newRegistration(), newRegistration()];
    const answers = await Promise.all(
      bodies.map((body) => ctx.call('POST', '/api/register', { cookie: signupCookie, body })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 402, 402]);
    const made = await Promise.all(bodies.map((b) => countUsersByEmail(b.email)));
    expect(made.reduce((a, b) => a + b, 0)).toBe(1);
    const [row] = await ctx.db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.checkoutSessionId, sessionId));
    expect(row!.usedAt).not.toBeNull();
  });

  test('a failed registration keeps the checkout for a corrected retry, with field messages', async () => {
    const existing = await signUpThroughCheckout(ctx);
    const sessionId = await paidCheckout(ctx);
    const { signupCookie } = await verifyPayment(ctx, sessionId);
    const taken = await ctx.call('POST', '/api/register', {
      cookie: signupCookie,
      body: { ...newRegistration(), username: existing.registration.username.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'That username is already taken',
      errors: { username: 'Already taken' },
    });
    const short = await ctx.call('POST', '/api/register', {
      cookie: signupCookie,
      body: { ...newRegistration(), password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe('Password must be at least 8 characters long');
    const fixed = await ctx.call('POST', '/api/register', { cookie: signupCookie, body: newRegistration() });
    expect(fixed.statusCode).toBe(201);
  });

  test('an expired verification no longer registers', async () => {
    const sessionId = await paidCheckout(ctx);
    const { signupCookie } = await verifyPayment(ctx, sessionId);
    await ctx.db
      .update(pendingSignups)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignups.checkoutSessionId, sessionId));
    const res = await ctx.call('POST', '/api/register', { cookie: signupCookie, body: newRegistration() });
    expect(res.statusCode).toBe(402);
  });
});

describe('POST /api/link-subscription', () => {
  test('refuses ids of another checkout, and ids not verified in this browser', async () => {
    const mine = await signUpThroughCheckout(ctx);
    const other = await signUpThroughCheckout(ctx);
    const foreign = await ctx.call('POST', '/api/link-subscription', {
      cookie: cookies(mine.cookie, mine.signupCookie),
      body: { customerId: other.verified.customerId, subscriptionId: other.verified.subscriptionId },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(
      'This subscription was not verified in this browser, so it cannot be linked to your account.',
    );
    // Another browser's cookie with the right ids is refused too: the other account used that checkout.
    const stolen = await ctx.call('POST', '/api/link-subscription', {
      cookie: cookies(mine.cookie, other.signupCookie),
      body: { customerId: other.verified.customerId, subscriptionId: other.verified.subscriptionId },
    });
    expect(stolen.statusCode).toBe(403);
    const noCookie = await ctx.call('POST', '/api/link-subscription', {
      cookie: mine.cookie,
      body: { customerId: mine.verified.customerId, subscriptionId: mine.verified.subscriptionId },
    });
    expect(noCookie.statusCode).toBe(403);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, mine.user.id));
    expect(row!.stripeSubscriptionId).toBe(mine.verified.subscriptionId);
  });

  test('links a checkout this browser verified to a signed-in account that has none', async () => {
    const { cookie, user } = await ctx.signIn({ subscriptionStatus: 'inactive' });
    const sessionId = await paidCheckout(ctx);
    const verified = await verifyPayment(ctx, sessionId, cookie);
    expect(verified.res.json()).toMatchObject({ success: true, linked: false });
    const { customerId, subscriptionId } = verified.res.json();
    const res = await ctx.call('POST', '/api/link-subscription', {
      cookie: cookies(cookie, verified.signupCookie),
      body: { customerId, subscriptionId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({
      id: user.id,
      subscriptionStatus: 'active',
      stripeCustomerId: customerId,
      hasActiveSubscription: true,
    });
    // The checkout is now used: it cannot also make an account.
    const register = await ctx.call('POST', '/api/register', {
      cookie: verified.signupCookie,
      body: newRegistration(),
    });
    expect(register.statusCode).toBe(402);
  });

  test('needs a signed-in account and valid ids', async () => {
    const body = { customerId: 'cus_x', subscriptionId: 'sub_x' };
    expect((await ctx.call('POST', '/api/link-subscription', { body })).statusCode).toBe(401);
    const { cookie } = await ctx.signIn();
    const bad = await ctx.call('POST', '/api/link-subscription', { cookie, body: { customerId: 'x y' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a returning customer', () => {
  test('resubscribes an inactive account without making a new one', async () => {
    const { user, cookie } = await signUpThroughCheckout(ctx);
    // The old subscription ends at the provider; its events reach the account.
    await ctx.deps.payments.cancelNow(user.stripeSubscriptionId);
    expect((await ctx.call('GET', '/api/user', { cookie })).json().subscriptionStatus).toBe('canceled');
    expect((await ctx.call('GET', '/api/surveys', { cookie })).statusCode).toBe(402);

    const checkoutId = await startCheckout(ctx, cookie);
    const sessionId = await ctx
      .call('POST', `/api/test-checkout/${checkoutId}/pay`, { body: PAYING_CARD })
      .then((res) => new URL(res.json().redirectUrl).searchParams.get('session_id')!);
    const verified = await verifyPayment(ctx, sessionId, cookie);
    expect(verified.res.statusCode).toBe(200);
    expect(verified.res.json()).toMatchObject({
      success: true,
      linked: true,
      customerId: user.stripeCustomerId,
    });
    expect(verified.signupCookie).toBe('');
    const me = (await ctx.call('GET', '/api/user', { cookie })).json();
    expect(me).toMatchObject({
      id: user.id,
      subscriptionStatus: 'active',
      stripeCustomerId: user.stripeCustomerId,
    });
    expect(me.stripeSubscriptionId).toBe(verified.res.json().subscriptionId);
    expect((await ctx.call('GET', '/api/surveys', { cookie })).statusCode).toBe(200);
    expect(await countUsersByEmail(user.email)).toBe(1);
  });

  test('an account whose subscription is active and not ending cannot start a second one', async () => {
    const { cookie } = await signUpThroughCheckout(ctx);
    const res = await ctx.call('POST', '/api/create-checkout-session', { cookie });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your subscription is already active.');
  });
});
