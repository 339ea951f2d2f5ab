import type { Page, Route } from '@playwright/test';
import { expect, SHOTS_DIR, signIn, test } from './fixtures.ts';

// A signed-in page's HTML carries its frame already drawn (docs/decisions/039-fast-signed-in-pages.md): the bar and
// the page header with its placeholders, before any script has run; React then draws the same frame as its
// Suspense fallback and the page over it, without a blank #root in between and with one heading of the page's name.

/** Holds every request for the chunk whose file name starts with `chunk` until `release()` is called. */
async function holdChunk(page: Page, chunk: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Notes in the page whether #root was ever seen empty once the HTML had filled it (a blank frame). */
async function watchForBlankRoot(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { rootWasBlank: boolean; rootWasFilled: boolean };
    w.rootWasBlank = false;
    w.rootWasFilled = false;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      if (root.childElementCount > 0) w.rootWasFilled = true;
      else if (w.rootWasFilled) w.rootWasBlank = true;
    }).observe(document, { subtree: true, childList: true });
  });
}

test('on a phone, My Surveys shows its bar and header before its code runs, then the page with one heading', async ({
  page,
  user,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, user.username, user.password);

  // No script at all: what the HTML alone paints.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  await page.goto('/surveys');
  await expect(page.getByRole('heading', { name: 'My Surveys', level: 1 })).toBeVisible();
  await expect(page.getByText('Every facility survey you have documented')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  // The desktop's links are in the markup but hidden on a phone, so not in the accessibility tree.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.screenshot({ path: `${SHOTS_DIR}/page-frame-surveys-no-script-phone.png` });
  await page.unrouteAll({ behavior: 'wait' });

  // The page's chunk held back: the app runs, its shell draws, the frame stays until the page arrives.
  await watchForBlankRoot(page);
  const release = await holdChunk(page, 'surveys-page');
  await page.goto('/surveys');
  const heading = page.getByRole('heading', { name: 'My Surveys' });
  await expect(heading).toHaveCount(1);
  await expect(heading).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  // The app shell's own bar is live: its menu button opens the drawer.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.screenshot({ path: `${SHOTS_DIR}/page-frame-surveys-waiting-phone.png` });

  release();
  await expect(page.getByText('No surveys yet')).toBeVisible();
  await expect(heading).toHaveCount(1);
  await expect(page.getByText('Every facility survey you have documented')).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { rootWasBlank: boolean }).rootWasBlank)).toBe(
    false,
  );
  await page.screenshot({ path: `${SHOTS_DIR}/page-frame-surveys-page-phone.png` });
});

test("on a desktop, the dashboard's frame greets the rep by name with the desktop's links, then the page draws", async ({
  page,
  user,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, user.username, user.password);
  await watchForBlankRoot(page);
  const release = await holdChunk(page, 'dashboard-page');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(1);
  await expect(page.getByText(`Welcome back, ${user.firstName}!`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await page.screenshot({ path: `${SHOTS_DIR}/page-frame-dashboard-waiting-desktop.png` });

  release();
  await expect(page.getByText('Recent Surveys')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { rootWasBlank: boolean }).rootWasBlank)).toBe(
    false,
  );
});
