// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';
import type { ClaimPaymentResult, VerifyPaymentResult } from '#shared/schemas/payments.ts';
import { readPaymentFlags } from './payment-flags.ts';
import { PaymentSuccessPage } from './payment-success-page.tsx';

const SIGNED_OUT = { 'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized' }) };

function verified(overrides: Partial<VerifyPaymentResult> = {}): VerifyPaymentResult {
  return {
    success: true,
    customerEmail: 'new.rep@example.com',
    customerId: 'cus_123',
    subscriptionId: 'sub_456',
    linked: false,
    state: 'signup',
    ...overrides,
  };
}

/** POST /api/claim-payment's answer when the payment became the account's subscription. */
function attached(user: PublicUser): ClaimPaymentResult {
  return {
    outcome: 'attached',
    message: 'Your subscription is linked to your account.',
    refundedUsd: null,
    resumedUntil: null,
    user,
  };
}

beforeEach(() => {
  sessionStorage.clear();
});

resetBetweenTests();

test('a link without a session id is an "Invalid Payment Link" and asks nothing of the server', async () => {
  const fetchMock = stubFetch(SIGNED_OUT);
  renderWithProviders(<PaymentSuccessPage />, { path: '/payment-success' });
  expect(await screen.findByRole('heading', { name: 'Invalid Payment Link' })).toBeTruthy();
  expect(fetchMock.mock.calls.some(([url]) => String(url).includes('verify-payment'))).toBe(false);
});

test('shows verifying, then success; the verified payment is stored and "Create your account" leads to /signup', async () => {
  let answer: (response: Response) => void = () => {};
  const fetchMock = stubFetch({
    ...SIGNED_OUT,
    'POST /api/verify-payment': () => new Promise<Response>((resolve) => (answer = resolve)),
  });
  const { location } = renderWithProviders(<PaymentSuccessPage />, {
    path: '/payment-success?session_id=cs_test_1',
  });
  expect(await screen.findByRole('heading', { name: 'Verifying your payment' })).toBeTruthy();
  const verifyCall = fetchMock.mock.calls.find(([url]) => String(url).includes('verify-payment'));
  expect(JSON.parse(String(verifyCall?.[1]?.body))).toEqual({ sessionId: 'cs_test_1' });

  answer(jsonResponse(200, verified()));
  expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
  expect(screen.getByText('new.rep@example.com')).toBeTruthy();
  expect(readPaymentFlags()).toEqual({
    customerEmail: 'new.rep@example.com',
    customerId: 'cus_123',
    subscriptionId: 'sub_456',
  });
  expect(sessionStorage.getItem('paymentVerified')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: 'Create your account' }));
  expect(location.history.at(-1)).toBe('/signup');
});

test('an unverified checkout shows "Payment Verification Failed" and stores nothing', async () => {
  stubFetch({
    ...SIGNED_OUT,
    'POST /api/verify-payment': () =>
      jsonResponse(200, verified({ success: false, customerId: null, subscriptionId: null, state: null })),
  });
  renderWithProviders(<PaymentSuccessPage />, { path: '/payment-success?session_id=cs_test_2' });
  expect(await screen.findByRole('heading', { name: 'Payment Verification Failed' })).toBeTruthy();
  expect(screen.getByText("We couldn't verify your payment. Please contact support.")).toBeTruthy();
  expect(readPaymentFlags()).toBeNull();
});

test('a failed request shows "Verification Error" with the server message', async () => {
  stubFetch({
    ...SIGNED_OUT,
    'POST /api/verify-payment': () =>
      jsonResponse(503, { message: 'The payment service is not answering. Please try again in a minute.' }),
  });
  renderWithProviders(<PaymentSuccessPage />, { path: '/payment-success?session_id=cs_test_3' });
  expect(await screen.findByRole('heading', { name: 'Verification Error' })).toBeTruthy();
  expect(
    screen.getByText('The payment service is not answering. Please try again in a minute.'),
  ).toBeTruthy();
  expect(readPaymentFlags()).toBeNull();
});

