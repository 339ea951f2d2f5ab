// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { sessionKeys } from '#client/api/session.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import type { SubscriptionSummary } from '#shared/schemas/payments.ts';
import { SettingsPage } from './settings-page.tsx';
import { SubscriptionSection } from './subscription-section.tsx';

const PERIOD_END = '2027-01-05T12:00:00.000Z';

function summary(overrides: Partial<SubscriptionSummary> = {}): SubscriptionSummary {
  return {
    mode: 'test',
    status: 'active',
    label: 'Active',
    periodEnd: PERIOD_END,
    cancelScheduled: false,
    canCancel: true,
    canResume: false,
    hasAccess: true,
    priceUsd: 5.99,
    ...overrides,
  };
}

resetBetweenTests();

function renderSection(answer: SubscriptionSummary | (() => Response), extra = {}) {
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/subscription': typeof answer === 'function' ? answer : () => jsonResponse(200, answer),
    ...extra,
  });
  return { ...renderWithProviders(<SubscriptionSection />, { path: '/settings' }), fetchMock };
}

test.each([
  [summary(), 'Active', 'Next billing date', true],
  [
    summary({ label: 'Active - Cancels Jan 5, 2027', cancelScheduled: true, canCancel: false }),
    'Active - Cancels Jan 5, 2027',
    'Access until',
    false,
  ],
  [
    summary({ status: 'past_due', label: 'Past Due', canCancel: false }),
    'Past Due',
    'Current period ends',
    false,
  ],
  [summary({ status: 'canceled', label: 'Canceled', canCancel: false }), 'Canceled', 'Access until', false],
  [
    summary({ status: 'inactive', label: 'Inactive', periodEnd: null, canCancel: false, hasAccess: false }),
    'Inactive',
    null,
    false,
  ],
])(
  'shows the label "%#" exactly, its date and Cancel only when allowed',
  async (answer, label, dateLabel, canCancel) => {
    renderSection(answer);
    expect((await screen.findByTestId('subscription-status')).textContent).toBe(label);
    if (dateLabel) {
      expect(screen.getByText(dateLabel)).toBeTruthy();
      expect(screen.getByTestId('subscription-period-end').textContent).toBe('Jan 5, 2027');
    } else {
      expect(screen.queryByTestId('subscription-period-end')).toBeNull();
    }
    expect(screen.getByText('AquaSurvey Pro · $5.99/month')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' }) !== null).toBe(canCancel);
    expect(screen.getByRole('link', { name: 'Payment methods' }).getAttribute('href')).toBe(
      '/payment-methods',
    );
    expect(screen.queryByRole('button', { name: 'Subscribe again' }) !== null).toBe(!answer.hasAccess);
  },
);

test('the "Test mode" badge shows only in test mode', async () => {
  renderSection(summary({ mode: 'stripe' }));
  await screen.findByTestId('subscription-status');
  expect(screen.queryByText('Test mode')).toBeNull();
  cleanup();
  renderSection(summary());
  expect(await screen.findByText('Test mode')).toBeTruthy();
});

test('cancel asks first, then shows the server message and reads the user and the summary again', async () => {
  let canceled = false;
  const canceledUser = buildUser({ subscriptionCanceledAt: '2026-12-01T00:00:00.000Z' });
  const { queryClient } = renderSection(
    () =>
      jsonResponse(
        200,
        canceled
          ? summary({ label: 'Active - Cancels Jan 5, 2027', cancelScheduled: true, canCancel: false })
          : summary(),
      ),
    {
      'POST /api/cancel-subscription': () => {
        canceled = true;
        return jsonResponse(200, {
          message: 'Your subscription will end on Jan 5, 2027.',
          user: canceledUser,
        });
      },
    },
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog.textContent).toContain('You keep full access until Jan 5, 2027.');
  expect(canceled).toBe(false);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
  await waitFor(() =>
    expect(screen.getByTestId('subscription-status').textContent).toBe('Active - Cancels Jan 5, 2027'),
  );
  expect(screen.getByRole('status').textContent).toContain('Your subscription will end on Jan 5, 2027.');
  expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  expect(queryClient.getQueryData(sessionKeys.user())).toEqual(canceledUser);
});

test('a scheduled cancellation offers Resume subscription; it withdraws the end and reads the summary again', async () => {
  let resumed = false;
  const ending = summary({
    label: 'Active - Cancels Jan 5, 2027',
    cancelScheduled: true,
    canCancel: false,
    canResume: true,
  });
  const resumedUser = buildUser({ subscriptionCanceledAt: null });
  const { queryClient } = renderSection(() => jsonResponse(200, resumed ? summary() : ending), {
    'POST /api/resume-subscription': () => {
      resumed = true;
      return jsonResponse(200, {
        message: 'Your subscription continues and renews on Jan 5, 2027.',
        user: resumedUser,
      });
    },
  });
  expect(await screen.findByText(/Your subscription ends on Jan 5, 2027\. Resume it/)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
  await waitFor(() => expect(screen.getByTestId('subscription-status').textContent).toBe('Active'));
  expect(screen.getByRole('status').textContent).toContain(
    'Your subscription continues and renews on Jan 5, 2027.',
  );
  expect(screen.queryByRole('button', { name: 'Resume subscription' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toBeTruthy();
  expect(queryClient.getQueryData(sessionKeys.user())).toEqual(resumedUser);
});

test('a refused resume shows the server message', async () => {
  renderSection(summary({ cancelScheduled: true, canCancel: false, canResume: true }), {
    'POST /api/resume-subscription': () =>
      jsonResponse(400, {
        message: 'There is no scheduled cancellation to withdraw: your subscription is not set to end.',
      }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Resume subscription' }));
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toContain(
      'There is no scheduled cancellation to withdraw',
    ),
  );
});

test('a failed cancel shows the spec message', async () => {
  renderSection(summary(), {
    'POST /api/cancel-subscription': () => jsonResponse(502, { message: 'Provider unavailable' }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
  const dialog = await screen.findByRole('alertdialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toContain(
      'Unable to cancel subscription. Please try again or contact support.',
    ),
  );
});

test('administrators see Settings without the subscription section', async () => {
  const fetchMock = stubFetch({ 'GET /api/user': () => jsonResponse(200, buildUser({ isAdmin: true })) });
  renderWithProviders(<SettingsPage />, { path: '/settings' });
  expect(await screen.findByTestId('support-section')).toBeTruthy();
  expect(screen.getByText(/reply within 24 hours/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'support@aquasurvey.pro' })).toBeTruthy();
  expect(screen.queryByTestId('subscription-section')).toBeNull();
  expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/subscription'))).toBe(false);
});
