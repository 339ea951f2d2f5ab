import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pendingSignups, signIns, testPaymentObjects, users } from '#db/schema/index.ts';
import { createMailService, type MailService } from '#server/adapters/mail/index.ts';
import { isTestModeProvider } from '#server/modules/payments/test-mode-provider.ts';
import { createUser } from '../../../tests/factories/index.ts';
import {
  cookieFrom,
  cookies,
  DECLINED_CARD_NUMBER,
  newRegistration,
  openSignupLink,
  PAYING_CARD,
  paidCheckout,
  signUpThroughCheckout,
  startCheckout,
  verifyPayment,
} from '../../../tests/helpers/paying-steps.ts';
import { linkIn, outboxMailTo } from '../../../tests/mail/outbox-reader.ts';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';

// The payment-gated signup in test mode (docs/decisions/022-payments.md, 030): verify, the e-mailed link, register,
// link, and a payer whose e-mail already has an account.

let ctx: TestContext;
let dataDir: string;
// The real outbox (the default adapter), which a test can make refuse, as a relay that is down would.
let isMailDown = false;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'aqs-signup-'));
  const outbox = createMailService(
    { DATA_DIR: dataDir, MAIL_FROM: 'AquaSurvey Pro <no-reply@aquasurvey.pro>', NODE_ENV: 'test' },
    { log: { info: () => {}, warn: () => {}, error: () => {} } },
  );
  const mail: MailService = {
    transport: 'outbox',
    send: async (message) =>
      isMailDown ? { delivered: false, where: 'not saved: the disk is full' } : outbox.send(message),
  };
  ctx = await createTestContext({ DATA_DIR: dataDir }, { mail });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const mailTo = (address: string) => outboxMailTo(path.join(dataDir, 'outbox'), address);

/** The token of the one signup link e-mailed to an address. */
async function emailedToken(address: string): Promise<string> {
  const sent = await mailTo(address);
  expect(sent).toHaveLength(1);
  return linkIn(sent[0]!, '/signup').searchParams.get('token')!;
}

/** The refunds test mode's engine holds for a customer (as Stripe keeps them). */
async function refundsOf(customerId: string) {
  const stored = await ctx.db
    .select({ data: testPaymentObjects.data })
    .from(testPaymentObjects)
    .where(and(eq(testPaymentObjects.customerId, customerId), eq(testPaymentObjects.object, 'refund')));
  return stored.map((row) => row.data as { amount: number; payment_intent: string });
}

