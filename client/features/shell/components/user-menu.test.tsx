// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import type { PublicUser } from '#shared/schemas/auth.ts';
import { UserMenu } from './user-menu.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openMenu(user: PublicUser) {
  stubFetch({ 'GET /api/user': () => jsonResponse(200, user) });
  const view = renderWithProviders(<UserMenu onHelp={() => {}} />, { path: '/admin' });
  const trigger = screen.getByTestId('user-menu-trigger');
  await waitFor(() => expect(trigger.getAttribute('title')).toBe(user.firstName ?? user.email));
  fireEvent.keyDown(trigger, { key: 'Enter' });
  await screen.findByRole('menu');
  return view;
}

for (const isAdmin of [true, false]) {
  test(`the desktop user menu leads ${isAdmin ? 'an admin' : 'a customer'} to Settings through Profile`, async () => {
    const { location } = await openMenu(buildUser({ isAdmin, lastName: null }));
    const profile = screen.getByRole('menuitem', { name: 'Profile' });
    expect(profile.getAttribute('href')).toBe('/settings');
    fireEvent.click(profile);
    await waitFor(() => expect(location.history.at(-1)).toBe('/settings'));
  });
}

test('a long e-mail is one truncated line in the header, whole in the title and in the menu', async () => {
  const email = 'christopher.vandenberg-montgomery@northgate-water-services.example.com';
  await openMenu(buildUser({ firstName: null, lastName: null, email }));
  const trigger = screen.getByTestId('user-menu-trigger');
  expect(trigger.getAttribute('title')).toBe(email);
  const label = screen.getByTestId('user-menu-label');
  expect(label.textContent).toBe(email);
  // Tailwind's not-sr-only sets white-space: normal, which is what made the label wrap mid-address.
  expect(label.className).toContain('truncate');
  expect(label.className).not.toContain('not-sr-only');
  expect(screen.getByRole('menu').textContent).toContain(email);
});
