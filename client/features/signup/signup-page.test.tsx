// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { Route } from 'wouter';
import { sessionKeys } from '#client/api/session.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import type { PendingSignup } from '#shared/schemas/payments.ts';
import { readPaymentFlags, storePaymentFlags } from './payment-flags.ts';
import { SignupPage } from './signup-page.tsx';

const SIGNED_OUT = { 'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized' }) };
const FLAGS = { customerEmail: 'new.rep@example.com', customerId: 'cus_123', subscriptionId: 'sub_456' };
const PAID: PendingSignup = { state: 'signup', ...FLAGS, sessionId: 'cs_test_paid' };
const NONE: PendingSignup = {
  state: 'none',
  customerEmail: null,
  customerId: null,
  subscriptionId: null,
  sessionId: null,
};
/** The server knows this browser's paid checkout from its cookie. */
const PAID_BROWSER = { ...SIGNED_OUT, 'GET /api/pending-signup': () => jsonResponse(200, PAID) };

beforeEach(() => {
  sessionStorage.clear();
});

resetBetweenTests();

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

test('without a paid checkout in this browser the visitor is sent to / with "Payment Required"', async () => {
  stubFetch({ ...SIGNED_OUT, 'GET /api/pending-signup': () => jsonResponse(200, NONE) });
  const { location } = renderWithProviders(<SignupPage />, { path: '/signup' });
  const toast = await screen.findByRole('status');
  expect(toast.textContent).toContain('Payment Required');
  expect(location.history.at(-1)).toBe('/');
  expect(screen.queryByLabelText('Username')).toBeNull();
});

test('a new tab of the paying browser, with nothing in session storage, shows the form: the server knows the payment', async () => {
  stubFetch(PAID_BROWSER);
  renderWithProviders(<SignupPage />, { path: '/signup' });
  const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
  expect(email.value).toBe('new.rep@example.com');
  // Session storage is the cache the form links the subscription with.
  expect(readPaymentFlags()).toEqual(FLAGS);
});

test('stale session storage does not show the form when the server holds no payment', async () => {
  storePaymentFlags(FLAGS);
  stubFetch({ ...SIGNED_OUT, 'GET /api/pending-signup': () => jsonResponse(200, NONE) });
  const { location } = renderWithProviders(<SignupPage />, { path: '/signup' });
  expect((await screen.findByRole('status')).textContent).toContain('Payment Required');
  expect(location.history.at(-1)).toBe('/');
});

test('the e-mailed link opens the form in any browser: the token is sent once and the paid e-mail is filled in', async () => {
  const fetchMock = stubFetch({
    ...SIGNED_OUT,
    'POST /api/pending-signup/open-link': () => jsonResponse(200, PAID),
  });
  renderWithProviders(<SignupPage />, { path: `/signup?token=${'t'.repeat(43)}` });
  expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('new.rep@example.com');
  const calls = fetchMock.mock.calls.filter(([url]) => String(url).includes('open-link'));
  expect(calls).toHaveLength(1);
  expect(JSON.parse(String(calls[0]![1]?.body))).toEqual({ token: 't'.repeat(43) });
});

test('an expired or unknown link says so, with the server’s words and a way to support', async () => {
  stubFetch({
    ...SIGNED_OUT,
    'POST /api/pending-signup/open-link': () =>
      jsonResponse(400, {
        message: 'This link has expired or is not valid. Open the payment confirmation page again.',
        code: 'bad_request',
      }),
  });
  renderWithProviders(<SignupPage />, { path: `/signup?token=${'x'.repeat(43)}` });
  expect(await screen.findByRole('heading', { name: 'This link cannot be used' })).toBeTruthy();
  expect(screen.getByText(/^This link has expired or is not valid\./)).toBeTruthy();
  expect(screen.getByRole('link', { name: /Contact support/ }).getAttribute('href')).toMatch(/^mailto:/);
});

