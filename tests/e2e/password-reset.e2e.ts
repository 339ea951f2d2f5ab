import type { Page } from '@playwright/test';
import { expect, readOutboxLink, SHOTS_DIR, signIn, test } from './fixtures.ts';

const NEW_PASSWORD = 'Fresh-Reset-Password-7';

/** The reset link of the newest outbox message to `email`, waiting for it. */
function readResetLink(email: string, after: number): Promise<string> {
  return readOutboxLink(email, after, /http\S+\/reset-password\?token=\S+/);
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('password reset by e-mail', () => {
  test('forgot → the outbox link → a new password → sign in with it; the link then fails', async ({
    page,
    user,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/?signin=1');
    await page.getByRole('dialog').getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/forgot-password-desktop.png` });

    const send = page.getByRole('button', { name: 'Send Reset Link' });
    await send.click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-address');
    await send.click();
    await expect(page.getByText('Please enter a valid email')).toBeVisible();

    const requestedAt = Date.now();
    await page.getByLabel('Email').fill(user.email.toUpperCase());
    await send.click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByTestId('check-your-email')).toContainText(user.email.toUpperCase());
    await page.screenshot({ path: `${SHOTS_DIR}/check-your-email-desktop.png` });

    const link = await readResetLink(user.email, requestedAt);
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

    const password = page.getByLabel('New Password');
    const confirm = page.getByLabel('Confirm Password');
    const submit = page.getByRole('button', { name: 'Reset Password' });
    await submit.click();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(page.getByText('Confirm password is required')).toBeVisible();
    await password.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}-typo`);
    await submit.click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    // Each field has its own visibility toggle.
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirm).toHaveAttribute('type', 'password');
    await page.screenshot({ path: `${SHOTS_DIR}/reset-password-desktop.png` });

    await confirm.fill(NEW_PASSWORD);
    await submit.click();
    await expect(page.getByText('Password reset', { exact: true }).first()).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Sign in to your account' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/username or email/i).fill(user.username);
    await dialog.getByLabel(/^password/i).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: /^sign in$/i }).click();
    await expect(
      page.getByRole('navigation').first().getByRole('link', { name: 'My Surveys' }),
    ).toBeVisible();

    // Signed out again, the used link answers the token error with the way to a new one.
    await page.request.post('/api/logout');
    await page.goto(link);
    await page.getByLabel('New Password').fill('Another-Password-8');
    await page.getByLabel('Confirm Password').fill('Another-Password-8');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const alert = page.getByTestId('form-alert');
    await expect(alert).toContainText(
      'This reset link has expired or was already used. Please request a new one.',
    );
    await alert.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('the old password no longer signs in after a reset', async ({ page, user }) => {
    const requestedAt = Date.now();
    const res = await page.request.post('/api/forgot-password', { data: { email: user.email } });
    expect(res.status()).toBe(200);
    await page.goto(await readResetLink(user.email, requestedAt));
    await page.getByLabel('New Password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to your account' });
    await dialog.getByLabel(/username or email/i).fill(user.email);
    await dialog.getByLabel(/^password/i).fill(user.password);
    await dialog.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page.getByText('Login failed').first()).toBeVisible();
    await signIn(page, user.email, NEW_PASSWORD);
  });

  test('an unknown address gets the same "Check Your Email" screen', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody-at-all@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await page.getByRole('button', { name: 'Try another email' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in to your account' })).toBeVisible();
  });

  test('a link without a token says so and leads to a new request', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/reset-password');
    await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/reset-password-invalid-desktop.png` });
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('both pages fit a 375 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS_DIR}/forgot-password-phone.png` });

    await page.getByLabel('Email').fill('someone.with.a.rather.long.address@example-company.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS_DIR}/check-your-email-phone.png` });

    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New Password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    await page.getByLabel('New Password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByTestId('form-alert')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS_DIR}/reset-password-phone.png` });

    await page.goto('/reset-password');
    await expect(page.getByText('Invalid reset link. Please request a new password reset.')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: `${SHOTS_DIR}/reset-password-invalid-phone.png` });
  });
});
