import path from 'node:path';
import type { Page } from '@playwright/test';
import { EXPECTED_NUMBERS, EXPECTED_REQUIREMENTS } from '../fixtures/rfp/expected-analysis.ts';
import { RFP_FIXTURE_FILES } from '../fixtures/rfp/make-fixtures.ts';
import { expect, SHOTS_DIR, signIn, type TestUser, test } from './fixtures.ts';
import { seedFinalSurvey, seedProposal, TOWER_400_TONS } from './support/seed.ts';

const FIXTURES = path.resolve('tests/fixtures/rfp');
const CORPUS = path.resolve('tests/fixtures/rfp-corpus');
const COUNT = `${EXPECTED_REQUIREMENTS.length} requirements found and ${EXPECTED_NUMBERS.length} numeric targets`;

/** A final survey with a tower and a saved proposal, made through the API as the signed-in rep. */
async function createSavedProposal(page: Page): Promise<number> {
  const { surveyId } = await seedFinalSurvey(page.request, {
    survey: {
      facilityName: 'Riverton Civic Center',
      facilityAddress: '400 Main Street, Riverton',
      industryType: 'commercial',
    },
    systems: [{ ...TOWER_400_TONS, name: 'CT-1', capacity: 450 }],
  });
  await seedProposal(page.request, surveyId);
  return surveyId;
}

/** Signs the rep in, saves a proposal of a final survey, and opens its generator at the RFP card, ready for a file. */
async function openRfpCard(page: Page, user: TestUser) {
  await signIn(page, user.username, user.password);
  const surveyId = await createSavedProposal(page);
  await page.goto(`/proposal-generator?surveyId=${surveyId}`);
  const card = page.getByTestId('rfp-card');
  await expect(card.getByRole('button', { name: 'Choose file' })).toBeEnabled();
  return card;
}

