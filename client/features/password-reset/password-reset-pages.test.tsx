// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { sessionKeys } from '#client/api/session.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

const SIGNED_OUT = {
  'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized', code: 'unauthorized' }),
};
const INVALID_LINK = 'This reset link has expired or was already used. Please request a new one.';

resetBetweenTests();

function submitEmail(value: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
}

function submitPasswords(password: string, confirm = password) {
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
}

test('forgot password: sends the address, then shows "Check Your Email"', async () => {
  const fetchMock = stubFetch({
    ...SIGNED_OUT,
    'POST /api/forgot-password': () => jsonResponse(200, { message: 'on its way' }),
  });
  renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });
  submitEmail('dana@example.com');
  expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
  expect(screen.getByText('dana@example.com')).toBeTruthy();
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/forgot-password'));
  expect(JSON.parse(String(call![1]!.body))).toEqual({ email: 'dana@example.com' });
});

test('forgot password: the server’s field error shows on the field', async () => {
  stubFetch({
    ...SIGNED_OUT,
    'POST /api/forgot-password': () =>
      jsonResponse(400, {
        message: 'Please enter a valid email',
        code: 'validation_failed',
        errors: { email: 'Please enter a valid email' },
      }),
  });
  renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });
  submitEmail('dana@example.com');
  expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
  expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
});

test('forgot password: a 429 shows the server’s message; a 500 or no network the spec’s fallback', async () => {
  let answer = () =>
    jsonResponse(429, {
      message: 'Too many password reset requests. Please try again in 60 minutes.',
      code: 'rate_limited',
    });
  stubFetch({ ...SIGNED_OUT, 'POST /api/forgot-password': () => answer() });
  renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });
  submitEmail('dana@example.com');
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Too many password reset requests. Please try again in 60 minutes.',
  );
  answer = () =>
    jsonResponse(500, { message: 'Something went wrong. Please try again later.', code: 'internal_error' });
  fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  await waitFor(() =>
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again later.'),
  );
});

test('reset password: without a token, the spec’s message and a link to a new request', async () => {
  stubFetch(SIGNED_OUT);
  renderWithProviders(<ResetPasswordPage />, { path: '/reset-password' });
  expect(await screen.findByText('Invalid reset link. Please request a new password reset.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
    '/forgot-password',
  );
});

test('reset password: the spec’s messages for short and mismatched passwords', async () => {
  stubFetch(SIGNED_OUT);
  renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
  fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
  expect(screen.getByText('Confirm password is required')).toBeTruthy();
  submitPasswords('long-enough-1', 'long-enough-2');
  expect(await screen.findByText("Passwords don't match")).toBeTruthy();
});

test('reset password: success sends token and password, toasts and goes to sign in', async () => {
  const fetchMock = stubFetch({
    ...SIGNED_OUT,
    'POST /api/reset-password': () => jsonResponse(200, { message: 'done' }),
  });
  const { location } = renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?token=tok_123' });
  submitPasswords('a-new-password');
  expect(await screen.findByText('Password reset')).toBeTruthy();
  await waitFor(() => expect(location.history?.at(-1)).toBe('/?signin=1'));
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/reset-password'));
  expect(JSON.parse(String(call![1]!.body))).toEqual({ token: 'tok_123', password: 'a-new-password' });
});

test('reset password, signed in to that account: the session ended, so it lands on sign-in, not a failing dashboard', async () => {
  let isSignedIn = true;
  stubFetch({
    'GET /api/user': () =>
      isSignedIn ? jsonResponse(200, buildUser()) : jsonResponse(401, { message: 'Unauthorized' }),
    'POST /api/reset-password': () => {
      isSignedIn = false;
      return jsonResponse(200, { message: 'done' });
    },
  });
  const { location, queryClient } = renderWithProviders(<ResetPasswordPage />, {
    path: '/reset-password?token=tok_123',
  });
  await waitFor(() => expect(queryClient.getQueryData(sessionKeys.user())).toBeTruthy());
  submitPasswords('a-new-password');
  await waitFor(() => expect(location.history?.at(-1)).toBe('/?signin=1'));
  expect(queryClient.getQueryData(sessionKeys.user())).toBeNull();
  expect(
    screen.getByText('Your password has been changed. Please sign in with your new password.'),
  ).toBeTruthy();
});

test('reset password, signed in to another account: that account stays signed in and goes home', async () => {
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser({ isAdmin: true })),
    'POST /api/reset-password': () => jsonResponse(200, { message: 'done' }),
  });
  const { location, queryClient } = renderWithProviders(<ResetPasswordPage />, {
    path: '/reset-password?token=tok_123',
  });
  await waitFor(() => expect(queryClient.getQueryData(sessionKeys.user())).toBeTruthy());
  expect(screen.getByRole('link', { name: 'Back to the admin panel' }).getAttribute('href')).toBe('/');
  submitPasswords('a-new-password');
  await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
  expect(
    screen.getByText('The password has been changed and that account signed out everywhere.'),
  ).toBeTruthy();
});

test('reset password: a used or expired link shows the server’s token error with the way to a new link', async () => {
  stubFetch({
    ...SIGNED_OUT,
    'POST /api/reset-password': () =>
      jsonResponse(400, {
        message: INVALID_LINK,
        code: 'validation_failed',
        errors: { token: INVALID_LINK },
      }),
  });
  renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?token=old' });
  submitPasswords('a-new-password');
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(INVALID_LINK);
  expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
});

test('reset password: each field has its own visibility toggle', async () => {
  stubFetch(SIGNED_OUT);
  renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?token=abc' });
  const [first] = screen.getAllByRole('button', { name: 'Show password' });
  fireEvent.click(first!);
  expect(screen.getByLabelText('New Password').getAttribute('type')).toBe('text');
  expect(screen.getByLabelText('Confirm Password').getAttribute('type')).toBe('password');
  expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
});
