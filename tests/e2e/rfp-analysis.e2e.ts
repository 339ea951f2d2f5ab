import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { RFP_FIXTURE_FILES } from '../fixtures/rfp/make-fixtures.ts';
import { expect, SHOTS_DIR, signIn, test } from './fixtures.ts';

const FIXTURES = path.resolve('tests/fixtures/rfp');

async function post(request: APIRequestContext, url: string, data: unknown) {
  const res = await request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return res.json();
}

/** A final survey with a tower and a saved proposal, made through the API as the signed-in rep. */
async function createSavedProposal(page: Page): Promise<number> {
  const { request } = page;
  const survey = await post(request, '/api/surveys', {
    facilityName: 'Riverton Civic Center',
    facilityAddress: '400 Main Street, Riverton',
    industryType: 'commercial',
  });
  await post(request, '/api/equipment', {
    surveyId: survey.id,
    type: 'cooling-tower',
    name: 'CT-1',
    capacity: 450,
    capacityUnit: 'tons',
    bleedSetpoint: '1500',
  });
  const final = await request.put(`/api/surveys/${survey.id}`, { data: { status: 'final' } });
  expect(final.ok(), await final.text()).toBe(true);
  await post(request, '/api/proposals', { surveyId: survey.id });
  return survey.id;
}

test.describe('RFP analysis in the generator', () => {
  test('upload the RFP fixture, see its analysis, and see it again after a reload', async ({
    page,
    user,
  }) => {
    await signIn(page, user.username, user.password);
    const surveyId = await createSavedProposal(page);
    await page.goto(`/proposal-generator?surveyId=${surveyId}`);
    const card = page.getByTestId('rfp-card');
    await expect(card.getByRole('button', { name: 'Choose file' })).toBeEnabled();

    await card.getByTestId('rfp-file-input').setInputFiles(path.join(FIXTURES, RFP_FIXTURE_FILES.pdf));
    await expect(card.getByTestId('rfp-requirement-count')).toHaveText(
      '27 requirements found and 27 numeric targets',
      { timeout: 30_000 },
    );
    await expect(page.getByText('27 requirements found in riverton-rfp.pdf')).toBeVisible();
    await expect(card.getByTestId('rfp-details')).toContainText('March 14, 2025 at 2:00 p.m. local time');
    const targets = card.getByTestId('rfp-numeric-targets');
    await expect(targets).toContainText('1,200-1,800 µS/cm');
    await expect(targets).toContainText('pH 7.8 to 8.8');
    await expect(targets.getByRole('listitem')).toHaveCount(10);
    await card.getByRole('button', { name: 'Show all 27 targets' }).click();
    await expect(targets.getByRole('listitem')).toHaveCount(27);
    await expect(targets).toContainText('not less than $1,000,000');
    await card.getByText('Personnel and certification').click();
    await expect(card.getByText(/Certified Water Technologist \(CWT\)/)).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS_DIR}/rfp-analysis-desktop.png` });

    await page.reload();
    await expect(page.getByTestId('rfp-requirement-count')).toHaveText(
      '27 requirements found and 27 numeric targets',
    );
    await expect(page.getByText('riverton-rfp.pdf')).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('rfp-card').scrollIntoViewIfNeeded();
    await page.getByTestId('rfp-card').screenshot({ path: `${SHOTS_DIR}/rfp-analysis-phone.png` });
  });

  test('a scanned PDF says it has no text layer and shows the spec warning', async ({ page, user }) => {
    await signIn(page, user.username, user.password);
    const surveyId = await createSavedProposal(page);
    await page.goto(`/proposal-generator?surveyId=${surveyId}`);
    const card = page.getByTestId('rfp-card');
    await expect(card.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    await card.getByTestId('rfp-file-input').setInputFiles(path.join(FIXTURES, RFP_FIXTURE_FILES.scanned));
    await expect(card.getByTestId('rfp-template-notice')).toContainText('This PDF has no text layer', {
      timeout: 30_000,
    });
    await expect(
      page.getByText('RFP uploaded but analysis failed. Using standard proposal template.'),
    ).toBeVisible();
    await expect(card.getByTestId('rfp-requirement-count')).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/rfp-scanned-warning.png` });
  });

  test('a renamed executable is refused with the server’s message', async ({ page, user }) => {
    await signIn(page, user.username, user.password);
    const surveyId = await createSavedProposal(page);
    await page.goto(`/proposal-generator?surveyId=${surveyId}`);
    const card = page.getByTestId('rfp-card');
    await expect(card.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    await card.getByTestId('rfp-file-input').setInputFiles(path.join(FIXTURES, RFP_FIXTURE_FILES.executable));
    await expect(card.getByTestId('rfp-problem')).toHaveText(
      'renamed-executable.pdf: Only PDF, Word (.docx) or plain text files are accepted',
    );
  });
});
