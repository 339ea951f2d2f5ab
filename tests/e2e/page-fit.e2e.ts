import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { AQUAGUARD_3100 } from '../factories/index.ts';
import { ADMIN, expect, SHOTS_DIR, signIn, test } from './fixtures.ts';
import { apiPost, STEAM_BOILER, seedFinalSurvey, seedProposal, TOWER_400_TONS } from './support/seed.ts';

// Every page, as a visitor, a customer and an administrator, fits the window from a 390 px phone to a 1440 px
// desktop: nothing makes the page scroll sideways and nothing sticks out past the right edge (wide tables scroll
// inside their card). Dialogs and menus are opened at each width too.

const WIDTHS = [390, 1024, 1280, 1440] as const;
const SHOT_WIDTHS: readonly number[] = [390, 1024, 1280];
const PASSWORD = 'Page-Fit-Password-7';

/** What stands out of the window at this width: the page's own scroll width, and elements past the right edge. */
async function measureOverflow(page: Page) {
  return page.evaluate(async () => {
    // Two frames: the resize's layout and any state a resize listener set (the phone layout) have settled; then
    // every running animation (a drawer sliding in) has ended.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => null)));
    const root = document.scrollingElement ?? document.documentElement;
    const viewport = window.innerWidth;
    const clipsOrScrolls = (el: Element) => /auto|scroll|hidden|clip/.test(getComputedStyle(el).overflowX);
    const sticking: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= viewport + 1) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      // Inside a box that scrolls or clips and itself fits, the element is reachable (or meant to be cut). An
      // absolutely positioned element is clipped only from its containing block (the nearest positioned
      // ancestor) outwards: a box between them does not hold it in, so it still widens the page.
      let canBeClipped = getComputedStyle(el).position !== 'absolute';
      let parent = el.parentElement;
      let isContained = false;
      while (parent && parent !== document.body) {
        canBeClipped ||= getComputedStyle(parent).position !== 'static';
        if (canBeClipped && clipsOrScrolls(parent) && parent.getBoundingClientRect().right <= viewport + 1) {
          isContained = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (isContained) continue;
      const text = (el.textContent ?? '').trim().slice(0, 40);
      sticking.push(`<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> "${text}"`);
    }
    return { scrollWidth: root.scrollWidth, innerWidth: viewport, sticking: sticking.slice(0, 5) };
  });
}

async function expectFits(page: Page, step: Step, name: string, width: number) {
  const fit = await measureOverflow(page);
  for (const locator of step.inView?.(page) ?? []) {
    for (const item of await locator.all()) {
      // Wholly inside the window and inside every box that scrolls or clips it (a nav that scrolls sideways).
      const isShown = await item.evaluate((el) => {
        const rect = el.getBoundingClientRect();
        if (rect.left < 0 || rect.right > window.innerWidth + 1) return false;
        for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
          if (getComputedStyle(box).overflowX === 'visible') continue;
          const outer = box.getBoundingClientRect();
          if (rect.left < outer.left - 1 || rect.right > outer.right + 1) return false;
        }
        return true;
      });
      expect.soft(isShown, `${name} at ${width} px: "${await item.textContent()}" is out of view`).toBe(true);
    }
  }
  expect
    .soft(fit.scrollWidth, `${name} at ${width} px: the page is ${fit.scrollWidth} px wide`)
    .toBeLessThanOrEqual(fit.innerWidth);
  expect.soft(fit.sticking, `${name} at ${width} px: elements past the right edge`).toEqual([]);
  if (SHOT_WIDTHS.includes(width)) {
    await page.screenshot({ path: `${SHOTS_DIR}/fit-${name}-${width}.png`, fullPage: true });
  }
}

type Step = {
  name: string;
  path: string;
  /** Visible once the page has its content. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
  /** Opens a dialog or menu at the current width (the page is loaded fresh at each width first). */
  open?: (page: Page, width: number) => Promise<void>;
  /** Controls that must sit wholly inside the window (not only reachable by scrolling a table). */
  inView?: (page: Page) => ReturnType<Page['getByRole']>[];
};

/** Opens the page once and resizes through the widths; a step with `open` is reloaded and reopened at each width. */
async function walk(page: Page, role: string, steps: Step[]) {
  for (const step of steps) {
    const name = `${role}-${step.name}`;
    if (!step.open) {
      await page.setViewportSize({ width: WIDTHS[0], height: 844 });
      await page.goto(step.path);
      await expect(step.ready(page), name).toBeVisible();
    }
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      if (step.open) {
        await page.goto(step.path);
        await expect(step.ready(page), name).toBeVisible();
        await step.open(page, width);
      }
      await expectFits(page, step, name, width);
    }
  }
}

