// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { sessionKeys } from '#client/api/session.ts';
import { resetToasts } from '#client/hooks/use-toast.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import { readPaymentFlags, storePaymentFlags } from './payment-flags.ts';
import { SignupPage } from './signup-page.tsx';

const SIGNED_OUT = { 'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized' }) };
const FLAGS = { customerEmail: 'new.rep@example.com', customerId: 'cus_123', subscriptionId: 'sub_456' };

beforeEach(() => {
  resetToasts();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillForm(password = 'Strong-Password-1') {
  fill('Username', 'new_rep');
  fill('Password', password);
  fill('Confirm Password', password);
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

test('without a verified payment the visitor is sent to / with "Payment Required"', async () => {
  stubFetch(SIGNED_OUT);
  const { location } = renderWithProviders(<SignupPage />, { path: '/signup' });
  const toast = await screen.findByRole('status');
  expect(toast.textContent).toContain('Payment Required');
  expect(location.history.at(-1)).toBe('/');
  expect(screen.queryByLabelText('Username')).toBeNull();
});

test('the e-mail is prefilled from the payment and empty or mismatched fields show the messages', async () => {
  storePaymentFlags(FLAGS);
  stubFetch(SIGNED_OUT);
  renderWithProviders(<SignupPage />, { path: '/signup' });
  expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('new.rep@example.com');
  fill('Email', '');
  submit();
  expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
  expect(screen.getByText('Email is required')).toBeTruthy();
  expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
  expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();

  fill('Email', 'not-an-email');
  fillForm();
  fill('Confirm Password', 'Something-Else-2');
  submit();
  expect(await screen.findByText("Passwords don't match")).toBeTruthy();
  expect(screen.getByText('Please enter a valid email')).toBeTruthy();
});

test('the password toggles show and hide what was typed', () => {
  storePaymentFlags(FLAGS);
  stubFetch(SIGNED_OUT);
  renderWithProviders(<SignupPage />, { path: '/signup' });
  const password = screen.getByLabelText('Password') as HTMLInputElement;
  expect(password.type).toBe('password');
  fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password.type).toBe('text');
  fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password.type).toBe('password');
});

test('registers, links the subscription, clears the flags, signs in and goes to /', async () => {
  storePaymentFlags(FLAGS);
  const user = buildUser({ username: 'new_rep', email: 'new.rep@example.com' });
  const fetchMock = stubFetch({
    ...SIGNED_OUT,
    'POST /api/register': () => jsonResponse(201, user),
    'POST /api/link-subscription': () => jsonResponse(200, { message: 'Linked', user }),
  });
  const { location, queryClient } = renderWithProviders(<SignupPage />, { path: '/signup' });
  fillForm();
  submit();
  await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  expect(queryClient.getQueryData(sessionKeys.user())).toEqual(user);
  expect(readPaymentFlags()).toBeNull();
  const bodyOf = (path: string) =>
    JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url) === path)?.[1]?.body));
  expect(bodyOf('/api/register')).toEqual({
    username: 'new_rep',
    email: 'new.rep@example.com',
    password: 'Strong-Password-1',
  });
  expect(bodyOf('/api/link-subscription')).toEqual({ customerId: 'cus_123', subscriptionId: 'sub_456' });
});

test('a refused signup shows "Registration Failed" and the server message under its field', async () => {
  storePaymentFlags(FLAGS);
  stubFetch({
    ...SIGNED_OUT,
    'POST /api/register': () =>
      jsonResponse(409, {
        message: 'Username already taken',
        errors: { username: 'That username is already taken' },
      }),
  });
  const { location } = renderWithProviders(<SignupPage />, { path: '/signup' });
  fillForm();
  submit();
  const toast = await screen.findByRole('status');
  expect(toast.textContent).toContain('Registration Failed');
  expect(toast.textContent).toContain('Unable to create your account. Please try again.');
  expect(await screen.findByText('That username is already taken')).toBeTruthy();
  expect(location.history.at(-1)).toBe('/signup');
  expect(readPaymentFlags()).toEqual(FLAGS);
});

test('a 402 explains that the payment was not found or already used and links home', async () => {
  storePaymentFlags(FLAGS);
  stubFetch({
    ...SIGNED_OUT,
    'POST /api/register': () => jsonResponse(402, { message: 'Payment Required' }),
  });
  renderWithProviders(<SignupPage />, { path: '/signup' });
  fillForm();
  submit();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't find your payment");
  expect(screen.getByRole('link', { name: 'home page' }).getAttribute('href')).toBe('/');
});
