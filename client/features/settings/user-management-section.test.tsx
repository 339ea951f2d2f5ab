// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildAdminUser, buildUser } from '#client/test-utils/users.ts';
import type { AdminUser } from '#shared/schemas/admin.ts';
import { UserManagementSection } from './user-management-section.tsx';

/** An account of the list, never signed in unless told. */
function account(overrides: Partial<AdminUser>): AdminUser {
  return buildAdminUser({ lastLogin: null, ...overrides });
}

const USERS = [
  account({}),
  account({ id: 'user-2', username: 'off', email: 'off@example.com', isActive: false }),
  account({ id: 'admin-2', username: 'helper', email: 'helper@example.com', isAdmin: true }),
  account({ id: 'admin-1', username: 'ops', email: 'admin@example.com', isAdmin: true, isProtected: true }),
];

beforeEach(() => {
  window.innerWidth = 1440;
});
resetBetweenTests();

function renderSection(isAdmin: boolean) {
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser({ id: 'admin-1', isAdmin })),
    'GET /api/admin/users': () => jsonResponse(200, { users: USERS, total: USERS.length, nextCursor: null }),
    'PUT /api/admin/users/user-2/activate': () => jsonResponse(200, { ...USERS[1], isActive: true }),
  });
  renderWithProviders(<UserManagementSection />, { path: '/settings' });
  return fetchMock;
}

async function menuOf(username: string) {
  const row = await waitFor(() => {
    const found = screen.queryAllByTestId('admin-user-row').find((r) => r.dataset.username === username);
    if (!found) throw new Error(`no row for ${username}`);
    return found;
  });
  const trigger = within(row).queryByRole('button', { name: `Actions for ${username}` });
  if (!trigger) return null;
  fireEvent.keyDown(trigger, { key: 'Enter' });
  const menu = await screen.findByRole('menu');
  return {
    menu,
    items: within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  };
}

test('shows nothing to a regular user and asks for nothing', async () => {
  const fetchMock = renderSection(false);
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  expect(screen.queryByTestId('user-management-section')).toBeNull();
  expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/admin/'))).toBe(false);
});

test('offers activate, deactivate and delete, never on admins; the protected admin has no menu', async () => {
  renderSection(true);
  expect(await screen.findByText('User Management')).toBeTruthy();
  const dana = await menuOf('dana');
  expect(dana?.items).toEqual(['Deactivate', 'Delete user']);
  fireEvent.keyDown(dana!.menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  const off = await menuOf('off');
  expect(off?.items).toEqual(['Activate', 'Delete user']);
  fireEvent.click(within(off!.menu).getByRole('menuitem', { name: 'Activate' }));
  expect(await screen.findByText('User activated')).toBeTruthy();
  expect(await menuOf('helper')).toBeNull();
  expect(await menuOf('ops')).toBeNull();
});
