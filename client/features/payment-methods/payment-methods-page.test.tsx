// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { resetToasts } from '#client/hooks/use-toast.ts';
import { browser } from '#client/lib/browser.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import type { PaymentMethod } from '#shared/schemas/payments.ts';
import { PaymentMethodsPage } from './payment-methods-page.tsx';

const CUSTOMER = buildUser({ stripeCustomerId: 'cus_123', stripeSubscriptionId: 'sub_456' });

function card(id: string, last4: string, isDefault: boolean, brand = 'visa'): PaymentMethod {
  return { id, type: 'card', isDefault, card: { brand, last4, exp_month: 4, exp_year: 2031 } };
}

beforeEach(() => {
  resetToasts();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('lists each card with brand, last four, expiry MM/YY and the Default badge', async () => {
  stubFetch({
    'GET /api/user': () => jsonResponse(200, CUSTOMER),
    'GET /api/payment-methods': () =>
      jsonResponse(200, [card('pm_1', '4242', true), card('pm_2', '4444', false, 'mastercard')]),
  });
  renderWithProviders(<PaymentMethodsPage />, { path: '/payment-methods' });
  const rows = await screen.findAllByTestId('payment-method');
  expect(rows.map((row) => row.textContent)).toEqual([
    expect.stringContaining('Visa •••• 4242Default'),
    expect.stringContaining('Mastercard •••• 4444'),
  ]);
  expect(rows[0]!.textContent).toContain('Expires 04/31');
  expect(within(rows[0]!).queryByRole('button', { name: /make .* default/i })).toBeNull();
  expect(within(rows[1]!).queryByTestId('default-badge')).toBeNull();
  expect(within(rows[1]!).getByRole('button', { name: /make .* default/i })).toBeTruthy();
});

test('the only card cannot be removed: Remove is disabled and the reason is shown beside it', async () => {
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, CUSTOMER),
    'GET /api/payment-methods': () => jsonResponse(200, [card('pm_1', '4242', true)]),
  });
  renderWithProviders(<PaymentMethodsPage />, { path: '/payment-methods' });
  const remove = (await screen.findByRole('button', { name: /remove visa/i })) as HTMLButtonElement;
  expect(remove.disabled).toBe(true);
  const reason = screen.getByTestId('remove-blocked-reason');
  expect(reason.textContent).toBe('You must have at least one payment method on file.');
  expect(remove.getAttribute('aria-describedby')).toBe(reason.id);
  fireEvent.click(remove);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);
});

test('with two cards both can be removed, and no reason is shown', async () => {
  stubFetch({
    'GET /api/user': () => jsonResponse(200, CUSTOMER),
    'GET /api/payment-methods': () =>
      jsonResponse(200, [card('pm_1', '4242', true), card('pm_2', '4444', false)]),
  });
  renderWithProviders(<PaymentMethodsPage />, { path: '/payment-methods' });
  const buttons = (await screen.findAllByRole('button', { name: /^remove /i })) as HTMLButtonElement[];
  expect(buttons.map((button) => button.disabled)).toEqual([false, false]);
  expect(screen.queryByTestId('remove-blocked-reason')).toBeNull();
});

test('back from the provider page with the same card again: the page says it is already saved', async () => {
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, CUSTOMER),
    'GET /api/payment-methods': () => jsonResponse(200, [card('pm_1', '4242', true)]),
    'POST /api/payment-methods/confirm-setup': () =>
      jsonResponse(200, {
        outcome: 'duplicate',
        message: 'This card (Visa •••• 4242) is already saved on your account, so it was not added again.',
      }),
  });
  const { location } = renderWithProviders(<PaymentMethodsPage />, {
    path: '/payment-methods?added=1&session_id=cs_test_setup',
  });
  const toast = await screen.findByRole('status');
  expect(toast.textContent).toContain('Card already saved');
  expect(toast.textContent).toContain('This card (Visa •••• 4242) is already saved on your account');
  expect(toast.textContent).not.toContain('Payment method added');
  await waitFor(() => expect(location.history.at(-1)).toBe('/payment-methods'));
  const [call] = fetchMock.mock.calls.filter(([url]) => String(url).includes('confirm-setup'));
  expect(JSON.parse(String(call![1]?.body))).toEqual({ sessionId: 'cs_test_setup' });
});