test('a refused verification offers the way home and support, never a "Try again" that cannot help', async () => {
  stubFetch({
    ...SIGNED_OUT,
    'POST /api/verify-payment': () =>
      jsonResponse(409, { message: 'This payment already created an account.' }),
  });
  renderWithProviders(<PaymentSuccessPage />, { path: '/payment-success?session_id=cs_test_3' });
  expect(await screen.findByRole('heading', { name: 'Verification Error' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  expect(screen.getByRole('link', { name: 'Contact support' })).toBeTruthy();
});

test('a server failure or no answer offers "Try again", which asks again', async () => {
  let calls = 0;
  stubFetch({
    ...SIGNED_OUT,
    'POST /api/verify-payment': () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      if (calls === 2) return jsonResponse(503, { message: 'The service is busy. Please try again.' });
      return jsonResponse(200, verified());
    },
  });
  renderWithProviders(<PaymentSuccessPage />, { path: '/payment-success?session_id=cs_test_5' });
  fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('The service is busy. Please try again.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
});

test('a malformed payment reference is an "Invalid Payment Link", not the server\'s "Not a valid id"', async () => {
  stubFetch({
    ...SIGNED_OUT,
    'POST /api/verify-payment': () =>
      jsonResponse(400, {
        message: 'Not a valid id',
        code: 'validation_failed',
        errors: { sessionId: 'Not a valid id' },
      }),
  });
  renderWithProviders(<PaymentSuccessPage />, { path: '/payment-success?session_id=bad!' });
  expect(await screen.findByRole('heading', { name: 'Invalid Payment Link' })).toBeTruthy();
  expect(screen.getByText(/This link is not a valid payment reference/)).toBeTruthy();
  expect(screen.queryByText('Not a valid id')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
});

test('signed in, the Back button onto the payment that made the account says it is ready, not "Please sign in"', async () => {
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'POST /api/verify-payment': () =>
      jsonResponse(409, {
        message: 'This payment has already been used to create an account. Please sign in.',
        code: 'conflict',
      }),
  });
  const { location } = renderWithProviders(<PaymentSuccessPage />, {
    path: '/payment-success?session_id=cs_test_6',
  });
  expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeTruthy();
  expect(screen.queryByText(/Please sign in/)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Go to dashboard' }));
  expect(location.history.at(-1)).toBe('/');
});

test("a signed-in account's resubscription is linked: Go to dashboard, and the user is read again", async () => {
  let userReads = 0;
  stubFetch({
    'GET /api/user': () => {
      userReads += 1;
      return jsonResponse(200, buildUser({ subscriptionStatus: userReads > 1 ? 'active' : 'inactive' }));
    },
    'POST /api/verify-payment': () => jsonResponse(200, verified({ linked: true, state: 'linked' })),
  });
  const { location } = renderWithProviders(<PaymentSuccessPage />, {
    path: '/payment-success?session_id=cs_test_4',
  });
  expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
  await waitFor(() => expect(userReads).toBe(2));
  expect(readPaymentFlags()).toBeNull();
  expect(screen.queryByRole('button', { name: 'Create your account' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Go to dashboard' }));
  expect(location.history.at(-1)).toBe('/');
});

test('success says a link was e-mailed too, so the account can be finished from any device', async () => {
  stubFetch({ ...SIGNED_OUT, 'POST /api/verify-payment': () => jsonResponse(200, verified()) });
  renderWithProviders(<PaymentSuccessPage />, { path: '/payment-success?session_id=cs_test_5' });
  expect(await screen.findByText(/We also e-mailed a link to this address/)).toBeTruthy();
});

test('reopened after the account was made, signed out: it leads to Sign In, not to an error', async () => {
  stubFetch({
    ...SIGNED_OUT,
    'POST /api/verify-payment': () => jsonResponse(200, verified({ linked: true, state: 'linked' })),
  });
  const { location } = renderWithProviders(<PaymentSuccessPage />, {
    path: '/payment-success?session_id=cs_test_6',
  });
  expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeTruthy();
  expect(screen.getByText(/Sign in to continue\./)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Create your account' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(location.history.at(-1)).toBe('/?signin=1');
});

test('a paid e-mail that has an account: the page says so and Sign In comes back to this payment', async () => {
  stubFetch({
    ...SIGNED_OUT,
    'POST /api/verify-payment': () => jsonResponse(200, verified({ state: 'existing-account' })),
  });
  const { location } = renderWithProviders(<PaymentSuccessPage />, {
    path: '/payment-success?session_id=cs_test_7',
  });
  expect(await screen.findByRole('heading', { name: 'You already have an account' })).toBeTruthy();
  expect(screen.getByText(/new\.rep@example\.com already has an AquaSurvey Pro account/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Create your account' })).toBeNull();
  expect(readPaymentFlags()).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(location.history.at(-1)).toBe('/?signin=1');
  expect(sessionStorage.getItem('aqs.returnPath')).toBe('/payment-success?session_id=cs_test_7');
});

test('signed in as that account, the payment is added at once; with no subscription it becomes its own', async () => {
  const user = buildUser({ email: 'new.rep@example.com', subscriptionStatus: 'canceled' });
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, user),
    'POST /api/verify-payment': () => jsonResponse(200, verified({ state: 'existing-account' })),
    'POST /api/claim-payment': () => jsonResponse(200, attached({ ...user, subscriptionStatus: 'active' })),
  });
  renderWithProviders(<PaymentSuccessPage />, { path: '/payment-success?session_id=cs_test_8' });
  expect(await screen.findByText('Your AquaSurvey Pro subscription is active on your account.')).toBeTruthy();
  const claims = fetchMock.mock.calls.filter(([url]) => String(url).includes('claim-payment'));
  expect(claims).toHaveLength(1);
  expect(JSON.parse(String(claims[0]![1]?.body))).toEqual({ sessionId: 'cs_test_8' });
  expect(screen.getByRole('button', { name: 'Go to dashboard' })).toBeTruthy();
});

test('signed in as an account that already pays: the page says the payment was canceled and refunded', async () => {
  const user = buildUser({ email: 'new.rep@example.com' });
  const message =
    'Your account already has an active subscription, so this payment was canceled and $5.99 refunded to your card (refunds take 5 to 10 business days to appear).';
  stubFetch({
    'GET /api/user': () => jsonResponse(200, user),
    'POST /api/verify-payment': () => jsonResponse(200, verified({ state: 'existing-account' })),
    'POST /api/claim-payment': () =>
      jsonResponse(200, { outcome: 'refunded', message, refundedUsd: 5.99, resumedUntil: null, user }),
  });
  renderWithProviders(<PaymentSuccessPage />, { path: '/payment-success?session_id=cs_test_9' });
  expect(await screen.findByRole('heading', { name: 'Payment refunded' })).toBeTruthy();
  expect(screen.getByText(message)).toBeTruthy();
});

test('reopened after a refund, the page still says it was refunded', async () => {
  stubFetch({
    ...SIGNED_OUT,
    'POST /api/verify-payment': () => jsonResponse(200, verified({ state: 'refunded' })),
  });
  renderWithProviders(<PaymentSuccessPage />, { path: '/payment-success?session_id=cs_test_10' });
  expect(await screen.findByRole('heading', { name: 'Payment refunded' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
});

test('signed in as someone else, the person chooses: add the payment to this account, or sign out', async () => {
  const user = buildUser({ email: 'office@example.com' });
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, user),
    'POST /api/verify-payment': () => jsonResponse(200, verified({ state: 'signup' })),
    'POST /api/claim-payment': () => jsonResponse(200, attached(user)),
  });
  renderWithProviders(<PaymentSuccessPage />, { path: '/payment-success?session_id=cs_test_11' });
  const add = await screen.findByRole('button', { name: 'Add to my account' });
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  expect(fetchMock.mock.calls.some(([url]) => String(url).includes('claim-payment'))).toBe(false);
  fireEvent.click(add);
  expect(await screen.findByText('Your AquaSurvey Pro subscription is active on your account.')).toBeTruthy();
});