test('a paid e-mail that already has an account offers Sign In, coming back to the payment', async () => {
  stubFetch({
    ...SIGNED_OUT,
    'GET /api/pending-signup': () => jsonResponse(200, { ...PAID, state: 'existing-account' }),
  });
  const { location } = renderWithProviders(<SignupPage />, { path: '/signup' });
  expect(await screen.findByRole('heading', { name: 'You already have an account' })).toBeTruthy();
  expect(screen.queryByLabelText('Username')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(location.history.at(-1)).toBe('/?signin=1');
  expect(sessionStorage.getItem('aqs.returnPath')).toBe('/payment-success?session_id=cs_test_paid');
});

test('the e-mail is the paid one, read-only with the reason; the password rule is stated once, up front', async () => {
  stubFetch(PAID_BROWSER);
  renderWithProviders(<SignupPage />, { path: '/signup' });
  const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
  expect(email.readOnly).toBe(true);
  expect(screen.getByText('Your account uses the e-mail you paid with.')).toBeTruthy();
  // Before anything is typed: the one rule, under Password.
  expect(screen.getAllByText(/8 characters/)).toHaveLength(1);
  expect(screen.getByText('At least 8 characters.')).toBeTruthy();
  expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toContain('description');

  submit();
  expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
  expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
  // No second, contradicting length rule under the confirmation.
  expect(screen.queryByText(/at least 6 characters/)).toBeNull();

  fillForm('short');
  submit();
  await waitFor(() => expect(screen.queryByText('Username must be at least 3 characters')).toBeNull());
  expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
  expect(screen.queryByText(/at least 6 characters/)).toBeNull();
  expect(screen.queryByText("Passwords don't match")).toBeNull();

  fillForm();
  fill('Confirm Password', 'abc');
  submit();
  expect(await screen.findByText("Passwords don't match")).toBeTruthy();
  expect(screen.queryByText(/at least 6 characters/)).toBeNull();
});

test('the password toggles show and hide what was typed', async () => {
  stubFetch(PAID_BROWSER);
  renderWithProviders(<SignupPage />, { path: '/signup' });
  const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
  expect(password.type).toBe('password');
  fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(password.type).toBe('text');
  fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(password.type).toBe('password');
});

test('registers with the optional names, links the subscription, clears the flags, signs in and goes to /', async () => {
  const user = buildUser({ username: 'new_rep', email: 'new.rep@example.com' });
  const fetchMock = stubFetch({
    ...PAID_BROWSER,
    'POST /api/register': () => jsonResponse(201, user),
    'POST /api/link-subscription': () => jsonResponse(200, { message: 'Linked', user }),
  });
  const { location, queryClient } = renderWithProviders(<SignupPage />, { path: '/signup' });
  await screen.findByLabelText('Username');
  fillForm();
  fill('First name (optional)', 'Dana');
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
    firstName: 'Dana',
    lastName: '',
  });
  expect(bodyOf('/api/link-subscription')).toEqual({ customerId: 'cus_123', subscriptionId: 'sub_456' });
});

test('a refused signup shows "Registration Failed" and the server message under its field', async () => {
  stubFetch({
    ...PAID_BROWSER,
    'POST /api/register': () =>
      jsonResponse(409, {
        message: 'Username already taken',
        errors: { username: 'That username is already taken' },
      }),
  });
  const { location } = renderWithProviders(<SignupPage />, { path: '/signup' });
  await screen.findByLabelText('Username');
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
  stubFetch({
    ...PAID_BROWSER,
    'POST /api/register': () => jsonResponse(402, { message: 'Payment Required' }),
  });
  renderWithProviders(<SignupPage />, { path: '/signup' });
  await screen.findByLabelText('Username');
  fillForm();
  submit();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain("We couldn't find your payment");
  expect(screen.getByRole('link', { name: 'home page' }).getAttribute('href')).toBe('/');
});

test('signed in, the e-mailed link goes on to the payment’s page, which adds it to the account', async () => {
  stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'POST /api/pending-signup/open-link': () => jsonResponse(200, { ...PAID, state: 'existing-account' }),
  });
  const { location } = renderWithProviders(<Route path="/signup" component={SignupPage} />, {
    path: `/signup?token=${'t'.repeat(43)}`,
  });
  await waitFor(() => expect(location.history.at(-1)).toBe('/payment-success?session_id=cs_test_paid'));
});