test.describe('RFP analysis in the generator', () => {
  test('upload the RFP fixture, see its analysis, and see it again after a reload', async ({
    page,
    user,
  }) => {
    const card = await openRfpCard(page, user);

    await card.getByTestId('rfp-file-input').setInputFiles(path.join(FIXTURES, RFP_FIXTURE_FILES.pdf));
    await expect(card.getByTestId('rfp-requirement-count')).toHaveText(COUNT, { timeout: 30_000 });
    await expect(
      page.getByText(`${EXPECTED_REQUIREMENTS.length} requirements found in riverton-rfp.pdf`),
    ).toBeVisible();
    await expect(card.getByTestId('rfp-details')).toContainText('March 14, 2025 at 2:00 p.m. local time');
    const targets = card.getByTestId('rfp-numeric-targets');
    await expect(targets).toContainText('1,200-1,800 µS/cm');
    await expect(targets.getByRole('listitem')).toHaveCount(10);
    await card.getByRole('button', { name: `Show all ${EXPECTED_NUMBERS.length} targets` }).click();
    await expect(targets.getByRole('listitem')).toHaveCount(EXPECTED_NUMBERS.length);
    await expect(targets).toContainText('pH 7.8 to 8.8');
    await expect(targets).toContainText('not less than $1,000,000');
    await card.getByTestId('rfp-category-staffing-and-certification').locator('summary').click();
    await expect(card.getByText(/Certified Water Technologist \(CWT\)/)).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS_DIR}/rfp-analysis-desktop.png` });

    await page.reload();
    await expect(page.getByTestId('rfp-requirement-count')).toHaveText(COUNT);
    await expect(page.getByText('riverton-rfp.pdf')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('rfp-card').scrollIntoViewIfNeeded();
    await page.getByTestId('rfp-card').screenshot({ path: `${SHOTS_DIR}/rfp-analysis-phone.png` });
  });

  test('a scanned RFP is read by OCR with its progress shown, then filed by category with its numbers', async ({
    page,
    user,
  }) => {
    const card = await openRfpCard(page, user);
    await card
      .getByTestId('rfp-file-input')
      .setInputFiles(path.join(CORPUS, 'montgomery-schools', 'scan.pdf'));
    await expect(card.getByTestId('rfp-progress')).toContainText(
      'is a scan: reading page 1 by OCR (1 of 1)',
      {
        timeout: 30_000,
      },
    );
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/rfp-ocr-progress.png` });
    await expect(card.getByTestId('rfp-ocr-badge')).toContainText('Scan read by OCR: 1 page', {
      timeout: 90_000,
    });
    await expect(card.getByTestId('rfp-requirement-count')).toContainText('13 requirements found');
    const staffing = card.getByTestId('rfp-category-staffing-and-certification');
    await staffing.locator('summary').click();
    await expect(staffing).toContainText('Certified Water Technologist (CWT)');
    const testing = card.getByTestId('rfp-category-water-testing');
    await testing.locator('summary').click();
    await expect(testing.getByTestId('rfp-requirement-figure').first()).toContainText(
      'Conductivity: 3500-4000',
    );
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS_DIR}/rfp-ocr-categories.png` });
  });

  test('dismiss a false requirement and add a missed one: kept after a reload', async ({ page, user }) => {
    const card = await openRfpCard(page, user);
    await card
      .getByTestId('rfp-file-input')
      .setInputFiles(path.join(CORPUS, 'alachua-schools', 'document.pdf'));
    await expect(card.getByTestId('rfp-requirement-count')).toContainText('14 requirements found', {
      timeout: 30_000,
    });
    const visits = card.getByTestId('rfp-category-service-visits');
    await visits.locator('summary').click();
    await expect(visits.getByTestId('rfp-requirement-figure').first()).toContainText(
      'Service visits: 12 a year',
    );
    const first = visits.getByTestId('rfp-requirement').first();
    const dismissedText = (await first.locator('span').first().textContent()) ?? '';
    await first.getByRole('button', { name: /^Dismiss R\d+$/ }).click();
    await expect(card.getByTestId('rfp-requirement-count')).toContainText('13 requirements to answer');
    await expect(card.getByTestId('rfp-dismissed')).toContainText('Dismissed (1)');

    const form = card.getByTestId('rfp-add-requirement');
    await form
      .getByLabel('Add a requirement the analysis missed')
      .fill('The contractor shall attend a quarterly review meeting with the District.');
    await form.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Reporting' }).click();
    await form.getByRole('button', { name: 'Add requirement' }).click();
    await expect(card.getByTestId('rfp-requirement-count')).toContainText('14 requirements to answer');
    await expect(card.getByTestId('rfp-review-summary')).toHaveText(
      '14 found in the RFP, 1 dismissed, 1 added by you',
    );
    const reporting = card.getByTestId('rfp-category-reporting');
    await reporting.locator('summary').click();
    await expect(reporting).toContainText('attend a quarterly review meeting');
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS_DIR}/rfp-review-desktop.png` });

    await page.reload();
    const again = page.getByTestId('rfp-card');
    await expect(again.getByTestId('rfp-requirement-count')).toContainText('14 requirements to answer');
    await again.getByTestId('rfp-dismissed').getByText('Dismissed (1)').click();
    await expect(again.getByTestId('rfp-dismissed')).toContainText(dismissedText);
    await page.setViewportSize({ width: 390, height: 844 });
    await again.getByTestId('rfp-add-requirement').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/rfp-review-phone.png`, fullPage: false });
  });

  test('a renamed executable is refused with the server’s message', async ({ page, user }) => {
    const card = await openRfpCard(page, user);
    await card.getByTestId('rfp-file-input').setInputFiles(path.join(FIXTURES, RFP_FIXTURE_FILES.executable));
    await expect(card.getByTestId('rfp-problem')).toHaveText(
      'renamed-executable.pdf: Only PDF, Word (.docx) or plain text files are accepted',
    );
  });
});
