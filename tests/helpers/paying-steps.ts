import { expect } from 'vitest';
import type { TestContext } from '../setup/test-app.ts';

// API test steps of the payment flow in test mode (the default adapter of createTestContext): start a checkout,
// pay it on the local checkout page, verify it, register. Used by the signup, payments and webhook tests.

/** The test card that pays, as the checkout form sends it. */
export const PAYING_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
/** The test card that is declined. */
export const DECLINED_CARD_NUMBER = '4000 0000 0000 0002';

/** The value of a Set-Cookie of an answer as a Cookie header pair ("name=value"), or "" when absent. */
export function cookieFrom(res: { cookies: Array<{ name: string; value: string }> }, name: string): string {
  const cookie = res.cookies.find((c) => c.name === name);
  return cookie?.value ? `${name}=${cookie.value}` : '';
}

/** Joins Cookie header pairs, skipping empty ones. */
export function cookies(...pairs: Array<string | undefined>): string {
  return pairs.filter(Boolean).join('; ');
}

let addressCounter = 0;

/** A distinct client address, so the per-address checkout limit never decides a test that is not about it. */
export function nextClientAddress(): string {
  addressCounter++;
  return `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** Starts a checkout through the API (signed out, or as the account of `cookie`) and answers its id. */
export async function startCheckout(ctx: TestContext, cookie?: string): Promise<string> {
  const res = await ctx.call('POST', '/api/create-checkout-session', {
    cookie,
    remoteAddress: nextClientAddress(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json().url as string);
  expect(url.pathname).toMatch(/^\/test-checkout\/cs_/);
  return url.pathname.split('/').pop()!;
}

/** Pays a test-mode checkout with the paying card; answers the session id the success URL carries. */
export async function payCheckout(ctx: TestContext, checkoutId: string, email?: string): Promise<string> {
  const res = await ctx.call('POST', `/api/test-checkout/${checkoutId}/pay`, {
    body: { ...PAYING_CARD, email: email ?? newRegistration().email },
  });
  expect(res.statusCode, res.body).toBe(200);
  const redirect = new URL(res.json().redirectUrl as string);
  expect(redirect.pathname).toBe('/payment-success');
  return redirect.searchParams.get('session_id')!;
}

/** A new customer's paid checkout: started signed out and paid; answers its session id. */
export async function paidCheckout(ctx: TestContext, email?: string): Promise<string> {
  return payCheckout(ctx, await startCheckout(ctx), email);
}

/** Opens the e-mailed signup link's token as a browser holding `cookie`; answers the answer and the signup cookie. */
export async function openSignupLink(ctx: TestContext, token: string, cookie?: string) {
  const res = await ctx.call('POST', '/api/pending-signup/open-link', { cookie, body: { token } });
  return { res, signupCookie: cookieFrom(res, 'aqs_signup') };
}

/** Verifies a checkout as a browser holding `cookie`; answers the answer and the browser's signup cookie. */
export async function verifyPayment(ctx: TestContext, sessionId: string, cookie?: string) {
  const res = await ctx.call('POST', '/api/verify-payment', { cookie, body: { sessionId } });
  return { res, signupCookie: cookieFrom(res, 'aqs_signup') };
}

let counter = 0;

/** A fresh, valid registration body. */
export function newRegistration(): { username: string; email: string; password: string } {
  counter++;
  const tag = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `payer_${tag}`, email: `payer_${tag}@example.com`, password: 'Pays-Monthly-599' };
}

/**
 * The whole signup through the API: checkout, pay, verify, register. Answers the registered user, the browser's
 * session and signup cookies, and the checkout's ids.
 */
export async function signUpThroughCheckout(ctx: TestContext) {
  const registration = newRegistration();
  const sessionId = await paidCheckout(ctx, registration.email);
  const verified = await verifyPayment(ctx, sessionId);
  expect(verified.res.statusCode, verified.res.body).toBe(200);
  const res = await ctx.call('POST', '/api/register', { cookie: verified.signupCookie, body: registration });
  expect(res.statusCode, res.body).toBe(201);
  return {
    user: res.json(),
    registration,
    sessionId,
    verified: verified.res.json() as {
      customerId: string;
      subscriptionId: string;
      customerEmail: string | null;
    },
    signupCookie: verified.signupCookie,
    cookie: cookieFrom(res, 'aqs_session'),
  };
}