/** A final survey with two systems, water and notes, and a priced proposal: every signed-in page has content. */
async function seedSurveyAndProposal(request: APIRequestContext) {
  const { surveyId } = await seedFinalSurvey(request, {
    survey: {
      facilityName: 'Northgate Regional Medical Center and Research Campus',
      facilityAddress: '1200 Northgate Parkway, Building C, Springfield, IL 62701',
      industryType: 'healthcare',
      contactName: 'Pat Lee',
      contactEmail: 'facilities.engineering.department@northgate-regional-medical.example.org',
    },
    systems: [{ ...TOWER_400_TONS, name: 'Cooling Tower 1', location: 'Roof', capacity: 500 }, STEAM_BOILER],
    water: { ph: 7.8, conductivity: 300, hardness: 120, chlorides: 40 },
    notes: { followUpTasks: 'Send the proposal', followUpDate: '2030-03-15' },
  });
  const proposal = await seedProposal(
    request,
    surveyId,
    {
      title: 'Water Treatment Program for Northgate Regional Medical Center',
      proposalContent: '# Program\n\n| Chemical | Annual cost |\n|---|---|\n| Scale inhibitor | $12,000 |\n',
    },
    [{ name: 'Phosphonate scale and corrosion inhibitor blend', treatmentRate: 2, unitCost: 12.5 }],
  );
  // A price-book product with a long name: its row must not widen Settings on a phone.
  await apiPost(
    request,
    '/api/products',
    {
      ...AQUAGUARD_3100,
      name: 'AquaGuard 3100 Phosphonate Scale and Corrosion Inhibitor Blend (Tower Grade)',
      systemTypes: ['cooling-tower'],
    },
    201,
  );
  return { surveyId, proposalId: proposal.id as number };
}

/**
 * A customer the way signup makes one: no name, so the header shows the (long) e-mail; or with a long name, which
 * widens the admin's user table the way real data does.
 */
async function createCustomer(request: APIRequestContext, withName = false) {
  const suffix = randomBytes(4).toString('hex');
  const account = {
    username: `fit_${suffix}`,
    email: `christopher.vandenberg-montgomery.${suffix}@northgate-water-services.example.com`,
    password: PASSWORD,
    ...(withName ? { firstName: 'Maximilian-Alexander', lastName: 'Vandenberg-Montgomery' } : {}),
  };
  const res = await request.post('/api/test-support/users', { data: account });
  expect(res.status(), await res.text()).toBe(201);
  return account;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 });

async function openAccountMenu(page: Page, width: number) {
  if (width < 768) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByTestId('mobile-drawer')).toBeVisible();
  } else {
    await page.getByTestId('user-menu-trigger').click();
    await expect(page.getByRole('menu')).toBeVisible();
  }
}

