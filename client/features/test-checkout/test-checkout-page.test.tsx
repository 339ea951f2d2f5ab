// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { Route } from 'wouter';
import { browser } from '#client/lib/browser.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import type { TestCheckout } from '#shared/schemas/payments.ts';
import { TestCheckoutPage } from './test-checkout-page.tsx';

const SIGNED_OUT = { 'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized' }) };

function checkout(overrides: Partial<TestCheckout> = {}): TestCheckout {
  return {
    id: 'cs_test_1',
    mode: 'subscription',
    status: 'open',
    amountUsd: 5.99,
    email: null,
    cancelUrl: 'http://localhost/',
    ...overrides,
  };
}

resetBetweenTests();

function renderPage(
  page: TestCheckout | (() => Response),
  pay?: (init: RequestInit | undefined) => Response,
) {
  const fetchMock = stubFetch({
    ...SIGNED_OUT,
    'GET /api/test-checkout/cs_test_1': typeof page === 'function' ? page : () => jsonResponse(200, page),
    ...(pay ? { 'POST /api/test-checkout/cs_test_1/pay': pay } : {}),
  });
  renderWithProviders(<Route path="/test-checkout/:id" component={TestCheckoutPage} />, {
    path: '/test-checkout/cs_test_1',
  });
  return fetchMock;
}

function fillCard(number: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new.rep@example.com' } });
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiration date (MM / YY)'), { target: { value: '1234' } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
}

test('looks like a hosted checkout and says "Test mode" with the test cards', async () => {
  renderPage(checkout());
  expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeTruthy();
  expect(screen.getByText('Subscribe to AquaSurvey Pro')).toBeTruthy();
  expect(screen.getByText('$5.99 / month')).toBeTruthy();
  expect(screen.getByTestId('test-mode-badge').textContent).toBe('Test mode');
  const note = screen.getByTestId('test-cards-note').textContent;
  expect(note).toContain('4242 4242 4242 4242 succeeds');
  expect(note).toContain('4000 0000 0000 0002 is declined');
  expect(screen.getByTestId('checkout-back').getAttribute('href')).toBe('http://localhost/');
});

test('setup mode saves a card for the known e-mail', async () => {
  renderPage(checkout({ mode: 'setup', email: 'dana@example.com', amountUsd: 0 }));
  expect(await screen.findByRole('button', { name: 'Save card' })).toBeTruthy();
  expect(screen.getByText('Add a payment method')).toBeTruthy();
  expect(screen.getByText(/subscription \(\$5\.99 \/ month\)\. You won't be charged now\./)).toBeTruthy();
  expect(screen.getByTestId('checkout-email').textContent).toBe('dana@example.com');
});

test('empty fields show the card messages without asking the server', async () => {
  const fetchMock = renderPage(checkout(), () => jsonResponse(200, { redirectUrl: '/' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
  expect(await screen.findByText('Card number is required')).toBeTruthy();
  expect(screen.getByText("Your card's expiration date is incomplete.")).toBeTruthy();
  expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
  expect(screen.getByText('Email is required')).toBeTruthy();
  expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
});

test('a declined card shows the decline inline and can be tried again', async () => {
  renderPage(checkout(), () => jsonResponse(402, { message: 'Your card was declined.' }));
  await screen.findByRole('button', { name: 'Subscribe' });
  fillCard('4000000000000002');
  expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
  expect(screen.getByRole('button', { name: 'Subscribe' }).hasAttribute('disabled')).toBe(false);
});

test('a field refused by the server shows under that field', async () => {
  renderPage(checkout(), () =>
    jsonResponse(400, {
      message: "Your card's expiration year is in the past.",
      errors: { expiry: "Your card's expiration year is in the past." },
    }),
  );
  await screen.findByRole('button', { name: 'Subscribe' });
  fillCard('4242424242424242');
  expect(await screen.findByText("Your card's expiration year is in the past.")).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a paid checkout sends the card, reads "Processing..." and goes to the redirect URL', async () => {
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  let body: unknown = null;
  renderPage(checkout(), (init) => {
    body = JSON.parse(String(init?.body));
    return jsonResponse(200, { redirectUrl: 'http://localhost/payment-success?session_id=cs_test_1' });
  });
  await screen.findByRole('button', { name: 'Subscribe' });
  fillCard('4242424242424242');
  await waitFor(() =>
    expect(assign).toHaveBeenCalledWith('http://localhost/payment-success?session_id=cs_test_1'),
  );
  expect(body).toEqual({
    email: 'new.rep@example.com',
    cardNumber: '4242424242424242',
    expiry: '12 / 34',
    cvc: '123',
  });
  expect(screen.getByRole('button', { name: 'Processing...' }).hasAttribute('disabled')).toBe(true);
});

test.each([
  [checkout({ status: 'complete' }), 'This checkout is already complete'],
  [checkout({ status: 'expired' }), 'This checkout has expired'],
  [() => jsonResponse(404, { message: 'Checkout not found' }), 'Checkout not found'],
])('a checkout that cannot be paid says so (%#)', async (page, heading) => {
  renderPage(page);
  expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
});

test('a refused page load leads home; only a server failure offers "Try again"', async () => {
  renderPage(() => jsonResponse(400, { message: 'Not a valid id', code: 'validation_failed' }));
  expect(
    await screen.findByText('This payment page cannot be opened. Start again from the home page.'),
  ).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Return to the home page' }).getAttribute('href')).toBe('/');
  cleanup();
  renderPage(() => jsonResponse(503, { message: 'The service is busy. Please try again.' }));
  expect(await screen.findByText('The service is busy. Please try again.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
    '/test-checkout/cs_test_1',
  );
});
