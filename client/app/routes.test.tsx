// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { recentSurveysQueryOptions } from '#client/api/surveys.ts';
import { SubscriptionGate } from '#client/features/auth/subscription-gate.tsx';
import { resetToasts } from '#client/hooks/use-toast.ts';
import { browser } from '#client/lib/browser.ts';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildUser } from '#client/test-utils/users.ts';
import { AppRoutes } from './routes.tsx';

let assignSpy: ReturnType<typeof vi.spyOn>;

// Each test loads the route tables, the shell and the page lazily, the first time through Vite's transform: on a
// busy machine (the full suite runs files in parallel) that takes seconds, so waits get more than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  resetToasts();
  assignSpy = vi.spyOn(browser, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function signedOut() {
  stubFetch({ 'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized' }) });
}

function signedIn(isAdmin = false, extra: Parameters<typeof stubFetch>[0] = {}) {
  stubFetch({ 'GET /api/user': () => jsonResponse(200, buildUser({ isAdmin })), ...extra });
}

test('a signed-out visitor on a signed-in-only path is told and sent to /api/login after 500 ms', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  signedOut();
  renderWithProviders(<AppRoutes />, { path: '/edit-survey/12' });
  const toast = await screen.findByRole('status');
  expect(toast.textContent).toContain('Unauthorized');
  expect(toast.textContent).toContain('You are logged out. Logging in again...');
  expect(screen.queryByText('404 Page Not Found')).toBeNull();
  expect(assignSpy).not.toHaveBeenCalled();
  vi.advanceTimersByTime(500);
  expect(assignSpy).toHaveBeenCalledWith('/api/login');
});

test('a signed-out visitor on an unknown path sees the not-found page', async () => {
  signedOut();
  renderWithProviders(<AppRoutes />, { path: '/no-such-page' });
  expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
});

test('the landing page is shown to visitors at /', async () => {
  signedOut();
  renderWithProviders(<AppRoutes />, { path: '/' });
  expect(await screen.findByTestId('hero')).toBeTruthy();
  expect(screen.getByTestId('price-badge').textContent).toContain('$5.99/month');
  expect((await screen.findByTestId('footer')).textContent).toContain(
    `© ${new Date().getFullYear()} AquaSurvey Pro, Inc.`,
  );
});

test('the drawn proposal on the landing page is valid 30 days from today, never a date already past', async () => {
  signedOut();
  renderWithProviders(<AppRoutes />, { path: '/' });
  const today = new Date();
  const expected = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 30).toLocaleDateString(
    'en-US',
    { month: 'short', day: 'numeric', year: 'numeric' },
  );
  const validUntil = await screen.findByTestId('mockup-valid-until');
  expect(validUntil.textContent).toBe(`Valid until ${expected}`);
});

test('without the signed-in hint cookie the landing page shows at once and GET /api/user is never asked', async () => {
  const fetchMock = stubFetch({});
  renderWithProviders(<AppRoutes />, { path: '/', signedInHint: false });
  expect(screen.getByTestId('hero')).toBeTruthy();
  expect(await screen.findByTestId('footer')).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('with the hint cookie but an ended session, GET /api/user answers 401 and the landing page shows', async () => {
  const fetchMock = stubFetch({ 'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized' }) });
  renderWithProviders(<AppRoutes />, { path: '/' });
  expect(await screen.findByTestId('hero')).toBeTruthy();
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/user']);
});

test('/?signin=1 opens the sign-in dialog and drops the query parameter', async () => {
  signedOut();
  const { location } = renderWithProviders(<AppRoutes />, { path: '/?signin=1' });
  expect(await screen.findByLabelText('Username or Email')).toBeTruthy();
  expect(location.history.at(-1)).toBe('/');
});

test('a regular user gets the navigation with the follow-ups bell and the dashboard', async () => {
  signedIn();
  renderWithProviders(<AppRoutes />, { path: '/' });
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
    'Dashboard',
    'My Surveys',
    'New Survey',
    'Proposals',
    'Settings',
  ]);
  expect(screen.getByRole('link', { name: 'Follow-ups' }).getAttribute('href')).toBe('/follow-ups');
  expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
});

test('a regular user on /admin is denied and sent to the dashboard', async () => {
  signedIn();
  const { location } = renderWithProviders(<AppRoutes />, { path: '/admin' });
  const toast = await screen.findByRole('status');
  expect(toast.textContent).toContain('Access Denied');
  expect(toast.textContent).toContain('Admin access required to view this page.');
  await waitFor(() => expect(location.history.at(-1)).toBe('/'));
});

