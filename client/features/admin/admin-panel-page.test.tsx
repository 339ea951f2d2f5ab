// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { renderWithProviders } from '#client/test-utils/render-with-providers.tsx';
import { resetBetweenTests } from '#client/test-utils/reset-between-tests.ts';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { buildAdminUser, buildUser } from '#client/test-utils/users.ts';
import type { AdminUser, AdminUserPage } from '#shared/schemas/admin.ts';
import { AdminPanelPage } from './admin-panel-page.tsx';

const ADMIN = buildUser({ id: 'admin-1', username: 'ops', email: 'admin@example.com', isAdmin: true });

const DANA = buildAdminUser();
const CASEY = buildAdminUser({
  id: 'user-2',
  username: 'casey',
  email: 'casey@example.com',
  firstName: null,
  lastName: null,
  subscriptionStatus: 'canceled',
  subscriptionLabel: 'Canceled',
  canCancelSubscription: false,
  lastLogin: null,
});
const PAT = buildAdminUser({
  id: 'user-3',
  username: 'pat',
  email: 'pat@example.com',
  subscriptionStatus: 'past_due',
  subscriptionLabel: 'Past Due',
  canCancelSubscription: false,
});
const OWNER = buildAdminUser({
  id: 'admin-1',
  username: 'ops',
  email: 'admin@example.com',
  isAdmin: true,
  isProtected: true,
  subscriptionStatus: 'inactive',
  subscriptionLabel: 'Inactive',
  canCancelSubscription: false,
});

function page(users: AdminUser[], total = users.length, nextCursor: string | null = null): AdminUserPage {
  return { users, total, nextCursor };
}

type Handlers = Parameters<typeof stubFetch>[0];

function renderPanel(handlers: Handlers = {}) {
  const fetchMock = stubFetch({
    'GET /api/user': () => jsonResponse(200, ADMIN),
    'GET /api/admin/stats': () => jsonResponse(200, { totalUsers: 1234, adminUsers: 2, recentLogins: 57 }),
    'GET /api/admin/users': () => jsonResponse(200, page([DANA, CASEY, PAT, OWNER])),
    ...handlers,
  });
  return { ...renderWithProviders(<AdminPanelPage />, { path: '/admin' }), fetchMock };
}

function callsTo(fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) =>
      new URL(String(url), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
  );
}

function rowOf(username: string): Promise<HTMLElement> {
  return waitFor(() => {
    const row = screen.queryAllByTestId('admin-user-row').find((r) => r.dataset.username === username);
    if (!row) throw new Error(`no row for ${username}`);
    return row;
  });
}

async function openMenu(username: string) {
  const row = await rowOf(username);
  fireEvent.keyDown(within(row).getByRole('button', { name: `Actions for ${username}` }), { key: 'Enter' });
  return screen.findByRole('menu');
}

async function choose(username: string, item: string) {
  const menu = await openMenu(username);
  fireEvent.click(within(menu).getByRole('menuitem', { name: item }));
}

/** The confirmation dialog an action asks first; answers it after checking it is open. */
async function confirmation(): Promise<HTMLElement> {
  return screen.findByRole('alertdialog');
}

beforeEach(() => {
  window.innerWidth = 1440;
});
resetBetweenTests();

test('shows the three counts and every user with status colours, dates and a count', async () => {
  renderPanel();
  expect((await screen.findByTestId('stat-totalUsers')).textContent).toBe('1,234');
  expect(screen.getByTestId('stat-adminUsers').textContent).toBe('2');
  expect(screen.getByTestId('stat-recentLogins').textContent).toBe('57');
  expect(screen.getByText('Total Users')).toBeTruthy();
  expect(screen.getByText('Admin Users')).toBeTruthy();
  const dana = await rowOf('dana');
  expect(within(dana).getByText('dana@example.com')).toBeTruthy();
  expect(within(dana).getByText('Dana Reyes')).toBeTruthy();
  expect(within(dana).getByText('Jan 5, 2025')).toBeTruthy();
  expect(within(dana).getByText('Feb 10, 2025')).toBeTruthy();
  const badge = (username: string) =>
    within(screen.getAllByTestId('admin-user-row').find((r) => r.dataset.username === username)!).getByTestId(
      'subscription-status',
    );
  expect(badge('dana').className).toContain('emerald');
  expect(badge('casey').className).toContain('red');
  expect(badge('pat').className).toContain('amber');
  expect(within(await rowOf('casey')).getByText('Never')).toBeTruthy();
  expect(within(await rowOf('ops')).getByText('Protected admin')).toBeTruthy();
  expect(screen.getByTestId('user-count').textContent).toBe('4 users');
});

