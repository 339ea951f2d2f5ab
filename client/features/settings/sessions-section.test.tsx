// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import type { SessionInfo } from '#shared/schemas/auth.ts';
import { SessionsSection } from './sessions-section.tsx';

const THIS_DEVICE: SessionInfo = {
  id: 'session-1',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  ipAddress: '203.0.113.7',
  lastActivity: '2025-01-05T15:04:00.000Z',
  createdAt: '2025-01-05T15:00:00.000Z',
  isCurrent: true,
};
const PHONE: SessionInfo = {
  id: 'session-2',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  ipAddress: '198.51.100.4',
  lastActivity: '2025-01-04T09:30:00.000Z',
  createdAt: '2025-01-03T08:00:00.000Z',
  isCurrent: false,
};

resetBetweenTests();

function renderSection(terminate: () => Response) {
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/sessions': () => jsonResponse(200, [THIS_DEVICE, PHONE]),
    'DELETE /api/sessions/session-2': terminate,
  });
  renderWithProviders(<SessionsSection />, { path: '/settings' });
  return fetchMock;
}

test('lists each session by browser and OS, address and times, "This device" on the current one', async () => {
  renderSection(() => jsonResponse(204));
  const rows = await screen.findAllByTestId('session-row');
  expect(rows).toHaveLength(2);
  expect(within(rows[0]!).getByText('Chrome 120 on Windows')).toBeTruthy();
  expect(within(rows[0]!).getByText('This device')).toBeTruthy();
  expect(within(rows[0]!).getByText('203.0.113.7')).toBeTruthy();
  expect(within(rows[0]!).getByText(/Signed in Jan 5, 2025/)).toBeTruthy();
  expect(within(rows[0]!).queryByRole('button', { name: /Terminate/ })).toBeNull();
  expect(within(rows[1]!).getByText('Safari 17 on iOS')).toBeTruthy();
  expect(within(rows[1]!).queryByText('This device')).toBeNull();
  expect(within(rows[1]!).getByText(/Last active Jan 4, 2025/)).toBeTruthy();
});

test('Terminate ends the other session and removes it from the list', async () => {
  const fetchMock = renderSection(() => jsonResponse(204));
  fireEvent.click(await screen.findByRole('button', { name: 'Terminate the session of Safari 17 on iOS' }));
  await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
  expect(
    fetchMock.mock.calls.some(
      ([url, init]) => String(url) === '/api/sessions/session-2' && init?.method === 'DELETE',
    ),
  ).toBe(true);
  expect(await screen.findByText('Safari 17 on iOS was signed out.')).toBeTruthy();
});

test('a failed terminate shows the spec message and keeps the row', async () => {
  renderSection(() => jsonResponse(500, { message: 'Server unavailable' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Terminate the session of Safari 17 on iOS' }));
  expect(await screen.findByText('Failed to terminate session. Please try again.')).toBeTruthy();
  expect(screen.getAllByTestId('session-row')).toHaveLength(2);
});