test.describe('every page fits the window from 390 to 1440 px', () => {
  test('signed out: landing, sign-in, checkout, password reset, payment and not-found pages', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const checkout = await page.request.post('/api/create-checkout-session');
    expect(checkout.ok(), await checkout.text()).toBe(true);
    const checkoutPath = new URL((await checkout.json()).url, 'http://x').pathname;
    await walk(page, 'visitor', [
      { name: 'landing', path: '/', ready: (p) => p.getByTestId('hero') },
      {
        name: 'sign-in-dialog',
        path: '/?signin=1',
        ready: (p) => p.getByRole('dialog'),
        open: async () => {},
      },
      {
        name: 'checkout-dialog',
        path: '/',
        ready: (p) => p.getByTestId('hero'),
        open: async (p) => {
          await p.getByTestId('price-badge-get-started').click();
          await expect(p.getByRole('link', { name: 'Open Payment Page' })).toBeVisible();
        },
      },
      { name: 'forgot-password', path: '/forgot-password', ready: heading(/forgot/i) },
      { name: 'reset-password', path: '/reset-password?token=abc', ready: heading(/password/i) },
      { name: 'payment-invalid', path: '/payment-success', ready: heading('Invalid Payment Link') },
      { name: 'test-checkout', path: checkoutPath, ready: (p) => p.getByLabel('Card number') },
      { name: 'not-found', path: '/no-such-page', ready: heading('404 Page Not Found') },
    ]);
  });

  test('a customer: dashboard, surveys, wizard, report, proposals, generator, settings and their dialogs', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const customer = await createCustomer(page.request);
    await signIn(page, customer.username, customer.password);
    const { surveyId, proposalId } = await seedSurveyAndProposal(page.request);
    await walk(page, 'customer', [
      {
        name: 'dashboard',
        path: '/',
        ready: heading('Dashboard'),
        // Every link of the desktop bar shows beside the (long) e-mail; phones have the drawer.
        inView: (p) => [p.getByRole('navigation', { name: 'Main' }).getByRole('link')],
      },
      {
        name: 'account-menu',
        path: '/',
        ready: heading('Dashboard'),
        open: openAccountMenu,
      },
      {
        name: 'help-dialog',
        path: '/',
        ready: heading('Dashboard'),
        open: async (p, width) => {
          await openAccountMenu(p, width);
          await (width < 768
            ? p.getByTestId('mobile-drawer').getByRole('button', { name: 'Help' })
            : p.getByRole('menuitem', { name: 'Help' })
          ).click();
          await expect(p.getByRole('dialog', { name: 'Help & support' })).toBeVisible();
          // The drawer slides away behind the dialog: measure once it has gone.
          await expect(p.getByTestId('mobile-drawer')).toBeHidden();
        },
      },
      { name: 'surveys', path: '/surveys', ready: heading('My Surveys') },
      { name: 'new-survey', path: '/new-survey', ready: heading(/survey/i) },
      { name: 'edit-survey', path: `/edit-survey/${surveyId}`, ready: heading(/survey/i) },
      {
        name: 'equipment-dialog',
        path: `/edit-survey/${surveyId}`,
        ready: heading(/survey/i),
        open: async (p) => {
          await p.getByRole('navigation', { name: 'Survey steps' }).getByRole('button').nth(1).click();
          await p.getByRole('button', { name: 'Add Equipment' }).click();
          await expect(p.getByRole('dialog')).toBeVisible();
        },
      },
      {
        name: 'survey-report',
        path: `/survey-report/${surveyId}`,
        ready: (p) => p.getByText('Northgate Regional Medical Center and Research Campus').first(),
      },
      { name: 'proposals', path: '/proposals', ready: heading('Proposals') },
      {
        name: 'proposal-detail',
        path: `/proposals/${proposalId}`,
        ready: heading(/Water Treatment Program/),
      },
      {
        name: 'proposal-generator',
        path: `/proposal-generator?surveyId=${surveyId}`,
        ready: heading('Proposal Generator'),
      },
      { name: 'follow-ups', path: '/follow-ups', ready: heading(/follow-ups/i) },
      { name: 'settings', path: '/settings', ready: heading('Settings') },
      { name: 'payment-methods', path: '/payment-methods', ready: heading(/payment methods/i) },
      { name: 'not-found', path: '/no-such-page', ready: heading('404 Page Not Found') },
      { name: 'invalid-survey-link', path: '/edit-survey/abc', ready: heading('Edit Survey') },
      {
        name: 'invalid-proposal-link',
        path: '/proposals/xyz',
        ready: (p) => p.getByText('This link is not valid'),
      },
      // Signed in, the password pages keep their own frame: one logo, no app bar.
      { name: 'forgot-password', path: '/forgot-password', ready: heading(/forgot/i) },
      { name: 'reset-password', path: '/reset-password?token=abc', ready: heading('Choose a new password') },
      {
        name: 'payment-success',
        path: '/payment-success?session_id=cs_test_unknown',
        ready: heading(/payment|verification/i),
      },
    ]);
  });

  test('an administrator: the panel, its menus and dialogs, Settings and not-found', async ({ page }) => {
    test.setTimeout(180_000);
    // Customers with a long e-mail and a long name make the table as wide as real data does.
    await createCustomer(page.request);
    await createCustomer(page.request, true);
    await signIn(page, ADMIN.email, ADMIN.password);
    const firstRow = (p: Page) => p.getByTestId('admin-user-row').first();
    const openRowActions = (p: Page) =>
      firstRow(p)
        .getByRole('button', { name: /^Actions for/ })
        .click();
    await walk(page, 'admin', [
      {
        name: 'panel',
        path: '/',
        ready: (p) => p.getByTestId('admin-user-row').first(),
        inView: (p) => [
          p.getByRole('button', { name: 'Sync Subscriptions' }),
          p.getByRole('button', { name: /^Actions for/ }),
        ],
      },
      { name: 'admin', path: '/admin', ready: (p) => p.getByTestId('admin-user-row').first() },
      {
        name: 'account-menu',
        path: '/admin',
        ready: heading('Admin Panel'),
        open: openAccountMenu,
      },
      {
        name: 'row-actions',
        path: '/admin',
        ready: firstRow,
        open: async (p) => {
          await openRowActions(p);
          await expect(p.getByRole('menu')).toBeVisible();
        },
      },
      {
        name: 'edit-credentials',
        path: '/admin',
        ready: firstRow,
        open: async (p) => {
          await openRowActions(p);
          await p.getByRole('menuitem', { name: /credentials/i }).click();
          await expect(p.getByRole('dialog')).toBeVisible();
        },
      },
      { name: 'settings', path: '/settings', ready: (p) => p.getByTestId('admin-user-row').first() },
      { name: 'reset-password', path: '/reset-password?token=abc', ready: heading('Choose a new password') },
      { name: 'not-found', path: '/no-such-page', ready: heading('404 Page Not Found') },
    ]);
  });
});