test('an admin sees only the admin panel link, no bell, and the panel at /', async () => {
  signedIn(true);
  renderWithProviders(<AppRoutes />, { path: '/' });
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Admin Panel']);
  expect(screen.queryByRole('link', { name: 'Follow-ups' })).toBeNull();
  expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeTruthy();
});

for (const isAdmin of [false, true]) {
  const who = isAdmin ? 'an admin' : 'a customer';

  test(`signed in as ${who}, a reset link opens in the visitor's frame: one logo, no app navigation`, async () => {
    signedIn(isAdmin);
    renderWithProviders(<AppRoutes />, { path: '/reset-password?token=abc' });
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByTestId('user-menu-trigger')).toBeNull();
    const back = screen.getByRole('link', {
      name: isAdmin ? 'Back to the admin panel' : 'Back to dashboard',
    });
    expect(back.getAttribute('href')).toBe('/');
  });

  test(`signed in as ${who}, /forgot-password shows its form in the visitor's frame, not the 404 page`, async () => {
    signedIn(isAdmin);
    renderWithProviders(<AppRoutes />, { path: '/forgot-password' });
    expect(await screen.findByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
    expect(screen.queryByText('404 Page Not Found')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  test(`signed in as ${who}, /signup (the Back button after signup) goes to the home page`, async () => {
    signedIn(isAdmin);
    const { location } = renderWithProviders(<AppRoutes />, { path: '/signup' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(await screen.findByRole('heading', { name: isAdmin ? 'Admin Panel' : 'Dashboard' })).toBeTruthy();
    expect(screen.queryByText('Payment Required')).toBeNull();
  });
}

function SurveysProbe() {
  const { data } = useQuery(recentSurveysQueryOptions());
  return <p>Surveys loaded: {data?.length ?? 0}</p>;
}

test('a 402 answer replaces the page with "Subscription inactive"; Subscribe again starts a checkout for the account', async () => {
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser({ subscriptionStatus: 'inactive' })),
    'GET /api/surveys': () => jsonResponse(402, { message: 'Subscription inactive' }),
    'POST /api/create-checkout-session': () => jsonResponse(200, { url: '/test-checkout/cs_test_7' }),
  });
  renderWithProviders(
    <SubscriptionGate>
      <SurveysProbe />
    </SubscriptionGate>,
    { path: '/surveys' },
  );
  expect(await screen.findByRole('heading', { name: 'Subscription inactive' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe again' }));
  const link = await screen.findByRole('link', { name: 'Open Payment Page' });
  expect(link.getAttribute('href')).toBe('/test-checkout/cs_test_7');
  expect(screen.getByRole('dialog').textContent).toContain('active again on this account');
  expect(fetchMock.mock.calls.filter(([url]) => url === '/api/create-checkout-session')).toHaveLength(1);
});

test('Get Started creates a checkout: "Payment Page Ready" and a modal opening it in a new tab, or Cancel', async () => {
  stubFetch({
    'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized' }),
    'POST /api/create-checkout-session': () => jsonResponse(200, { url: 'https://pay.example/cs_1' }),
  });
  renderWithProviders(<AppRoutes />, { path: '/' });
  fireEvent.click(await screen.findByTestId('header-get-started'));
  const link = await screen.findByRole('link', { name: 'Open Payment Page' });
  expect(link.getAttribute('href')).toBe('https://pay.example/cs_1');
  expect(link.getAttribute('target')).toBe('_blank');
  const toast = screen.getByRole('status');
  expect(toast.textContent).toContain('Payment Page Ready');
  expect(toast.textContent).toContain('Click the button below to complete your payment securely.');
  expect(screen.queryByText(/coming soon/i)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Open Payment Page' })).toBeNull());
});

test('the price badge starts the checkout too; a failure shows "Payment Error" and no modal', async () => {
  stubFetch({
    'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized' }),
    'POST /api/create-checkout-session': () => jsonResponse(502, { message: 'Provider down' }),
  });
  renderWithProviders(<AppRoutes />, { path: '/' });
  fireEvent.click(await screen.findByTestId('price-badge-get-started'));
  await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Payment Error'));
  expect(screen.getByRole('status').textContent).toContain(
    'Unable to start payment process. Please try again.',
  );
  expect(screen.queryByRole('link', { name: 'Open Payment Page' })).toBeNull();
});

test('a query that loses the session triggers the Unauthorized flow', async () => {
  signedIn(false, { 'GET /api/surveys': () => jsonResponse(401, { message: 'Unauthorized' }) });
  renderWithProviders(<SurveysProbe />, { path: '/surveys' });
  const toast = await screen.findByRole('status');
  expect(toast.textContent).toContain('Unauthorized');
  await waitFor(() => expect(assignSpy).toHaveBeenCalledWith('/api/login'));
});
