// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { sessionKeys } from '#client/api/session.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import { ProfileSection } from './profile-section.tsx';

const USER = buildUser();

resetBetweenTests();

function renderSection(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({ 'GET /api/user': () => jsonResponse(200, USER), ...handlers });
  const rendered = renderWithProviders(<ProfileSection />, { path: '/settings' });
  return { ...rendered, fetchMock };
}

function bodyOf(fetchMock: ReturnType<typeof stubFetch>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([url, init]) => String(url) === path && init?.method !== undefined);
  return call ? JSON.parse(String(call[1]!.body)) : undefined;
}

test('shows the name and e-mail and saves a name change as the session user', async () => {
  const { fetchMock, queryClient } = renderSection({
    'PATCH /api/account/profile': () => jsonResponse(200, { ...USER, firstName: 'Dani' }),
  });
  const form = await screen.findByRole('form', { name: 'Profile' });
  expect((within(form).getByLabelText('First Name') as HTMLInputElement).value).toBe('Dana');
  expect((within(form).getByLabelText('Last Name') as HTMLInputElement).value).toBe('Reyes');
  expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('dana@example.com');
  expect(within(form).queryByLabelText('Current Password')).toBeNull();
  const save = within(form).getByRole('button', { name: 'Save Profile' }) as HTMLButtonElement;
  expect(save.disabled).toBe(true);
  fireEvent.change(within(form).getByLabelText('First Name'), { target: { value: 'Dani' } });
  fireEvent.click(save);
  expect(await screen.findByText('Profile updated')).toBeTruthy();
  expect(bodyOf(fetchMock, '/api/account/profile')).toEqual({ firstName: 'Dani', lastName: 'Reyes' });
  expect(bodyOf(fetchMock, '/api/account/email')).toBeUndefined();
  expect(queryClient.getQueryData(sessionKeys.user())).toMatchObject({ firstName: 'Dani' });
});

test('a new e-mail asks for the current password, then says to check the new inbox; the address stays until confirmed', async () => {
  const message =
    'Check your new inbox: we sent a link to dani@example.com. Your e-mail address changes when you open it.';
  const { fetchMock, queryClient } = renderSection({
    'POST /api/account/email': () => jsonResponse(200, { message, pendingEmail: 'dani@example.com' }),
  });
  const form = await screen.findByRole('form', { name: 'Profile' });
  fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'nope' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save Profile' }));
  expect(await within(form).findByText('Please enter a valid email')).toBeTruthy();
  fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'dani@example.com' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save Profile' }));
  expect(await within(form).findByText('Enter your current password to change your e-mail')).toBeTruthy();
  expect(bodyOf(fetchMock, '/api/account/email')).toBeUndefined();
  fireEvent.change(within(form).getByLabelText('Current Password'), { target: { value: 'my-password-1' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save Profile' }));
  expect((await within(form).findByTestId('email-change-pending')).textContent).toBe(message);
  expect(bodyOf(fetchMock, '/api/account/email')).toEqual({
    email: 'dani@example.com',
    currentPassword: 'my-password-1',
  });
  expect(bodyOf(fetchMock, '/api/account/profile')).toBeUndefined();
  expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('dana@example.com');
  expect(queryClient.getQueryData(sessionKeys.user())).toMatchObject({ email: 'dana@example.com' });
});

test('a wrong current password for an e-mail change shows under its field', async () => {
  renderSection({
    'POST /api/account/email': () =>
      jsonResponse(400, {
        message: 'Current password is incorrect',
        code: 'validation_failed',
        errors: { currentPassword: 'Current password is incorrect' },
      }),
  });
  const form = await screen.findByRole('form', { name: 'Profile' });
  fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'dani@example.com' } });
  fireEvent.change(within(form).getByLabelText('Current Password'), { target: { value: 'wrong' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Save Profile' }));
  expect(await within(form).findByText('Current password is incorrect')).toBeTruthy();
  expect(await screen.findByText('Failed to change e-mail')).toBeTruthy();
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
