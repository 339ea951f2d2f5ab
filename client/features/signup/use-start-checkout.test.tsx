// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { AppRoutes } from '#client/app/routes.tsx';
import { browser } from '#client/lib/browser.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';

resetBetweenTests();

test('Get Started in an old tab of a subscriber who signed in since: told the subscription is active, not "Payment Error"', async () => {
  stubFetch({
    // The tab loaded signed out; the browser has signed in elsewhere since, so the server knows the account.
    'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized' }),
    'POST /api/create-checkout-session': () =>
      jsonResponse(409, { message: 'Your subscription is already active.', code: 'conflict' }),
  });
  renderWithProviders(<AppRoutes />, { path: '/' });
  fireEvent.click(await screen.findByTestId('header-get-started'));
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toContain('You already have an active subscription'),
  );
  const toast = screen.getByRole('status');
  expect(toast.textContent).toContain('Your subscription is already active.');
  expect(toast.textContent).not.toContain('Payment Error');
  expect(screen.queryByRole('link', { name: 'Open Payment Page' })).toBeNull();
  // This tab still thinks it is signed out: a full load opens the account's dashboard.
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  fireEvent.click(screen.getByRole('button', { name: 'Open your dashboard' }));
  expect(assign).toHaveBeenCalledWith('/');
});