test('an admin account carries the Admin pill and no subscription badge, on a desktop and on a phone', async () => {
  for (const width of [1440, 390]) {
    window.innerWidth = width;
    renderPanel();
    const owner = await rowOf('ops');
    expect(within(owner).getByText('Protected admin')).toBeTruthy();
    expect(within(owner).queryByTestId('subscription-status')).toBeNull();
    expect(within(owner).queryByText('Inactive')).toBeNull();
    expect(within(await rowOf('dana')).getByTestId('subscription-status').textContent).toBe('Active');
    cleanup();
  }
});

test('offers only the allowed actions: cancel when allowed, nothing destructive on admins', async () => {
  renderPanel();
  const danaMenu = await openMenu('dana');
  expect(
    within(danaMenu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Edit credentials', 'Send password reset', 'Cancel subscription', 'Deactivate', 'Delete user']);
  fireEvent.keyDown(danaMenu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  const caseyMenu = await openMenu('casey');
  expect(within(caseyMenu).queryByRole('menuitem', { name: 'Cancel subscription' })).toBeNull();
  fireEvent.keyDown(caseyMenu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  const ownerMenu = await openMenu('ops');
  expect(
    within(ownerMenu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent),
  ).toEqual(['Edit credentials', 'Send password reset']);
});

test('search asks the server and shows what it found', async () => {
  const { fetchMock } = renderPanel({
    'GET /api/admin/users': (_init, url) =>
      jsonResponse(200, url.searchParams.get('q') === 'case' ? page([CASEY]) : page([DANA, CASEY])),
  });
  await rowOf('dana');
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: ' case ' } });
  await waitFor(() => expect(screen.getAllByTestId('admin-user-row')).toHaveLength(1));
  expect(screen.getByTestId('user-count').textContent).toBe('1 user found');
  const asked = callsTo(fetchMock, 'GET', '/api/admin/users').map(([url]) =>
    new URL(String(url), 'http://x').searchParams.get('q'),
  );
  expect(asked).toEqual([null, 'case']);
});

test('Load more adds the next page', async () => {
  const { fetchMock } = renderPanel({
    'GET /api/admin/users': (_init, url) =>
      jsonResponse(
        200,
        url.searchParams.get('cursor') === 'c2' ? page([PAT], 3) : page([DANA, CASEY], 3, 'c2'),
      ),
  });
  await rowOf('dana');
  fireEvent.click(screen.getByRole('button', { name: 'Load more users' }));
  await rowOf('pat');
  expect(screen.getAllByTestId('admin-user-row')).toHaveLength(3);
  expect(screen.queryByRole('button', { name: 'Load more users' })).toBeNull();
  expect(callsTo(fetchMock, 'GET', '/api/admin/users')).toHaveLength(2);
});

test('a failed list shows "Error loading users: <message>"', async () => {
  renderPanel({ 'GET /api/admin/users': () => jsonResponse(500, { message: 'Database unavailable' }) });
  expect(await screen.findByText('Error loading users: Database unavailable')).toBeTruthy();
});

test('Edit credentials sends only what changed; nothing changed says "No changes to save"', async () => {
  const { fetchMock } = renderPanel({
    'PATCH /api/admin/users/user-1': () => jsonResponse(200, { ...DANA, username: 'dana.r' }),
  });
  await choose('dana', 'Edit credentials');
  const dialog = await screen.findByRole('dialog', { name: 'Edit Credentials' });
  expect((within(dialog).getByLabelText('Username') as HTMLInputElement).value).toBe('dana');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('No changes to save')).toBeTruthy();
  expect(callsTo(fetchMock, 'PATCH', '/api/admin/users/user-1')).toHaveLength(0);

  fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'dana.r' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const [[, init]] = callsTo(fetchMock, 'PATCH', '/api/admin/users/user-1') as [[string, RequestInit]];
  expect(JSON.parse(String(init.body))).toEqual({ username: 'dana.r' });
  expect(await rowOf('dana.r')).toBeTruthy();
});

