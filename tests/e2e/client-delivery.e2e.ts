import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, SHOTS_DIR, signIn, test } from './fixtures.ts';

// The landing page is prerendered at build and a signed-out browser never asks GET /api/user
// (docs/decisions/026-client-delivery.md).

const HERO_HEADING = /water treatment/i;

/**
 * Collects console errors and uncaught page errors, and the requests to GET /api/user. Chromium logs the 404 status
 * of a page meant to be missing (`missingPages`): that line is the answer asked for, not an error.
 */
function watchPage(page: Page, missingPages: string[] = []) {
  const errors: string[] = [];
  const userProbes: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const source = message.location().url ? new URL(message.location().url).pathname : '';
    if (/status of 404/.test(message.text()) && missingPages.includes(source)) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user') userProbes.push(request.url());
  });
  return { errors, userProbes };
}

test('the landing page HTML carries its text before any script runs, and serves brotli', async ({
  request,
}) => {
  const res = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('br');
  expect(res.headers()['cache-control']).toBe('no-cache');
  const html = await res.text();
  expect(html).toContain('data-testid="hero"');
  expect(html).toMatch(/Water Treatment/);
  expect(html).toContain('data-testid="footer"');
});

test('the drawn proposal is valid 30 days from today: no date in the prerendered page, the date once live, no hydration warning', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Valid for 30 days');
  expect(html).not.toContain('Valid until');
  const watched = watchPage(page);
  await page.goto('/');
  const expected = await page.evaluate(() => {
    const today = new Date();
    const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 30);
    return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  });
  const validUntil = page.getByTestId('mockup-valid-until');
  await expect(validUntil).toHaveText(`Valid until ${expected}`);
  await expect(page.getByTestId('footer')).toContainText(
    `© ${new Date().getFullYear()} AquaSurvey Pro, Inc.`,
  );
  await validUntil.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS_DIR}/landing-mockup-valid-until.png` });
  expect(watched.errors).toEqual([]);
});

test('with JavaScript off the landing page still shows its hero, features and price', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('hero').getByRole('heading', { level: 1 })).toContainText(HERO_HEADING);
  await expect(page.getByTestId('price-badge').first()).toContainText('$5.99');
  await expect(page.getByTestId('features')).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/landing-prerendered-no-js-phone.png`, fullPage: true });
  await context.close();
});

test('signed-out pages log no console error and never ask GET /api/user', async ({ page }) => {
  const watched = watchPage(page, ['/no-such-page']);
  for (const path of ['/', '/signup', '/forgot-password', '/no-such-page']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
  }
  // The hydrated landing page still works: Sign In opens the (lazily loaded) dialog.
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^sign in$/i })
    .click();
  await expect(page.getByRole('dialog').getByLabel(/username or email/i)).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS_DIR}/landing-sign-in-desktop.png` });
  expect(watched.errors).toEqual([]);
  expect(watched.userProbes).toEqual([]);
});

test('a signed-in rep opening / gets the dashboard, never the landing page', async ({ page, user }) => {
  await signIn(page, user.username, user.password);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'aqs_signed_in')?.value).toBe('1');
  const shell = await page.request.get('/');
  expect(await shell.text()).not.toContain('data-testid="hero"');

  const watched = watchPage(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('hero')).toHaveCount(0);
  // The page carries the signed-in user (decision 039): no GET /api/user before the dashboard draws.
  expect(watched.userProbes).toEqual([]);
  expect(watched.errors).toEqual([]);
  await page.screenshot({ path: `${SHOTS_DIR}/dashboard-from-root-desktop.png` });

  // Signing out clears the hint with the session: the landing page comes back without a probe.
  await page.getByRole('button', { name: `${user.firstName} ${user.lastName}` }).click();
  await page.getByRole('menuitem', { name: /logout/i }).click();
  await expect(page.getByTestId('hero')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'aqs_signed_in')).toBeUndefined();
});

test("a signed-in page's first API answers are asked once: the client takes the answers the page preloaded", async ({
  page,
  user,
}) => {
  await signIn(page, user.username, user.password);
  const survey = await (
    await page.request.post('/api/surveys', {
      data: { facilityName: 'Preload Plant', facilityAddress: '1 Main St', industryType: 'healthcare' },
    })
  ).json();
  const equipment = await page.request.post('/api/equipment', {
    data: {
      surveyId: survey.id,
      type: 'cooling-tower',
      name: 'Tower 1',
      capacity: 300,
      capacityUnit: 'tons',
    },
  });
  expect(equipment.status(), await equipment.text()).toBe(201);

  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      const key = `${url.pathname}${url.search}`;
      asked.set(key, (asked.get(key) ?? 0) + 1);
    }
  });
  const unusedPreloads: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) unusedPreloads.push(message.text());
  });

  for (const [address, drawn] of [
    [`/proposal-generator?surveyId=${survey.id}`, page.getByTestId('proposal-generator')],
    [`/survey-report/${survey.id}`, page.getByText('Preload Plant').first()],
    ['/surveys', page.getByText('Preload Plant').first()],
    [`/edit-survey/${survey.id}`, page.getByRole('heading', { name: /survey/i }).first()],
    ['/', page.getByRole('heading', { name: 'Dashboard' })],
    ['/proposals', page.getByRole('heading', { name: 'Proposals' }).first()],
    ['/settings', page.getByRole('heading', { name: 'Settings' }).first()],
  ] as const) {
    asked.clear();
    await page.goto(address);
    await expect(drawn).toBeVisible();
    await page.waitForLoadState('networkidle');
    const html = await (await page.request.get(address)).text();
    const preloaded = [
      ...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g),
    ].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(preloaded.length, address).toBeGreaterThan(0);
    for (const url of preloaded) expect(asked.get(url), `${address}: ${url}`).toBe(1);
    const name =
      address
        .replace(/\?.*/, '')
        .replace(/\/\d+$/, '')
        .replace(/\W+/g, '-') || '-';
    await page.screenshot({ path: `${SHOTS_DIR}/preloaded-data${name}.png` });
  }
  expect(unusedPreloads).toEqual([]);
});