/** A subscription as test mode's engine holds it now. */
async function providerSubscription(id: string) {
  const provider = ctx.deps.payments;
  if (!isTestModeProvider(provider)) throw new Error('test mode expected');
  return provider.engine.retrieveSubscription(id);
}

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
      state: 'signup',
    });
    const signup = verified.res.cookies.find((c) => c.name === 'aqs_signup')!;
    expect(signup).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 7 * 86_400 });
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
    const declinedEmail = newRegistration().email;
    const declined = await ctx.call('POST', `/api/test-checkout/${id}/pay`, {
      body: { ...PAYING_CARD, cardNumber: DECLINED_CARD_NUMBER, email: declinedEmail },
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
      state: null,
    });
    expect(verified.signupCookie).toBe('');
    expect(await mailTo(declinedEmail)).toEqual([]);
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

  test('the test checkout page names the payer only while it is open, never to whoever holds a paid one’s id', async () => {
    const { email } = newRegistration();
    const provider = ctx.deps.payments;
    if (!isTestModeProvider(provider)) throw new Error('test mode expected');
    const open = await provider.createSubscriptionCheckout({
      successUrl: 'http://localhost:5000/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:5000/',
      customerEmail: email,
    });
    expect((await ctx.call('GET', `/api/test-checkout/${open.id}`)).json().email).toBe(email);
    await ctx.call('POST', `/api/test-checkout/${open.id}/pay`, { body: PAYING_CARD });
    const page = await ctx.call('GET', `/api/test-checkout/${open.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ status: 'complete', email: null });
    expect(page.body).not.toContain(email);
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
    // Verifying the used checkout again (another browser with the link) says it is an account's now: sign in.
    const reverify = await verifyPayment(ctx, sessionId);
    expect(reverify.res.statusCode).toBe(200);
    expect(reverify.res.json()).toMatchObject({ success: true, linked: true, state: 'linked' });
    expect(reverify.signupCookie).toBe('');
  });

  test('one checkout submitted twice at once makes exactly one account', async () => {
    const { email } = newRegistration();
    const sessionId = await paidCheckout(ctx, email);
    const { signupCookie } = await verifyPayment(ctx, sessionId);
    const bodies = [newRegistration(), newRegistration(), newRegistration()].map((r) => ({ ...r, email }));
    const answers = await Promise.all(
      bodies.map((body) => ctx.call('POST', '/api/register', { cookie: signupCookie, body })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 402, 402]);
    expect(await countUsersByEmail(email)).toBe(1);
    const [row] = await ctx.db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.checkoutSessionId, sessionId));
    expect(row!.usedAt).not.toBeNull();
  });

  test('a failed registration keeps the checkout for a corrected retry, with field messages', async () => {
    const existing = await signUpThroughCheckout(ctx);
    const { email } = newRegistration();
    const sessionId = await paidCheckout(ctx, email);
    const { signupCookie } = await verifyPayment(ctx, sessionId);
    const taken = await ctx.call('POST', '/api/register', {
      cookie: signupCookie,
      body: { ...newRegistration(), email, username: existing.registration.username.toUpperCase() },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'That username is already taken',
      errors: { username: 'Already taken' },
    });
    const short = await ctx.call('POST', '/api/register', {
      cookie: signupCookie,
      body: { ...newRegistration(), email, password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toBe('Password must be at least 8 characters long');
    const fixed = await ctx.call('POST', '/api/register', {
      cookie: signupCookie,
      body: { ...newRegistration(), email },
    });
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
});

describe('a visitor who has paid can always finish creating the account', () => {
  test('right after paying, the paid e-mail gets "Finish creating your AquaSurvey Pro account" once, with a 7-day link', async () => {
    const { email } = newRegistration();
    const sessionId = await paidCheckout(ctx, email);
    // Test mode delivers checkout.session.completed while paying: the e-mail leaves before the browser is back.
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe('Finish creating your AquaSurvey Pro account');
    const link = linkIn(mail!, '/signup');
    expect(link.origin).toBe('http://localhost:5000');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.text).toContain('expires in 7 days');
    expect(mail!.html).toContain(link.href.replaceAll('&', '&amp;'));
    // The browser coming back (twice: a reload) sends nothing more.
    await verifyPayment(ctx, sessionId);
    await verifyPayment(ctx, sessionId);
    expect(await mailTo(email)).toHaveLength(1);
    // Only the token's hash is stored.
    const [row] = await ctx.db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.checkoutSessionId, sessionId));
    expect(row!.linkTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.linkTokenHash).not.toBe(link.searchParams.get('token'));
    expect(row!.linkSentAt).not.toBeNull();
  });

  test('the e-mailed link opens signup in a browser that never paid: e-mail prefilled, one account, then single-use', async () => {
    const registration = newRegistration();
    await paidCheckout(ctx, registration.email);
    const token = await emailedToken(registration.email);

    // A new browser: no cookie at all.
    const opened = await openSignupLink(ctx, token);
    expect(opened.res.statusCode, opened.res.body).toBe(200);
    expect(opened.res.json()).toMatchObject({ state: 'signup', customerEmail: registration.email });
    expect(opened.signupCookie).not.toBe('');
    const status = await ctx.call('GET', '/api/pending-signup', { cookie: opened.signupCookie });
    expect(status.json()).toMatchObject({ state: 'signup', customerEmail: registration.email });

    const res = await ctx.call('POST', '/api/register', { cookie: opened.signupCookie, body: registration });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: registration.email, subscriptionStatus: 'active' });

    // The link made its account: opening it again says so (sign in), and makes no second one.
    const again = await openSignupLink(ctx, token);
    expect(again.res.statusCode).toBe(200);
    expect(again.res.json()).toMatchObject({ state: 'linked' });
    expect(again.signupCookie).toBe('');
    const second = await ctx.call('POST', '/api/register', {
      cookie: opened.signupCookie,
      body: { ...newRegistration(), email: registration.email },
    });
    expect(second.statusCode).toBe(402);
  });

  test('an unknown link, or one past its 7 days, answers 400 with a message that says what to do', async () => {
    const { email } = newRegistration();
    const sessionId = await paidCheckout(ctx, email);
    const token = await emailedToken(email);
    for (const bad of ['A'.repeat(43), 'short', '']) {
      const res = await openSignupLink(ctx, bad);
      expect(res.res.statusCode, bad).toBe(400);
      expect(res.res.json().message).toMatch(/^This link has expired or is not valid\./);
    }
    await ctx.db
      .update(pendingSignups)
      .set({ linkSentAt: new Date(Date.now() - 7 * 86_400_000 - 1000) })
      .where(eq(pendingSignups.checkoutSessionId, sessionId));
    const expired = await openSignupLink(ctx, token);
    expect(expired.res.statusCode).toBe(400);
    expect(expired.res.json().errors.token).toMatch(/^This link has expired or is not valid\./);
  });

  test('any tab of the paying browser knows its paid checkout from the cookie; other browsers know nothing', async () => {
    const registration = newRegistration();
    const sessionId = await paidCheckout(ctx, registration.email);
    const { signupCookie } = await verifyPayment(ctx, sessionId);
    const status = await ctx.call('GET', '/api/pending-signup', { cookie: signupCookie });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({
      state: 'signup',
      customerEmail: registration.email,
      customerId: expect.stringMatching(/^cus_/),
      subscriptionId: expect.stringMatching(/^sub_/),
      sessionId,
    });
    const stranger = await ctx.call('GET', '/api/pending-signup');
    expect(stranger.json()).toEqual({
      state: 'none',
      customerEmail: null,
      customerId: null,
      subscriptionId: null,
      sessionId: null,
    });
    expect(
      (await ctx.call('POST', '/api/register', { cookie: signupCookie, body: registration })).statusCode,
    ).toBe(201);
    expect((await ctx.call('GET', '/api/pending-signup', { cookie: signupCookie })).json().state).toBe(
      'none',
    );
  });

  test('/payment-success can be reopened: it leads to signup before, and to signing in after', async () => {
    const registration = newRegistration();
    const sessionId = await paidCheckout(ctx, registration.email);
    const first = await verifyPayment(ctx, sessionId);
    const reopened = await verifyPayment(ctx, sessionId, first.signupCookie);
    expect(reopened.res.json()).toMatchObject({ success: true, state: 'signup' });
    await ctx.call('POST', '/api/register', { cookie: first.signupCookie, body: registration });
    const later = await verifyPayment(ctx, sessionId);
    expect(later.res.statusCode).toBe(200);
    expect(later.res.json()).toMatchObject({ success: true, state: 'linked', linked: true });
  });

  test('signup keeps the paid e-mail, and stores the optional first and last name', async () => {
    const registration = newRegistration();
    const sessionId = await paidCheckout(ctx, registration.email);
    const { signupCookie } = await verifyPayment(ctx, sessionId);
    const other = await ctx.call('POST', '/api/register', {
      cookie: signupCookie,
      body: { ...registration, email: 'someone.else@example.com' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors.email).toBe(`Use the e-mail you paid with: ${registration.email}`);
    const tooLong = await ctx.call('POST', '/api/register', {
      cookie: signupCookie,
      body: { ...registration, firstName: 'x'.repeat(101) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.firstName).toBe('Must be at most 100 characters');
    const res = await ctx.call('POST', '/api/register', {
      cookie: signupCookie,
      body: {
        ...registration,
        email: registration.email.toUpperCase(),
        firstName: ' Dana ',
        lastName: 'Rivers',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: registration.email, firstName: 'Dana', lastName: 'Rivers' });
  });

  test('a delivery that fails is tried again when the browser comes back, and then sent once', async () => {
    const { email } = newRegistration();
    isMailDown = true;
    let sessionId: string;
    try {
      sessionId = await paidCheckout(ctx, email);
    } finally {
      isMailDown = false;
    }
    const [row] = await ctx.db
      .select()
      .from(pendingSignups)
      .where(eq(pendingSignups.checkoutSessionId, sessionId));
    expect(row).toMatchObject({ linkSentAt: null, linkTokenHash: null });
    expect(await mailTo(email)).toHaveLength(0);
    await verifyPayment(ctx, sessionId);
    await verifyPayment(ctx, sessionId);
    expect(await emailedToken(email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('a paid e-mail that already has an account', () => {
  /** Pays signed out with an account's e-mail and verifies in this browser; answers the checkout's ids. */
  async function payAsExistingAccount(email: string) {
    const sessionId = await paidCheckout(ctx, email);
    const verified = await verifyPayment(ctx, sessionId);
    expect(verified.res.statusCode, verified.res.body).toBe(200);
    expect(verified.res.json()).toMatchObject({ success: true, linked: false, state: 'existing-account' });
    const { customerId, subscriptionId } = verified.res.json();
    return { sessionId, signupCookie: verified.signupCookie, customerId, subscriptionId };
  }

  /** The signed-in customer's browser hands over the payment it verified. */
  function claimPayment(session: string, paid: { sessionId: string; signupCookie: string }) {
    return ctx.call('POST', '/api/claim-payment', {
      cookie: cookies(session, paid.signupCookie),
      body: { sessionId: paid.sessionId },
    });
  }

  test('is told to sign in, never to create the account; with no active subscription the payment becomes its own', async () => {
    const account = await createUser(ctx.db, {
      subscriptionStatus: 'canceled',
      subscriptionPeriodEnd: new Date(Date.now() - 86_400_000),
    });
    const paid = await payAsExistingAccount(account.email.toUpperCase());
    const [mail] = await mailTo(account.email);
    expect(mail!.subject).toBe('Add your payment to your AquaSurvey Pro account');
    linkIn(mail!, '/signup');
    const status = await ctx.call('GET', '/api/pending-signup', { cookie: paid.signupCookie });
    expect(status.json()).toMatchObject({ state: 'existing-account', sessionId: paid.sessionId });

    // Signs in in the same browser, and the page hands the payment over.
    const session = await ctx.login(account.username!);
    const claimed = await claimPayment(session, paid);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({
      outcome: 'attached',
      message: 'Your subscription is linked to your account.',
      refundedUsd: null,
      user: {
        id: account.id,
        subscriptionStatus: 'active',
        stripeCustomerId: paid.customerId,
        stripeSubscriptionId: paid.subscriptionId,
        hasActiveSubscription: true,
      },
    });
    expect((await ctx.call('GET', '/api/surveys', { cookie: session })).statusCode).toBe(200);
    expect(await refundsOf(paid.customerId)).toEqual([]);
    // Reopening the success page leads on, and the payment cannot make an account as well.
    expect((await verifyPayment(ctx, paid.sessionId)).res.json().state).toBe('linked');
    const register = await ctx.call('POST', '/api/register', {
      cookie: paid.signupCookie,
      body: { ...newRegistration(), email: account.email },
    });
    expect(register.statusCode).toBe(402);
    expect(await countUsersByEmail(account.email)).toBe(1);
  });

  test('already paying: the new subscription is canceled and its payment refunded, and the account keeps its own', async () => {
    const existing = await signUpThroughCheckout(ctx);
    const paid = await payAsExistingAccount(existing.registration.email);
    const claimed = await claimPayment(existing.cookie, paid);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({
      outcome: 'refunded',
      refundedUsd: 5.99,
      resumedUntil: null,
      message:
        'Your account already has an active subscription, so this payment was canceled and $5.99 refunded to your card (refunds take 5 to 10 business days to appear).',
      user: { stripeSubscriptionId: existing.verified.subscriptionId, subscriptionStatus: 'active' },
    });
    expect((await providerSubscription(paid.subscriptionId)).status).toBe('canceled');
    expect(await refundsOf(paid.customerId)).toEqual([expect.objectContaining({ amount: 599 })]);
    expect((await providerSubscription(existing.verified.subscriptionId)).status).toBe('active');
    // Asked again (a double click, a reload): nothing is refunded twice, and the page still says what happened.
    const again = await claimPayment(existing.cookie, paid);
    expect(again.json()).toMatchObject({ outcome: 'refunded' });
    expect(await refundsOf(paid.customerId)).toHaveLength(1);
    expect((await verifyPayment(ctx, paid.sessionId)).res.json()).toMatchObject({
      success: true,
      linked: false,
      state: 'refunded',
    });
  });

  test('set to cancel: its own subscription continues, and the new payment is refunded', async () => {
    const existing = await signUpThroughCheckout(ctx);
    await ctx.call('POST', '/api/cancel-subscription', { cookie: existing.cookie });
    const paid = await payAsExistingAccount(existing.registration.email);
    const claimed = await claimPayment(existing.cookie, paid);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const periodEnd = existing.user.subscriptionPeriodEnd as string;
    expect(claimed.json()).toMatchObject({
      outcome: 'refunded',
      refundedUsd: 5.99,
      resumedUntil: periodEnd,
      user: { subscriptionCanceledAt: null, stripeSubscriptionId: existing.verified.subscriptionId },
    });
    expect(claimed.json().message).toMatch(
      /^Your subscription was set to end on .+; it now continues, so this payment was canceled and \$5\.99 refunded/,
    );
    expect((await providerSubscription(existing.verified.subscriptionId)).cancel_at_period_end).toBe(false);
  });

  test('past due: the payment becomes its subscription and the failing one is ended, so it is never collected', async () => {
    const existing = await signUpThroughCheckout(ctx);
    const provider = ctx.deps.payments;
    if (!isTestModeProvider(provider)) throw new Error('test mode expected');
    await provider.engine.setSubscriptionStatus(existing.verified.subscriptionId, 'past_due');
    await provider.deliverPendingEvents();
    const paid = await payAsExistingAccount(existing.registration.email);
    const claimed = await claimPayment(existing.cookie, paid);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({
      outcome: 'attached',
      user: { subscriptionStatus: 'active', stripeSubscriptionId: paid.subscriptionId },
    });
    expect((await providerSubscription(existing.verified.subscriptionId)).status).toBe('canceled');
    expect((await providerSubscription(paid.subscriptionId)).status).toBe('active');
    expect(await refundsOf(paid.customerId)).toEqual([]);
  });

  test('only a checkout this browser verified can be claimed, by a signed-in customer', async () => {
    const account = await createUser(ctx.db, { subscriptionStatus: 'inactive' });
    const paid = await payAsExistingAccount(account.email);
    const session = await ctx.login(account.username!);
    const body = { sessionId: paid.sessionId };
    expect((await ctx.call('POST', '/api/claim-payment', { body })).statusCode).toBe(401);
    const otherBrowser = await ctx.call('POST', '/api/claim-payment', { cookie: session, body });
    expect(otherBrowser.statusCode).toBe(403);
    const malformed = await ctx.call('POST', '/api/claim-payment', {
      cookie: cookies(session, paid.signupCookie),
      body: { sessionId: 'cs <x>' },
    });
    expect(malformed.statusCode).toBe(400);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, account.id));
    expect(row!.stripeSubscriptionId).toBeNull();
  });
});

describe('starting a checkout while subscribed', () => {
  test('an active subscription is not bought twice, and one set to end is resumed instead', async () => {
    const { cookie, user } = await signUpThroughCheckout(ctx);
    const active = await ctx.call('POST', '/api/create-checkout-session', { cookie });
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe('Your subscription is already active.');
    await ctx.call('POST', '/api/cancel-subscription', { cookie });
    const ending = await ctx.call('POST', '/api/create-checkout-session', { cookie });
    expect(ending.statusCode).toBe(409);
    expect(ending.json().message).toMatch(
      /^Your subscription is active until [A-Z][a-z]{2} \d{1,2}, \d{4}\. To keep it, choose Resume subscription in Settings instead of paying again\.$/,
    );
    expect(user.subscriptionStatus).toBe('active');
  });
});
