import type { Locator, Page } from '@playwright/test';
import { expect, SHOTS_DIR, signIn, test } from './fixtures.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function expectApart(toast: Locator, button: Locator) {
  const [a, b] = [await toast.boundingBox(), await button.boundingBox()];
  expect(a && b).toBeTruthy();
  const overlaps =
    a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
  expect(overlaps, `toast ${JSON.stringify(a)} covers button ${JSON.stringify(b)}`).toBe(false);
}

async function fillSignIn(page: Page, login: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/username or email/i).fill(login);
  await dialog.getByLabel(/^password/i).fill(password);
  await dialog.getByRole('button', { name: /^sign in$/i }).click();
}

test.describe('signing in from a deep link', () => {
  test('lands back on the page that was asked for', async ({ page, user }) => {
    await signIn(page, user.username, user.password);
    const res = await page.request.post('/api/surveys', {
      data: { facilityName: 'Deep Link Plant', facilityAddress: '1 Link Rd', industryType: 'retail' },
    });
    const survey = await res.json();
    await page.context().clearCookies();

    await page.goto(`/survey-report/${survey.id}?from=mail#water`);
    await expect(page).toHaveURL(/\/\?signin=1$|\/$/);
    await fillSignIn(page, user.username, user.password);
    await expect(page).toHaveURL(new RegExp(`/survey-report/${survey.id}\\?from=mail#water$`));
    await expect(page.getByText('Deep Link Plant').first()).toBeVisible();
  });

  test('never follows a stored path that leaves the site', async ({ page, user }) => {
    for (const evil of ['//evil.com', 'https://evil.com/x', '/\\evil.com']) {
      await page.context().clearCookies();
      await page.goto('/?signin=1');
      await page.evaluate((value) => sessionStorage.setItem('aqs.returnPath', value), evil);
      await fillSignIn(page, user.username, user.password);
      await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
    }
  });
});

test.describe('toasts never cover the buttons that matter', () => {
  for (const viewport of VIEWPORTS) {
    test(`the sign-in dialog's button and the wizard's Continue stay clear on ${viewport.name}`, async ({
      page,
      user,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/?signin=1');
      await fillSignIn(page, user.username, 'not-the-password');
      const failed = page.getByRole('status').filter({ hasText: 'Login failed' });
      await expect(failed).toBeVisible();
      await page.screenshot({ path: `${SHOTS_DIR}/toast-over-dialog-${viewport.name}.png` });
      await expectApart(failed, page.getByRole('dialog').getByRole('button', { name: /^sign in$/i }));

      await fillSignIn(page, user.username, user.password);
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.goto('/new-survey');
      await page.getByLabel('Facility Name').fill('Toast Test Plant');
      await page.getByRole('combobox', { name: 'Industry Type' }).click();
      await page.getByRole('option', { name: 'Retail', exact: true }).click();
      await page.getByLabel('Facility Address').fill('9 Toast Ave');
      await page.getByRole('button', { name: /Save & Continue/ }).click();
      const saved = page.getByRole('status').filter({ hasText: 'Facility information saved successfully!' });
      await expect(saved).toBeVisible();
      await expect(page.getByText('Step 2 of 4')).toBeVisible();
      const next = page.getByRole('button', { name: /Continue/ }).last();
      await next.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS_DIR}/toast-over-wizard-${viewport.name}.png` });
      await expectApart(saved, next);
    });
  }
});
