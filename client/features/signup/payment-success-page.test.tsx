// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { resetToasts } from '#client/hooks/use-toast.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import type { VerifyPaymentResult } from '#shared/schemas/payments.ts';
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
    ...overrides,
  };
}

beforeEach(() => {
  resetToasts();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
      jsonResponse(200, verified({ success: false, customerId: null, subscriptionId: null })),
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
      jsonResponse(409, { message: 'This payment already created an account. Sign in instead.' }),
  });
  renderWithProviders(<PaymentSuccessPage />, { path: '/payment-success?session_id=cs_test_3' });
  expect(await screen.findByRole('heading', { name: 'Verification Error' })).toBeTruthy();
  expect(screen.getByText('This payment already created an account. Sign in instead.')).toBeTruthy();
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
    'POST /api/verify-payment': () => jsonResponse(200, verified({ linked: true })),
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
