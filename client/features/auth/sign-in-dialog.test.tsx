// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { sessionKeys } from '#client/api/session.ts';
import { browser } from '#client/lib/browser.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import { SignInDialog } from './sign-in-dialog.tsx';
import { useAuth } from './use-auth.tsx';

const USER = buildUser();

resetBetweenTests();

function renderDialog(onOpenChange = vi.fn()) {
  const view = renderWithProviders(<SignInDialog open onOpenChange={onOpenChange} />, { path: '/' });
  return { ...view, onOpenChange };
}

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username or Email'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

test('shows the spec messages when both fields are empty', async () => {
  stubFetch({ 'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized' }) });
  renderDialog();
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Username or email is required')).toBeTruthy();
  expect(screen.getByText('Password is required')).toBeTruthy();
  expect(screen.getByLabelText('Username or Email').getAttribute('aria-invalid')).toBe('true');
});

test('reads "Signing in..." with inputs disabled while the request runs', async () => {
  stubFetch({
    'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized' }),
    'POST /api/login': () => new Promise<Response>(() => {}),
  });
  renderDialog();
  fillAndSubmit('dana', 'secret-password');
  const button = await screen.findByRole('button', { name: 'Signing in...' });
  expect(button.hasAttribute('disabled')).toBe(true);
  expect(screen.getByLabelText('Username or Email').hasAttribute('disabled')).toBe(true);
  expect(screen.getByLabelText('Password').hasAttribute('disabled')).toBe(true);
});

test('a failed login shows the "Login failed" toast with the server message, never the session-lost flow', async () => {
  stubFetch({
    'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized', code: 'unauthorized' }),
    'POST /api/login': () =>
      jsonResponse(401, { message: 'Invalid username or password', code: 'unauthorized' }),
  });
  const assignSpy = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  const { onOpenChange } = renderDialog();
  fillAndSubmit('dana', 'wrong');
  const toast = await screen.findByRole('status');
  expect(toast.textContent).toContain('Login failed');
  expect(toast.textContent).toContain('Invalid username or password');
  expect(onOpenChange).not.toHaveBeenCalledWith(false);
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(screen.queryByText('You are logged out. Logging in again...')).toBeNull();
  expect(assignSpy).not.toHaveBeenCalled();
});

test('a successful login stores the user, closes the dialog and goes to the dashboard', async () => {
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized' }),
    'POST /api/login': () => jsonResponse(200, USER),
  });
  const { onOpenChange, queryClient, location } = renderDialog();
  fillAndSubmit('  dana  ', 'secret-password');
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  expect(queryClient.getQueryData(sessionKeys.user())).toEqual(USER);
  expect(location.history.at(-1)).toBe('/');
  const loginCall = fetchMock.mock.calls.find(([url]) => url === '/api/login');
  expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({ username: 'dana', password: 'secret-password' });
});

test('a successful retry after a failed login dismisses the "Login failed" toast', async () => {
  let attempts = 0;
  stubFetch({
    'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized' }),
    'POST /api/login': () => {
      attempts += 1;
      return attempts === 1
        ? jsonResponse(401, { message: 'Invalid username or password', code: 'unauthorized' })
        : jsonResponse(200, USER);
    },
  });
  const { onOpenChange } = renderDialog();
  fillAndSubmit('dana', 'wrong');
  expect((await screen.findByRole('status')).textContent).toContain('Login failed');
  fillAndSubmit('dana', 'secret-password');
  await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  await waitFor(() => expect(screen.queryByText('Login failed')).toBeNull());
});

function Orphan() {
  useAuth();
  return null;
}

test('useAuth outside its provider throws the spec message', () => {
  expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
});
