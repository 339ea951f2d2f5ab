// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import { SettingsPage } from './settings-page.tsx';

resetBetweenTests();

async function subtitleFor(isAdmin: boolean): Promise<string> {
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser({ isAdmin })),
    'GET /api/account/sessions': () => jsonResponse(200, []),
    'GET /api/admin/users': () => jsonResponse(200, { users: [], total: 0, nextCursor: null }),
  });
  renderWithProviders(<SettingsPage />, { path: '/settings' });
  const title = await screen.findByRole('heading', { name: 'Settings', level: 1 });
  return title.nextElementSibling?.textContent ?? '';
}

test("a customer's Settings subtitle names their sections", async () => {
  expect(await subtitleFor(false)).toBe(
    'Your profile, company, subscription, water control ranges, price book, sessions and support.',
  );
});

test("an admin's Settings subtitle names only the sections an admin has", async () => {
  const subtitle = await subtitleFor(true);
  expect(subtitle).toBe('Your profile, sessions, support and user accounts.');
  expect(await screen.findByTestId('user-management-section')).toBeTruthy();
  expect(screen.queryByText(/subscription/i)).toBeNull();
});
