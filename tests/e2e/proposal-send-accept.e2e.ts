import type { APIRequestContext } from '@playwright/test';
import { expect, readOutboxLink, SHOTS_DIR, signInAtDesk, test } from './fixtures.ts';
import { seedTowerProposal } from './support/seed.ts';

/** A final survey with the customer's e-mail, its proposal priced and written by the built-in writer. */
async function createWrittenProposal(request: APIRequestContext, contactEmail: string) {
  const seeded = await seedTowerProposal(request, {
    survey: {
      facilityName: 'Riverside Medical Center',
      facilityAddress: '1 River Road, Dayton, OH',
      industryType: 'healthcare',
      contactName: 'Pat Customer',
      contactEmail,
    },
    towerName: 'Main Tower',
    water: { conductivity: 300, ph: 8.1, hardness: 140 },
    written: true,
  });
  const company = await request.put('/api/settings/company', { data: { name: 'Clearwater Services' } });
  expect(company.ok(), await company.text()).toBe(true);
  return seeded;
}

test('the rep sends the proposal; the customer opens the e-mailed link and accepts; the rep sees Accepted', async ({
  page,
  browser,
  user,
}) => {
  await signInAtDesk(page, user, { timeout: 180_000, width: 1280 });
  const customerEmail = `customer-${Date.now()}@riverside.example`;
  const { proposalId } = await createWrittenProposal(page.request, customerEmail);

  // The rep sends it from the detail page; the recipient is the survey's contact.
  await page.goto(`/proposals/${proposalId}`);
  const card = page.getByTestId('sharing-card');
  await expect(card.getByTestId('open-count')).toHaveText('0');
  const startedAt = Date.now();
  await card.getByRole('button', { name: /send/i }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/^To/)).toHaveValue(customerEmail);
  await page.screenshot({ path: `${SHOTS_DIR}/proposal-send-dialog.png` });
  await dialog.getByRole('button', { name: /^send$/i }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('send-history')).toContainText(customerEmail);
  await expect(page.getByText('Sent', { exact: true }).first()).toBeVisible();
  const link = await readOutboxLink(customerEmail, startedAt, /https?:\/\/\S+\/p\/[A-Za-z0-9_-]{43}/);

  // The customer, in a fresh browser with no session, opens the link on a phone and accepts.
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await customer.newPage();
  const opened = await phone.goto(link);
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(phone.getByTestId('public-company-name')).toHaveText('Clearwater Services');
  await expect(phone.getByTestId('public-proposal-text')).toBeVisible();
  await phone.screenshot({ path: `${SHOTS_DIR}/public-proposal-390.png`, fullPage: true });
  await phone.getByLabel('Full name').fill('Pat Customer');
  await phone.getByLabel('Title').fill('Facilities Director');
  await phone.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(phone.getByText(/Please tick "I agree to this proposal"/)).toBeVisible();
  await phone.getByLabel('I agree to this proposal').check();
  await phone.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(phone.getByTestId('public-accepted')).toContainText('Pat Customer, Facilities Director');
  await phone.screenshot({ path: `${SHOTS_DIR}/public-proposal-accepted-390.png`, fullPage: true });
  const signedHref = (await phone.getByTestId('public-signed-pdf').getAttribute('href')) ?? '';
  const signed = await phone.request.get(new URL(signedHref, link).toString());
  expect(signed.headers()['content-type']).toBe('application/pdf');
  await customer.close();

  // The rep sees Accepted, by whom and when, and the open.
  await page.reload();
  const answer = page.getByTestId('customer-answer');
  await expect(answer).toContainText('Accepted by Pat Customer, Facilities Director');
  await expect(answer.locator('time')).toHaveText(/\d{4}, \d{1,2}:\d{2}\s?(AM|PM)/);
  await expect(page.getByTestId('open-count')).toHaveText('1');
  const repCopy = await page.request.get(
    (await page.getByTestId('signed-pdf-link').getAttribute('href')) ?? '',
  );
  expect((await repCopy.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByTestId('signed-pdf-note')).toContainText('issuer unknown');
  await page.screenshot({ path: `${SHOTS_DIR}/proposal-accepted-rep-1280.png`, fullPage: true });

  // The proposals list shows the opens on the card; the dashboard's Active Proposals shows the customer's answer.
  await page.goto('/proposals');
  const listed = page.getByTestId(`proposal-card-${proposalId}`);
  await expect(listed.getByText('Accepted', { exact: true })).toBeVisible();
  const opens = listed.getByTestId('proposal-opens');
  await expect(opens).toContainText('Opened 1 time');
  await expect(opens).toContainText(/First opened\s*\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);
  await expect(opens).toContainText(/Last opened\s*\w{3} \d{1,2}, \d{4}/);
  await page.screenshot({ path: `${SHOTS_DIR}/proposals-list-opens-1280.png` });
  await page.goto('/');
  const active = page.getByRole('link', { name: new RegExp(`Proposal #${proposalId}\\b`) });
  await expect(active.getByTestId('customer-answer-line')).toContainText('Accepted by Pat Customer');
  await expect(active.getByText('Accepted', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/dashboard-accepted-1280.png` });

  // The public page on a wide screen, after the answer.
  const wide = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desk = await wide.newPage();
  await desk.goto(link);
  await expect(desk.getByTestId('public-accepted')).toBeVisible();
  await desk.screenshot({ path: `${SHOTS_DIR}/public-proposal-1280.png`, fullPage: true });
  await wide.close();
});

test('the rep sends from the generator: what waits to auto-save is saved first and is what the customer reads', async ({
  page,
  browser,
  user,
}) => {
  await signInAtDesk(page, user, { timeout: 180_000, width: 1280 });
  const customerEmail = `generator-${Date.now()}@riverside.example`;
  const { proposalId, surveyId } = await createWrittenProposal(page.request, customerEmail);

  await page.goto(`/proposal-generator?surveyId=${surveyId}`);
  const editor = page.getByTestId('proposal-content-editor');
  await expect(editor).toHaveValue(/Executive Summary/);
  // A last sentence and a new price, both still waiting for the 2 s auto-save when Send is pressed.
  const lastWords = `Signed off from the generator ${Date.now()}.`;
  await editor.fill(`${await editor.inputValue()}\n\n${lastWords}`);
  const row = page.getByTestId('chemical-row-0');
  await row.getByLabel('Unit cost').fill('4.10');
  await expect(row.getByTestId('row-save-state')).toHaveAttribute('data-state', 'pending');
  const startedAt = Date.now();
  await page.getByTestId('send-proposal').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/^To/)).toHaveValue(customerEmail);
  await page.screenshot({ path: `${SHOTS_DIR}/generator-send-dialog-1280.png` });
  await dialog.getByRole('button', { name: /^send$/i }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Proposal sent')).toBeVisible();

  const saved = await (await page.request.get(`/api/proposals/${proposalId}`)).json();
  expect(saved.status).toBe('sent');
  expect(saved.proposalContent).toContain(lastWords);
  const program = await (await page.request.get(`/api/proposals/${proposalId}/program`)).json();
  expect(program.input.chemicals[0].unitCost).toBe(4.1);

  // The customer's page shows the text as it was when Send was pressed, and it can be accepted (not "changed").
  const link = await readOutboxLink(customerEmail, startedAt, /https?:\/\/\S+\/p\/[A-Za-z0-9_-]{43}/);
  const customer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const desk = await customer.newPage();
  await desk.goto(link);
  await expect(desk.getByTestId('public-proposal-text')).toContainText(lastWords);
  await expect(desk.getByTestId('public-cannot-respond')).toHaveCount(0);
  await expect(desk.getByRole('button', { name: 'Accept', exact: true })).toBeEnabled();
  await customer.close();
});
