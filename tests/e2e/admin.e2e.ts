import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, SHOTS_DIR, seenNotice, signIn, test, watchNotice } from './fixtures.ts';

// The back office and the account settings: an administrator manages accounts in the admin panel (and Settings),
// and a user ends another device's session. docs/decisions/023-accounts-and-mail.md.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const PASSWORD = 'Account-Password-42';
const DEACTIVATED = 'This account has been deactivated. Please contact support.';

interface Account {
  username: string;
  email: string;
  password: string;
}

/** Creates an account through the test-support route: a subscriber, or an administrator of this test's own. */
async function createAccount(request: APIRequestContext, prefix: string, isAdmin = false): Promise<Account> {
  const suffix = randomBytes(4).toString('hex');
  const account = {
    username: `${prefix}_${suffix}`,
    email: `${prefix}_${suffix}@example.com`,
    password: PASSWORD,
  };
  const res = await request.post('/api/test-support/users', {
    data: {
      ...account,
      firstName: prefix === 'admin' ? 'Avery' : 'Sam',
      lastName: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${suffix.slice(0, 3)}`,
      isAdmin,
      ...(isAdmin ? { subscriptionStatus: 'inactive' } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

/** A second browser (its own cookies) for the other side of a sign-in. */
async function openBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
  return context.newPage();
}

async function tryToSignIn(page: Page, login: string, password: string) {
  await page.goto('/?signin=1');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/username or email/i).fill(login);
  await dialog.getByLabel(/^password/i).fill(password);
  await dialog.getByRole('button', { name: /^sign in$/i }).click();
}

/** The row of one account, found with the panel's search (waits for the server's answer to that search). */
async function findRow(page: Page, username: string) {
  const search = page.getByRole('searchbox', { name: 'Search users' });
  if ((await search.inputValue()) !== username) {
    const answered = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/api/admin/users' &&
        new URL(res.url()).searchParams.get('q') === username,
    );
    await search.fill(username);
    await answered;
  }
  const row = page.getByTestId('admin-user-row').filter({ hasText: username });
  await expect(page.getByTestId('admin-user-row')).toHaveCount(1);
  await expect(row).toBeVisible();
  return row;
}

async function chooseAction(page: Page, username: string, action: string) {
  const row = await findRow(page, username);
  await row.getByRole('button', { name: `Actions for ${username}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test.describe('admin panel', () => {
  test('an admin edits a username, deactivates (sign-in then fails), reactivates and deletes another user', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = await createAccount(request, 'admin', true);
    const dana = await createAccount(request, 'dana');
    const gone = await createAccount(request, 'gone');
    await page.setViewportSize(DESKTOP);
    await signIn(page, admin.username, admin.password);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await expect(page.getByTestId('stat-totalUsers')).toHaveText(/^\d[\d,]*$/);
    await expect(page.getByTestId('admin-user-row').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/admin-panel-desktop.png`, fullPage: true });

    // Edit credentials: only the username changes.
    await chooseAction(page, dana.username, 'Edit credentials');
    const dialog = page.getByRole('dialog', { name: 'Edit Credentials' });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('No changes to save')).toBeVisible();
    const renamed = `${dana.username}_r`;
    await dialog.getByLabel('Username').fill(renamed);
    await page.screenshot({ path: `${SHOTS_DIR}/admin-edit-credentials-desktop.png` });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('admin-user-row').filter({ hasText: renamed })).toBeVisible();

    // Deactivate, after a confirmation naming the user and the effect: the user's sign-in then fails.
    await chooseAction(page, renamed, 'Deactivate');
    const deactivate = page.getByRole('alertdialog', { name: 'Deactivate user?' });
    await expect(deactivate).toContainText(`(${dana.email}) is signed out on every device`);
    await deactivate.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('User deactivated').first()).toBeVisible();
    await expect((await findRow(page, renamed)).getByText('Deactivated')).toBeVisible();
    const other = await openBrowser(browser);
    await tryToSignIn(other, renamed, dana.password);
    await expect(other.getByText('Login failed').first()).toBeVisible();
    await expect(other.getByText(DEACTIVATED).first()).toBeVisible();
    await other.screenshot({ path: `${SHOTS_DIR}/admin-deactivated-sign-in-desktop.png` });

    // Reactivate: the same sign-in works.
    await chooseAction(page, renamed, 'Activate');
    await expect(page.getByText('User activated').first()).toBeVisible();
    await signIn(other, renamed, dana.password);
    await expect(other.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
    await other.context().close();

    // Delete another user, after the confirmation.
    await chooseAction(page, gone.username, 'Delete user');
    const confirm = page.getByRole('alertdialog', { name: 'Delete User' });
    await expect(confirm).toContainText(gone.email);
    await page.screenshot({ path: `${SHOTS_DIR}/admin-delete-confirm-desktop.png` });
    await confirm.getByRole('button', { name: 'Delete User' }).click();
    await expect(page.getByText('User deleted').first()).toBeVisible();
    await expect(page.getByTestId('admin-user-row')).toHaveCount(0);
    await expect(page.getByText('No users match')).toBeVisible();
    const signInGone = await request.post('/api/login', {
      data: { username: gone.username, password: PASSWORD },
    });
    expect(signInGone.status()).toBe(401);
  });

  test('at phone width the user list is cards and nothing scrolls sideways', async ({ page, request }) => {
    const admin = await createAccount(request, 'admin', true);
    await createAccount(request, 'phone');
    await page.setViewportSize(PHONE);
    await signIn(page, admin.username, admin.password);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await expect(page.getByTestId('admin-user-row').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS_DIR}/admin-panel-phone.png`, fullPage: true });
  });

  test('a regular user on /admin is told Access Denied and sent to the dashboard', async ({ page, user }) => {
    await signIn(page, user.username, user.password);
    await page.goto('/admin');
    await expect(page.getByText('Access Denied').first()).toBeVisible();
    await expect(page.getByText('Admin access required to view this page.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('settings', () => {
  test('terminating the other session from Settings signs that browser out', async ({
    page,
    browser,
    user,
  }) => {
    await page.setViewportSize(DESKTOP);
    const phone = await openBrowser(browser);
    await signIn(phone, user.username, user.password);
    await signIn(page, user.username, user.password);
    await page.goto('/settings');
    const sessions = page.getByTestId('sessions-section');
    await expect(sessions.getByTestId('session-row')).toHaveCount(2);
    await expect(sessions.getByText('This device')).toHaveCount(1);
    await expect(sessions.getByText(/Chrome \d+ on (Windows|Linux|macOS)/).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/settings-desktop.png`, fullPage: true });
    await sessions.getByRole('button', { name: /^Terminate the session of / }).click();
    await expect(sessions.getByTestId('session-row')).toHaveCount(1);

    // The other browser is signed out on its next request.
    expect((await phone.request.get('/api/user')).status()).toBe(401);
    // The 500 ms notice can come and go while the page loads on a busy machine: it is recorded as it shows.
    await watchNotice(phone, 'Unauthorized');
    await phone.goto('/settings');
    await expect(phone.getByRole('dialog', { name: 'Sign in to your account' })).toBeVisible();
    await expect(phone).toHaveURL(/\/(\?signin=1)?$/);
    expect(await seenNotice(phone)).toContain('You are logged out');
    await phone.context().close();
    expect((await page.request.get('/api/user')).status()).toBe(200);
  });

  test('Settings at phone width: profile, sessions and, for an admin, user management', async ({
    page,
    request,
  }) => {
    const admin = await createAccount(request, 'admin', true);
    await page.setViewportSize(PHONE);
    await signIn(page, admin.username, admin.password);
    await page.goto('/settings');
    await expect(page.getByTestId('profile-section')).toBeVisible();
    await expect(page.getByTestId('sessions-section')).toBeVisible();
    await expect(
      page.getByTestId('user-management-section').getByTestId('admin-user-row').first(),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS_DIR}/settings-admin-phone.png`, fullPage: true });
    await page.getByTestId('sessions-section').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/settings-sessions-phone.png` });
    await page.getByTestId('user-management-section').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/settings-user-management-phone.png` });
  });
});
