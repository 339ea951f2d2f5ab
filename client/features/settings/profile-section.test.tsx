// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { sessionKeys } from '#client/api/session.ts';
import { resetToasts } from '#client/hooks/use-toast.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import { ProfileSection } from './profile-section.tsx';

const USER = buildUser();

beforeEach(() => resetToasts());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSection(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({ 'GET /api/user': () => jsonResponse(200, USER), ...handlers });
  const rendered = renderWithProviders(<ProfileSection />, { path: '/settings' });
  return { ...rendered, fetchMock };
}

function bodyOf(fetchMock: ReturnType<typeof stubFetch>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url, init]) => String(url) === path && init?.method !== undefined);
  return call ? JSON.parse(String(call[1]!.body)) : undefined;
}

test('shows the name and e-mail and saves changes as the session user', async () => {
  const { fetchMock, queryClient } = renderSection({
    'PATCH /api/account/profile': () =>
      jsonResponse(200, { ...USER, firstName: 'Dani', email: 'dani@example.com' }),
  });
  const form = await screen.findByRole('form', { name: 'Profile' });
  expect((within(form).getByLabelText('First Name') as HTMLInputElement).value).toBe('Dana');
  expect((within(form).getByLabelText('Last Name') as HTMLInputElement).value).toBe('Reyes');
  expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('dana@example.com');
  const save = within(form).getByRole('button', { name: 'Save Profile' }) as HTMLButtonElement;
  expect(save.disabled).toBe(true);
  fireEvent.change(within(form).getByLabelText('First Name'), { target: { value: 'Dani' } });
  fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'dani@example.com' } });
  fireEvent.click(save);
  expect(await screen.findByText('Profile updated')).toBeTruthy();
  expect(bodyOf(fetchMock, '/api/account/profile')).toEqual({
    firstName: 'Dani',
    lastName: 'Reyes',
    email: 'dani@example.com',
  });
  expect(queryClient.getQueryData(sessionKeys.user())).toMatchObject({ email: 'dani@example.com' });
});

test('an e-mail in use shows the server field message; an invalid one is refused before sending', async () => {
  const { fetchMock } = renderSection({
    'PATCH /api/account/profile': () =>
      jsonResponse(409, {
        message: 'An account with that e-mail already exists',
        code: 'conflict',
        errors: { email: 'Already registered to another account' },
      }),
  });
  const form = await screen.findByRole('form', { name: 'Profile' });
  fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'nope' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save Profile' }));
  expect(await within(form).findByText('Please enter a valid email')).toBeTruthy();
  expect(bodyOf(fetchMock, '/api/account/profile')).toBeUndefined();
  fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'taken@example.com' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save Profile' }));
  expect(await within(form).findByText('Already registered to another account')).toBeTruthy();
  expect(await screen.findByText('An account with that e-mail already exists')).toBeTruthy();
});

test('change password: confirmation must match, a wrong current password shows under its field', async () => {
  let answer = () =>
    jsonResponse(400, {
      message: 'Current password is incorrect',
      code: 'validation_failed',
      errors: { currentPassword: 'Current password is incorrect' },
    });
  const { fetchMock } = renderSection({ 'POST /api/account/password': () => answer() });
  const form = await screen.findByRole('form', { name: 'Change password' });
  fireEvent.change(within(form).getByLabelText('Current Password'), { target: { value: 'old-one' } });
  fireEvent.change(within(form).getByLabelText('New Password'), { target: { value: 'Brand-New-1' } });
  fireEvent.change(within(form).getByLabelText('Confirm New Password'), { target: { value: 'Brand-New-2' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
  expect(await within(form).findByText("Passwords don't match")).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('Confirm New Password'), { target: { value: 'Brand-New-1' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
  expect(await within(form).findByText('Current password is incorrect')).toBeTruthy();
  expect(bodyOf(fetchMock, '/api/account/password')).toEqual({
    currentPassword: 'old-one',
    newPassword: 'Brand-New-1',
  });

  answer = () => jsonResponse(200, USER);
  fireEvent.click(within(form).getByRole('button', { name: 'Change Password' }));
  expect(await screen.findByText('Your other devices were signed out.')).toBeTruthy();
  await waitFor(() =>
    expect((within(form).getByLabelText('Current Password') as HTMLInputElement).value).toBe(''),
  );
});
