import { randomBytes } from 'node:crypto';
import { ADMIN, expect, SHOTS_DIR, signIn, test } from './fixtures.ts';

// The desktop user menu: Profile leads every account to Settings (as the phone drawer's Profile does), and the
// header names a customer on one line however long their e-mail (signup collects no name).

test("a desktop admin reaches Settings through the user menu's Profile", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await page.getByTestId('user-menu-trigger').click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/admin-user-menu-1280.png` });
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('Your profile, sessions, support and user accounts.')).toBeVisible();
});

test("a new customer's long e-mail stays on one line in the header, cut with an ellipsis, whole on hover", async ({
  page,
}) => {
  const suffix = randomBytes(4).toString('hex');
  const account = {
    username: `label_${suffix}`,
    email: `christopher.vandenberg-montgomery.${suffix}@northgate-water-services.example.com`,
    password: 'Label-Password-42',
  };
  const created = await page.request.post('/api/test-support/users', { data: account });
  expect(created.status(), await created.text()).toBe(201);
  await signIn(page, account.username, account.password);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  const trigger = page.getByTestId('user-menu-trigger');
  const label = page.getByTestId('user-menu-label');
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(label).toBeVisible();
    const box = await label.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight),
      isCut: el.scrollWidth > el.clientWidth,
      overflow: getComputedStyle(el).textOverflow,
    }));
    expect(box.height, `${width} px: the label wraps`).toBeLessThanOrEqual(box.lineHeight + 1);
    expect(box, `${width} px`).toMatchObject({ isCut: true, overflow: 'ellipsis' });
    await expect(trigger).toHaveAttribute('title', account.email);
    expect((await page.getByRole('banner').boundingBox())?.height, `${width} px: header height`).toBe(65);
    if (width === 1280) await page.screenshot({ path: `${SHOTS_DIR}/header-long-email-1280.png` });
  }
  await trigger.click();
  await expect(page.getByRole('menu')).toContainText(account.email);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByTestId('mobile-drawer');
  await expect(drawer.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/settings');
  await page.screenshot({ path: `${SHOTS_DIR}/drawer-long-email-390.png` });
});
