import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, SHOTS_DIR, test } from './fixtures.ts';

// Subscriptions in test mode (the e2e server has no Stripe variables): the visitor pays on the local checkout
// page, signs up, and manages the subscription and cards. docs/decisions/022-payments.md.

const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
const SECOND_CARD = '5555 5555 5555 4444';
const PASSWORD = 'Paying-Customer-Password-7';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

function newCustomer() {
  const suffix = randomBytes(4).toString('hex');
  return { username: `buyer_${suffix}`, email: `buyer_${suffix}@example.com` };
}

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Types a card on the test checkout page (the e-mail only when the page asks for it) and presses its button. */
async function payOnCheckout(page: Page, card: string, email: string | null, button = 'Subscribe') {
  await expect(page.getByTestId('test-mode-badge').first()).toBeVisible();
  if (email) await page.getByLabel('Email').fill(email);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Casey Customer');
  await page.getByRole('button', { name: button }).click();
}

/** Becomes a paying customer through the calls the pages make (for tests about what comes after signup). */
async function subscribeThroughApi(
  request: APIRequestContext,
  customer: { username: string; email: string },
) {
  const checkout = await request.post('/api/create-checkout-session');
  expect(checkout.status(), await checkout.text()).toBe(200);
  const checkoutId = new URL((await checkout.json()).url, 'http://x').pathname.split('/').pop();
  const paid = await request.post(`/api/test-checkout/${checkoutId}/pay`, {
    data: { cardNumber: GOOD_CARD, expiry: '12 / 34', cvc: '123', email: customer.email },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const sessionId = new URL((await paid.json()).redirectUrl).searchParams.get('session_id');
  const verified = await request.post('/api/verify-payment', { data: { sessionId } });
  expect((await verified.json()).success).toBe(true);
  const registered = await request.post('/api/register', { data: { ...customer, password: PASSWORD } });
  expect(registered.status(), await registered.text()).toBe(201);
}

test.describe('subscribing in test mode', () => {
  test('a visitor pays with 4242, signs up with the prefilled e-mail, lands on the dashboard and creates a survey', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const customer = newCustomer();
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await page.getByTestId('header-get-started').click();
    await expect(page.getByText('Payment Page Ready').first()).toBeVisible();
    await expect(page.getByText('Click the button below to complete your payment securely.')).toBeVisible();

    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Open Payment Page' }).click(),
    ]);
    await checkout.setViewportSize(DESKTOP);
    await expect(checkout).toHaveURL(/\/test-checkout\/cs_/);
    await expect(checkout.getByText('$5.99 / month')).toBeVisible();
    await expect(checkout.getByTestId('test-cards-note')).toContainText('4242 4242 4242 4242 succeeds');
    await expect(page.getByRole('link', { name: 'Open Payment Page' })).toBeHidden();
    await checkout.screenshot({ path: `${SHOTS_DIR}/subscriptions-checkout-desktop.png`, fullPage: true });

    await payOnCheckout(checkout, GOOD_CARD, customer.email);
    await expect(checkout).toHaveURL(/\/payment-success\?session_id=cs_/);
    await expect(checkout.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await checkout.screenshot({ path: `${SHOTS_DIR}/subscriptions-payment-success-desktop.png` });

    await checkout.getByRole('button', { name: 'Create your account' }).click();
    await expect(checkout).toHaveURL(/\/signup$/);
    await expect(checkout.getByLabel('Email')).toHaveValue(customer.email);
    await checkout.getByLabel('Username').fill(customer.username);
    await checkout.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await checkout.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await checkout.screenshot({ path: `${SHOTS_DIR}/subscriptions-signup-desktop.png` });
    await checkout.getByRole('button', { name: 'Create Account' }).click();

    await expect(checkout).toHaveURL(/\/$/);
    await expect(checkout.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(await checkout.evaluate(() => sessionStorage.getItem('paymentVerified'))).toBeNull();

    // The new customer may use surveys: create one through New Survey's first step.
    const facility = `Paid Plant ${customer.username}`;
    await checkout.getByRole('link', { name: 'New Survey' }).first().click();
    await checkout.getByLabel('Facility Name').fill(facility);
    await checkout.getByRole('combobox', { name: 'Industry Type' }).click();
    await checkout.getByRole('option', { name: 'Manufacturing', exact: true }).click();
    await checkout.getByLabel('Facility Address').fill('1 Mill Rd, Springfield, IL 62701');
    await checkout.getByRole('button', { name: /Save & Continue/ }).click();
    await expect(checkout).toHaveURL(/\/edit-survey\/\d+/);
    await checkout.goto('/surveys');
    await expect(checkout.getByText(facility)).toBeVisible();
  });

  test('a declined card shows the decline on the checkout page and stays there', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const customer = newCustomer();
    const created = await page.request.post('/api/create-checkout-session');
    await page.goto((await created.json()).url);
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expectNoSideScroll(page);
    await page.screenshot({ path: `${SHOTS_DIR}/subscriptions-checkout-phone.png`, fullPage: true });

    await payOnCheckout(page, DECLINED_CARD, customer.email);
    await expect(page.getByTestId('checkout-refusal')).toHaveText('Your card was declined.');
    await expect(page).toHaveURL(/\/test-checkout\/cs_/);
    await page.screenshot({ path: `${SHOTS_DIR}/subscriptions-checkout-declined-phone.png`, fullPage: true });

    // The same checkout still takes a good card.
    await page.getByLabel('Card number').fill(GOOD_CARD);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    await expectNoSideScroll(page);
    await page.screenshot({ path: `${SHOTS_DIR}/subscriptions-payment-success-phone.png` });
    await page.getByRole('button', { name: 'Create your account' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);
    await expectNoSideScroll(page);
    await page.screenshot({ path: `${SHOTS_DIR}/subscriptions-signup-phone.png`, fullPage: true });
  });

  test("the price badge's Get Started fits a phone and opens the payment modal", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expectNoSideScroll(page);
    await page.getByTestId('price-badge-get-started').click();
    await expect(page.getByRole('link', { name: 'Open Payment Page' })).toHaveAttribute(
      'href',
      /\/test-checkout\/cs_/,
    );
    await expect(page.getByText(/coming soon/i)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS_DIR}/subscriptions-get-started-phone.png` });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('checkout-dialog')).toBeHidden();
  });

  test('signup without a verified payment goes back to the landing page with "Payment Required"', async ({
    page,
  }) => {
    await page.goto('/signup');
    await expect(page.getByText('Payment Required').first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('hero')).toBeVisible();
  });
});

test.describe('managing the subscription', () => {
  test('cancel from Settings shows "Active - Cancels <date>" and Cancel is no longer offered', async ({
    page,
  }) => {
    await subscribeThroughApi(page.request, newCustomer());
    await page.setViewportSize(DESKTOP);
    await page.goto('/settings');
    const status = page.getByTestId('subscription-status');
    await expect(status).toHaveText('Active');
    await expect(page.getByTestId('subscription-test-mode')).toHaveText('Test mode');
    await expect(page.getByText('Next billing date')).toBeVisible();
    await expect(page.getByText('$5.99/month')).toBeVisible();
    await expect(page.getByText(/reply within 24 hours/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/subscriptions-settings-desktop.png`, fullPage: true });

    await page.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('You keep full access until');
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveText(/^Active - Cancels [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await expect(
      page.getByTestId('subscription-section').getByText('Access until', { exact: true }),
    ).toBeVisible();

    // Access continues until the period end: surveys still answer.
    const surveys = await page.request.get('/api/surveys');
    expect(surveys.status()).toBe(200);
    await page.reload();
    await expect(status).toHaveText(/^Active - Cancels /);
    await page.setViewportSize(PHONE);
    await expectNoSideScroll(page);
    await page.screenshot({ path: `${SHOTS_DIR}/subscriptions-settings-phone.png`, fullPage: true });
  });

  test('add a second card, make it default, remove the first; the last card cannot be removed', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await subscribeThroughApi(page.request, newCustomer());
    await page.setViewportSize(DESKTOP);
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Payment methods' }).click();
    await expect(page).toHaveURL(/\/payment-methods$/);
    const rows = page.getByTestId('payment-method');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Visa •••• 4242');
    await expect(rows.first().getByTestId('default-badge')).toBeVisible();

    await page.getByRole('button', { name: 'Add payment method' }).click();
    await expect(page).toHaveURL(/\/test-checkout\/cs_/);
    await expect(page.getByRole('button', { name: 'Save card' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/subscriptions-add-card-desktop.png`, fullPage: true });
    await payOnCheckout(page, SECOND_CARD, null, 'Save card');
    await expect(page).toHaveURL(/\/payment-methods$/);
    await expect(page.getByText('Payment method added').first()).toBeVisible();
    await expect(rows).toHaveCount(2);
    const first = page.locator('[data-testid="payment-method"][data-last4="4242"]');
    const second = page.locator('[data-testid="payment-method"][data-last4="4444"]');
    await expect(second).toContainText('Mastercard •••• 4444');
    await expect(second).toContainText('Expires 12/34');

    await second.getByRole('button', { name: /^Make .* default$/ }).click();
    await expect(second.getByTestId('default-badge')).toBeVisible();
    await expect(first.getByTestId('default-badge')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS_DIR}/subscriptions-payment-methods-desktop.png`, fullPage: true });

    await first.getByRole('button', { name: /^Remove / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Mastercard •••• 4444');

    // The only card left: Remove is disabled and says why, before anyone presses it.
    await expect(rows.first().getByRole('button', { name: /^Remove / })).toBeDisabled();
    await expect(rows.first().getByTestId('remove-blocked-reason')).toHaveText(
      'You must have at least one payment method on file.',
    );
    await expect(rows).toHaveCount(1);

    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(rows).toHaveCount(1);
    await expectNoSideScroll(page);
    await page.screenshot({ path: `${SHOTS_DIR}/subscriptions-payment-methods-phone.png`, fullPage: true });
  });
});
