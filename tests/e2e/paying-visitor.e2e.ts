import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { linkIn, outboxMailTo } from '../mail/outbox-reader.ts';
import { ADMIN, expect, SHOTS_DIR, signIn, test } from './fixtures.ts';

// A paying visitor always gets an account (docs/decisions/030): in test mode, pay, close the tab, and finish from a
// new tab of the same browser or from the e-mailed link in another; a payer whose e-mail has an account signs in
// and the payment joins it, or is refunded when it already pays. The e-mails are read from the e2e server's
// outbox (scripts/e2e-server.mjs: DATA_DIR .tmp/e2e-data-<port>).

const PORT = Number(process.env.E2E_PORT ?? 5100);
const OUTBOX = `.tmp/e2e-data-${PORT}/outbox`;
const GOOD_CARD = '4242 4242 4242 4242';
const PASSWORD = 'Paying-Visitor-Password-3';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

function newPayer() {
  const suffix = randomBytes(4).toString('hex');
  return { username: `payer_${suffix}`, email: `payer_${suffix}@example.com` };
}

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A screenshot at 1280 and at 390 px wide (no sideways scroll on the phone), then back to the desktop width. */
async function shootBoth(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expectNoSideScroll(page);
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** Types the paying card (and the e-mail) on the test checkout page and subscribes. */
async function payOnCheckout(page: Page, email: string) {
  await expect(page.getByTestId('test-mode-badge').first()).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Card number').fill(GOOD_CARD);
  await page.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Casey Customer');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_/);
}

/** Opens a new checkout (signed out) in `page` and pays it with `email`; the page ends on /payment-success. */
async function payAsVisitor(page: Page, email: string) {
  const created = await page.request.post('/api/create-checkout-session');
  expect(created.status(), await created.text()).toBe(200);
  await page.goto((await created.json()).url);
  await payOnCheckout(page, email);
}

/** The one "Finish creating"/"Add your payment" e-mail sent to an address: its subject and its /signup link. */
async function emailedLink(email: string) {
  const sent = await outboxMailTo(OUTBOX, email);
  expect(sent).toHaveLength(1);
  return { subject: sent[0]!.subject, link: linkIn(sent[0]!, '/signup') };
}

/** An account that pays (its own test-mode subscription), made through the API in a browser of its own. */
async function payingAccount(baseURL: string, payer: { username: string; email: string }) {
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  try {
    const checkout = await api.post('/api/create-checkout-session');
    const id = new URL((await checkout.json()).url, baseURL).pathname.split('/').pop();
    const paid = await api.post(`/api/test-checkout/${id}/pay`, {
      data: { cardNumber: GOOD_CARD, expiry: '12 / 34', cvc: '123', email: payer.email },
    });
    const sessionId = new URL((await paid.json()).redirectUrl).searchParams.get('session_id');
    expect((await (await api.post('/api/verify-payment', { data: { sessionId } })).json()).state).toBe(
      'signup',
    );
    const registered = await api.post('/api/register', { data: { ...payer, password: PASSWORD } });
    expect(registered.status(), await registered.text()).toBe(201);
  } finally {
    await api.dispose();
  }
}

/** A new paying account (see payingAccount) and the page at the desktop width; answers the account. */
async function payerAtDesk(page: Page, baseURL: string) {
  const payer = newPayer();
  await payingAccount(baseURL, payer);
  await page.setViewportSize(DESKTOP);
  return payer;
}

/** Fills and submits the signup form (the e-mail is the paid one, locked). */
async function createAccount(page: Page, payer: { username: string; email: string }) {
  await expect(page.getByLabel('Email')).toHaveValue(payer.email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('Username').fill(payer.username);
  await page.getByLabel('First name (optional)').fill('Casey');
  await page.getByLabel('Last name (optional)').fill('Customer');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

test.describe('a visitor who has paid can always finish creating the account', () => {
  test('pays, closes the tab before "Create your account", and finishes from a new tab of the same browser', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const payer = newPayer();
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.getByTestId('header-get-started').click();
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Open Payment Page' }).click(),
    ]);
    await payOnCheckout(checkout, payer.email);
    await expect(checkout.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(checkout.getByText(/We also e-mailed a link to this address/)).toBeVisible();
    await shootBoth(checkout, 'paying-visitor-success');
    await checkout.close();

    // A tab that never saw the payment (nothing in its session storage): the server knows it from the cookie.
    const fresh = await context.newPage();
    await fresh.setViewportSize(DESKTOP);
    await fresh.goto('/signup');
    await expect(fresh.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(fresh.getByText('At least 8 characters.')).toBeVisible();
    await expect(fresh.getByText('Your account uses the e-mail you paid with.')).toBeVisible();
    await shootBoth(fresh, 'paying-visitor-signup');
    await createAccount(fresh, payer);
    await expect(fresh.getByTestId('user-menu-label')).toHaveText('Casey Customer');

    // The e-mail went out once, with the subject the issue names.
    expect((await emailedLink(payer.email)).subject).toBe('Finish creating your AquaSurvey Pro account');
  });

  test('finishes from the e-mailed link in another browser; the link then only leads to signing in', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const payer = newPayer();
    await page.setViewportSize(DESKTOP);
    await payAsVisitor(page, payer.email);
    await page.close();

    const { subject, link } = await emailedLink(payer.email);
    expect(subject).toBe('Finish creating your AquaSurvey Pro account');
    const other = await browser.newContext({ viewport: DESKTOP });
    try {
      const phone = await other.newPage();
      await phone.goto(`${link.pathname}${link.search}`);
      await expect(phone.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await createAccount(phone, payer);

      // Single use: in yet another browser the link says the account is made.
      const third = await browser.newContext({ viewport: PHONE });
      const again = await third.newPage();
      await again.goto(`${link.pathname}${link.search}`);
      await expect(again.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
      await expect(again.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await shootBoth(again, 'paying-visitor-link-used');
      await third.close();
    } finally {
      await other.close();
    }
  });

  test('/payment-success reopened after the account exists leads to signing in, not to an error', async ({
    page,
    browser,
  }) => {
    const payer = newPayer();
    await page.setViewportSize(DESKTOP);
    await payAsVisitor(page, payer.email);
    const successUrl = page.url();
    await page.getByRole('button', { name: 'Create your account' }).click();
    await createAccount(page, payer);

    const other = await browser.newContext({ viewport: DESKTOP });
    try {
      const later = await other.newPage();
      await later.goto(successUrl);
      await expect(later.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
      await expect(later.getByText(/Sign in to continue\./)).toBeVisible();
      await later.getByRole('button', { name: 'Sign In' }).click();
      const dialog = later.getByRole('dialog');
      await dialog.getByLabel(/username or email/i).fill(payer.username);
      await dialog.getByLabel(/^password/i).fill(PASSWORD);
      await dialog.getByRole('button', { name: /^sign in$/i }).click();
      await expect(later.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    } finally {
      await other.close();
    }
  });
});

test.describe('a paid e-mail that already has an account', () => {
  test('with no active subscription: the page offers Sign In, and after it the payment is the account’s subscription', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const payer = newPayer();
    const made = await request.post('/api/test-support/users', {
      data: { ...payer, password: PASSWORD, subscriptionStatus: 'inactive' },
    });
    expect(made.status(), await made.text()).toBe(201);

    await page.setViewportSize(DESKTOP);
    await payAsVisitor(page, payer.email);
    await expect(page.getByRole('heading', { name: 'You already have an account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create your account' })).toHaveCount(0);
    await shootBoth(page, 'paying-visitor-existing-account');
    expect((await emailedLink(payer.email)).subject).toBe('Add your payment to your AquaSurvey Pro account');

    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/username or email/i).fill(payer.email);
    await dialog.getByLabel(/^password/i).fill(PASSWORD);
    await dialog.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page).toHaveURL(/\/payment-success\?session_id=cs_/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expect(page.getByText('Your AquaSurvey Pro subscription is active on your account.')).toBeVisible();
    await shootBoth(page, 'paying-visitor-joined');

    await page.goto('/settings');
    await expect(page.getByTestId('subscription-status')).toHaveText('Active');
    expect((await page.request.get('/api/surveys')).status()).toBe(200);
  });

  test('already paying: after Sign In the new payment is canceled and refunded, and the page says so', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const payer = newPayer();
    await payingAccount(baseURL!, payer);

    // A landing page left open in another tab while this browser is still signed out.
    const old = await page.context().newPage();
    await old.setViewportSize(DESKTOP);
    await old.goto('/');
    await expect(old.getByTestId('header-get-started')).toBeVisible();

    await page.setViewportSize(DESKTOP);
    await payAsVisitor(page, payer.email);
    await expect(page.getByRole('heading', { name: 'You already have an account' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/username or email/i).fill(payer.username);
    await dialog.getByLabel(/^password/i).fill(PASSWORD);
    await dialog.getByRole('button', { name: /^sign in$/i }).click();
    await expect(page.getByRole('heading', { name: 'Payment refunded' })).toBeVisible();
    await expect(
      page.getByText(
        'Your account already has an active subscription, so this payment was canceled and $5.99 refunded to your card (refunds take 5 to 10 business days to appear).',
      ),
    ).toBeVisible();
    await shootBoth(page, 'paying-visitor-refunded');

    // Reopened, the page still says what happened.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment refunded' })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByTestId('subscription-status')).toHaveText('Active');

    // Get Started in the old tab (loaded before signing in): told the subscription is active.
    await old.bringToFront();
    await old.getByTestId('header-get-started').click();
    await expect(old.getByText('You already have an active subscription').first()).toBeVisible();
    await expect(old.getByText('Payment Error')).toHaveCount(0);
    await old.screenshot({ path: `${SHOTS_DIR}/paying-visitor-already-subscribed-desktop.png` });
  });
});

test.describe('ending and resuming', () => {
  test('Settings: a canceled subscription can be resumed before its date', async ({ page, baseURL }) => {
    const payer = await payerAtDesk(page, baseURL!);
    await signIn(page, payer.username, PASSWORD);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    const status = page.getByTestId('subscription-status');
    await expect(status).toHaveText(/^Active - Cancels /);
    await expect(page.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
    await shootBoth(page, 'paying-visitor-settings-resume');
    await page.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(status).toHaveText('Active');
    await expect(page.getByText('Subscription resumed').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
  });

  test('Admin: Cancel subscription asks first naming the user; Resume subscription takes it back', async ({
    page,
    baseURL,
  }) => {
    const payer = await payerAtDesk(page, baseURL!);
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    await page.getByLabel('Search users').fill(payer.username);
    const row = page.getByTestId('admin-user-row').filter({ hasText: payer.username });
    await expect(page.getByTestId('admin-user-row')).toHaveCount(1);
    await row.getByRole('button', { name: `Actions for ${payer.username}` }).click();
    await page.getByRole('menuitem', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel subscription?' });
    await expect(confirm).toContainText(
      `(${payer.email}) keeps full access until the end of the paid period`,
    );
    await shootBoth(page, 'paying-visitor-admin-cancel-confirm');
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(row.getByText(/^Active - Cancels /)).toBeVisible();

    await row.getByRole('button', { name: `Actions for ${payer.username}` }).click();
    await page.getByRole('menuitem', { name: 'Resume subscription' }).click();
    const resume = page.getByRole('alertdialog', { name: 'Resume subscription?' });
    await expect(resume).toContainText('$5.99 each month');
    await resume.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
  });

  test('Payment methods: the same card saved again is not kept twice, and the only card says why it stays', async ({
    page,
    baseURL,
  }) => {
    const payer = await payerAtDesk(page, baseURL!);
    await signIn(page, payer.username, PASSWORD);
    await page.goto('/payment-methods');
    const rows = page.getByTestId('payment-method');
    await expect(rows).toHaveCount(1);
    await page.getByRole('button', { name: 'Add payment method' }).click();
    await expect(page.getByRole('button', { name: 'Save card' })).toBeVisible();
    await page.getByLabel('Card number').fill(GOOD_CARD);
    await page.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page).toHaveURL(/\/payment-methods$/);
    await expect(page.getByText('Card already saved').first()).toBeVisible();
    await expect(
      page.getByText(
        'This card (Visa •••• 4242) is already saved on your account, so it was not added again.',
      ),
    ).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('button', { name: /^Remove / })).toBeDisabled();
    await expect(rows.first().getByTestId('remove-blocked-reason')).toHaveText(
      'You must have at least one payment method on file.',
    );
    await shootBoth(page, 'paying-visitor-duplicate-card');
  });
});
