import { ADMIN, expect, SHOTS_DIR, seenNotice, signIn, test, watchNotice } from './fixtures.ts';

test.describe('landing page', () => {
  test('shows the hero, four feature sections, the price badge and the footer', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('hero')).toContainText(/water treatment/i);
    await expect(page.getByTestId('price-badge').first()).toContainText('$5.99');
    for (const title of [/facility surveys/i, /equipment tracking/i, /chemical usage/i, /ai proposal/i]) {
      await expect(page.getByTestId('features').getByRole('heading', { name: title }).first()).toBeVisible();
    }
    await expect(page.getByTestId('cta')).toBeVisible();
    await expect(page.getByTestId('footer')).toContainText(`© ${new Date().getFullYear()}`);
    await page
      .getByRole('link', { name: /see more/i })
      .or(page.getByRole('button', { name: /see more/i }))
      .first()
      .click();
    await expect(page.getByTestId('features')).toBeInViewport();
    await page.screenshot({ path: `${SHOTS_DIR}/landing-desktop.png`, fullPage: true });
  });

  test('fits a phone screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(page.getByTestId('hero')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS_DIR}/landing-phone.png`, fullPage: true });
  });
});

test.describe('signing in and out', () => {
  test('a field rep signs in, sees the navigation and logs out to the landing page', async ({
    page,
    user,
  }) => {
    await signIn(page, user.username, user.password);
    const nav = page.getByRole('navigation').first();
    for (const link of ['Dashboard', 'My Surveys', 'New Survey', 'Proposals', 'Settings']) {
      await expect(nav.getByRole('link', { name: link })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Follow-ups', exact: true })).toBeVisible();
    await page.getByRole('button', { name: `${user.firstName} ${user.lastName}` }).click();
    await expect(page.getByRole('menuitem', { name: /help/i })).toBeVisible();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('hero')).toBeVisible();
    const me = await page.request.get('/api/user');
    expect(me.status()).toBe(401);
  });

  test('the administrator signs in by e-mail and sees only the admin panel', async ({ page }) => {
    await signIn(page, ADMIN.email.toUpperCase(), ADMIN.password);
    await expect(page.getByRole('link', { name: 'Admin Panel' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Surveys' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Follow-ups', exact: true })).toHaveCount(0);
  });

  test('a wrong password shows "Login failed"', async ({ page, user }) => {
    await page.goto('/?signin=1');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/username or email/i).fill(user.username);
    await dialog.getByLabel(/^password/i).fill('not-the-password');
    await dialog.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page.getByText('Login failed').first()).toBeVisible();
    await expect(page.getByText(/Invalid username or password/).first()).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('empty fields show the validation messages', async ({ page }) => {
    await page.goto('/?signin=1');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^sign in$/i }).click();
    await expect(dialog.getByText('Username or email is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();
  });

  test('a signed-out visit to a protected page shows Unauthorized and lands on the sign-in dialog', async ({
    page,
  }) => {
    // Signed out is known at once (no GET /api/user without the hint cookie), so the 500 ms notice can come and go
    // while the page is still loading: a watcher in the page records it (sessionStorage outlives the redirect).
    await watchNotice(page, 'Unauthorized');
    await page.goto('/surveys');
    await expect(page).toHaveURL(/\/\?signin=1|\/$/, { timeout: 5000 });
    expect(await seenNotice(page)).toContain('You are logged out');
    await expect(page.getByRole('dialog').getByLabel(/username or email/i)).toBeVisible();
  });

  test('an unknown page shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });
});

test.describe('phone layout', () => {
  test('the navigation lives in a right-hand drawer at 375 px', async ({ page, user }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, user.email, user.password);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    for (const link of ['Dashboard', 'My Surveys', 'New Survey', 'Proposals', 'Profile']) {
      await expect(drawer.getByRole('link', { name: link })).toBeVisible();
    }
    await expect(drawer.getByRole('button', { name: /help/i })).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(370);
    await page.screenshot({ path: `${SHOTS_DIR}/drawer-phone.png` });
    await drawer.getByRole('link', { name: 'My Surveys' }).click();
    await expect(page).toHaveURL(/\/surveys$/);
  });
});