test('Edit credentials: a new password alone is sent, a short one is refused, server field errors show', async () => {
  const { fetchMock } = renderPanel({
    'PATCH /api/admin/users/user-1': () =>
      jsonResponse(409, {
        message: 'That username is already taken',
        code: 'conflict',
        errors: { username: 'Already taken' },
      }),
  });
  await choose('dana', 'Edit credentials');
  const dialog = await screen.findByRole('dialog', { name: 'Edit Credentials' });
  fireEvent.change(within(dialog).getByLabelText('New Password'), { target: { value: 'short' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await within(dialog).findByText('Password must be at least 8 characters long')).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText('New Password'), { target: { value: 'Long-enough-1' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await within(dialog).findByText('Already taken')).toBeTruthy();
  expect(await screen.findByText('That username is already taken')).toBeTruthy();
  const [[, init]] = callsTo(fetchMock, 'PATCH', '/api/admin/users/user-1') as [[string, RequestInit]];
  expect(JSON.parse(String(init.body))).toEqual({ password: 'Long-enough-1' });
});

test('Send password reset shows the note; a failure without a message shows the fallback', async () => {
  let fail = false;
  renderPanel({
    'POST /api/admin/send-password-reset': () =>
      fail
        ? jsonResponse(502)
        : jsonResponse(200, {
            note: 'Password reset e-mail for dana@example.com saved to the outbox (this server sends no e-mail until SMTP_URL is set).',
          }),
  });
  await choose('dana', 'Send password reset');
  expect(
    await screen.findByText(
      'Password reset e-mail for dana@example.com saved to the outbox (this server sends no e-mail until SMTP_URL is set).',
    ),
  ).toBeTruthy();
  fail = true;
  await choose('dana', 'Send password reset');
  expect(await screen.findByText('Failed to send password reset')).toBeTruthy();
});

test('Cancel subscription asks first, naming the user and the effect, then updates the row', async () => {
  const { fetchMock } = renderPanel({
    'POST /api/admin/cancel-subscription': () =>
      jsonResponse(200, {
        message: 'The subscription of dana@example.com will end at the end of its paid period.',
        user: { ...DANA, subscriptionLabel: 'Active - Cancels Mar 1, 2025', canCancelSubscription: false },
      }),
  });
  await choose('dana', 'Cancel subscription');
  let dialog = await confirmation();
  expect(within(dialog).getByRole('heading', { name: 'Cancel subscription?' })).toBeTruthy();
  expect(dialog.textContent).toContain(
    'Dana Reyes (dana@example.com) keeps full access until the end of the paid period',
  );
  // The first click only asks: nothing is sent until the admin confirms.
  expect(callsTo(fetchMock, 'POST', '/api/admin/cancel-subscription')).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep subscription' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(callsTo(fetchMock, 'POST', '/api/admin/cancel-subscription')).toHaveLength(0);

  await choose('dana', 'Cancel subscription');
  dialog = await confirmation();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
  expect(await within(await rowOf('dana')).findByText('Active - Cancels Mar 1, 2025')).toBeTruthy();
  expect(await screen.findByText(/will end at the end of its paid period/)).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(callsTo(fetchMock, 'POST', '/api/admin/cancel-subscription')).toHaveLength(1);
});

test('a refused cancel shows the server message, an empty failure the fallback', async () => {
  let answer = jsonResponse(409, {
    message: 'This account has no active subscription to cancel',
    code: 'conflict',
  });
  renderPanel({ 'POST /api/admin/cancel-subscription': () => answer });
  await choose('dana', 'Cancel subscription');
  fireEvent.click(within(await confirmation()).getByRole('button', { name: 'Cancel subscription' }));
  expect(await screen.findByText('This account has no active subscription to cancel')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  answer = jsonResponse(502);
  await choose('dana', 'Cancel subscription');
  fireEvent.click(within(await confirmation()).getByRole('button', { name: 'Cancel subscription' }));
  expect(await screen.findByText('Failed to cancel subscription')).toBeTruthy();
});

test('a subscription set to cancel can be resumed after a confirmation that names the user and the charge', async () => {
  const ENDING = {
    ...DANA,
    subscriptionLabel: 'Active - Cancels Mar 1, 2025',
    canCancelSubscription: false,
    canResumeSubscription: true,
  };
  const { fetchMock } = renderPanel({
    'GET /api/admin/users': () => jsonResponse(200, page([ENDING, CASEY])),
    'POST /api/admin/resume-subscription': () =>
      jsonResponse(200, {
        message:
          'The subscription of dana@example.com continues and renews on its next billing date (Active).',
        user: DANA,
      }),
  });
  const menu = await openMenu('dana');
  expect(within(menu).queryByRole('menuitem', { name: 'Cancel subscription' })).toBeNull();
  fireEvent.click(within(menu).getByRole('menuitem', { name: 'Resume subscription' }));
  const dialog = await confirmation();
  expect(dialog.textContent).toContain("Dana Reyes (dana@example.com)'s subscription is withdrawn");
  expect(dialog.textContent).toContain('$5.99 each month');
  expect(callsTo(fetchMock, 'POST', '/api/admin/resume-subscription')).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Resume subscription' }));
  await waitFor(async () =>
    expect(within(await rowOf('dana')).queryByText('Active - Cancels Mar 1, 2025')).toBeNull(),
  );
  const [call] = callsTo(fetchMock, 'POST', '/api/admin/resume-subscription');
  expect(JSON.parse(String(call![1]?.body))).toEqual({ userId: 'user-1' });
  expect(await screen.findByText(/continues and renews/)).toBeTruthy();
});

test('Deactivate asks first, naming the user and the effect; Activate acts at once; failures say "Failed to deactivate user"', async () => {
  let fail = false;
  const { fetchMock } = renderPanel({
    'PUT /api/admin/users/user-1/deactivate': () =>
      fail ? jsonResponse(500) : jsonResponse(200, { ...DANA, isActive: false }),
    'PUT /api/admin/users/user-1/activate': () => jsonResponse(200, DANA),
  });
  await choose('dana', 'Deactivate');
  const dialog = await confirmation();
  expect(within(dialog).getByRole('heading', { name: 'Deactivate user?' })).toBeTruthy();
  expect(dialog.textContent).toContain(
    'Dana Reyes (dana@example.com) is signed out on every device and cannot sign in until the account is activated again.',
  );
  expect(callsTo(fetchMock, 'PUT', '/api/admin/users/user-1/deactivate')).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
  expect(await within(await rowOf('dana')).findByText('Deactivated')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await choose('dana', 'Activate');
  await waitFor(async () => expect(within(await rowOf('dana')).queryByText('Deactivated')).toBeNull());
  expect(screen.queryByRole('alertdialog')).toBeNull();
  fail = true;
  await choose('dana', 'Deactivate');
  fireEvent.click(within(await confirmation()).getByRole('button', { name: 'Deactivate' }));
  expect(await screen.findByText('Failed to deactivate user')).toBeTruthy();
});

test('Delete asks first, then removes the row and reads the counts again', async () => {
  const { fetchMock } = renderPanel({ 'DELETE /api/admin/users/user-2': () => jsonResponse(204) });
  await choose('casey', 'Delete user');
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete User' });
  expect(within(dialog).getByText(/casey@example.com/)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
  await waitFor(() => expect(screen.getAllByTestId('admin-user-row')).toHaveLength(3));
  expect(callsTo(fetchMock, 'DELETE', '/api/admin/users/user-2')).toHaveLength(1);
  expect(callsTo(fetchMock, 'GET', '/api/admin/stats')).toHaveLength(2);
  expect(screen.getByTestId('user-count').textContent).toBe('3 users');
});

test('a failed delete shows the fallback', async () => {
  renderPanel({ 'DELETE /api/admin/users/user-2': () => jsonResponse(500) });
  await choose('casey', 'Delete user');
  fireEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete User' }),
  );
  expect(await screen.findByText('Failed to delete user')).toBeTruthy();
  expect(screen.getAllByTestId('admin-user-row')).toHaveLength(4);
});

test('Sync Subscriptions reports synced, skipped and failed, or the fallback', async () => {
  let fail = false;
  renderPanel({
    'POST /api/admin/sync-subscriptions': () =>
      fail ? jsonResponse(500) : jsonResponse(200, { results: { synced: 7, skipped: 2, failed: 1 } }),
  });
  await rowOf('dana');
  fireEvent.click(screen.getByRole('button', { name: 'Sync Subscriptions' }));
  expect(await screen.findByText('Synced: 7, skipped: 2, failed: 1')).toBeTruthy();
  fail = true;
  fireEvent.click(screen.getByRole('button', { name: 'Sync Subscriptions' }));
  expect(await screen.findByText('Failed to sync subscriptions')).toBeTruthy();
});

test('at phone width the table becomes cards', async () => {
  window.innerWidth = 375;
  renderPanel();
  const row = await rowOf('dana');
  expect(screen.queryByRole('table')).toBeNull();
  expect(within(row).getByText('dana@example.com')).toBeTruthy();
  expect(within(row).getByText('Last sign-in')).toBeTruthy();
  await act(async () => {
    window.innerWidth = 1440;
    window.dispatchEvent(new Event('resize'));
  });
  expect(await screen.findByRole('table')).toBeTruthy();
});
