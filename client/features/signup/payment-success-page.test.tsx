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