test('a failure without a server message uses the spec fallbacks', async () => {
  stubFetch({
    'GET /api/user': () => jsonResponse(200, CUSTOMER),
    'GET /api/payment-methods': () =>
      jsonResponse(200, [card('pm_1', '4242', true), card('pm_2', '4444', false)]),
    'POST /api/payment-methods/pm_2/set-default': () => jsonResponse(500),
    'DELETE /api/payment-methods/pm_2': () => jsonResponse(500),
  });
  renderWithProviders(<PaymentMethodsPage />, { path: '/payment-methods' });
  fireEvent.click(await screen.findByRole('button', { name: /make .* default/i }));
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toContain('Failed to update default payment method.'),
  );
  fireEvent.click(screen.getByRole('button', { name: /remove visa •••• 4444/i }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toContain(
      'Failed to remove payment method. Please try again.',
    ),
  );
});

test('make default and remove read the list again', async () => {
  let methods = [card('pm_1', '4242', true), card('pm_2', '4444', false)];
  stubFetch({
    'GET /api/user': () => jsonResponse(200, CUSTOMER),
    'GET /api/payment-methods': () => jsonResponse(200, methods),
    'POST /api/payment-methods/pm_2/set-default': () => {
      methods = [card('pm_1', '4242', false), card('pm_2', '4444', true)];
      return jsonResponse(200, { message: 'Default payment method updated' });
    },
    'DELETE /api/payment-methods/pm_1': () => {
      methods = [card('pm_2', '4444', true)];
      return jsonResponse(200, { message: 'Payment method removed' });
    },
  });
  renderWithProviders(<PaymentMethodsPage />, { path: '/payment-methods' });
  fireEvent.click(await screen.findByRole('button', { name: /make .* default/i }));
  await waitFor(() =>
    expect(within(screen.getAllByTestId('payment-method')[1]!).queryByTestId('default-badge')).toBeTruthy(),
  );
  fireEvent.click(screen.getByRole('button', { name: /remove visa •••• 4242/i }));
  fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  await waitFor(() => expect(screen.getAllByTestId('payment-method')).toHaveLength(1));
  expect(screen.getByTestId('payment-method').textContent).toContain('4444');
});

test('Add payment method goes to the provider page; back from it, the new card is confirmed added', async () => {
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  stubFetch({
    'GET /api/user': () => jsonResponse(200, CUSTOMER),
    'GET /api/payment-methods': () => jsonResponse(200, [card('pm_1', '4242', true)]),
    'POST /api/payment-methods/setup-session': () => jsonResponse(200, { url: '/test-checkout/cs_test_9' }),
    'POST /api/payment-methods/confirm-setup': () =>
      jsonResponse(200, { outcome: 'added', message: 'Your new card is saved to your account.' }),
  });
  const { location } = renderWithProviders(<PaymentMethodsPage />, {
    path: '/payment-methods?added=1&session_id=cs_test_8',
  });
  expect((await screen.findByRole('status')).textContent).toContain('Payment method added');
  await waitFor(() => expect(location.history.at(-1)).toBe('/payment-methods'));
  fireEvent.click(screen.getByRole('button', { name: 'Add payment method' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/test-checkout/cs_test_9'));
});

test('an account without a customer gets the empty state and no list call', async () => {
  const fetchMock = stubFetch({ 'GET /api/user': () => jsonResponse(200, buildUser()) });
  renderWithProviders(<PaymentMethodsPage />, { path: '/payment-methods' });
  expect(await screen.findByText('No payment methods yet')).toBeTruthy();
  expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/payment-methods'))).toBe(false);
  expect(screen.queryByRole('button', { name: 'Add payment method' })).toBeNull();
});
