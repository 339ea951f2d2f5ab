import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, SHOTS_DIR, signIn, test } from './fixtures.ts';
import { seedFinalSurvey, TOWER_400_TONS } from './support/seed.ts';

const FACILITY = 'Riverside Medical Center';
const FOLLOW_UP_DATE = '2030-03-15';

/** Creates a final survey with a named cooling tower on the roof and an unnamed, unplaced closed loop. */
async function createFinalSurvey(request: APIRequestContext): Promise<number> {
  const { surveyId } = await seedFinalSurvey(request, {
    survey: {
      facilityName: FACILITY,
      facilityAddress: '100 River Rd, Springfield, IL 62701',
      industryType: 'healthcare',
      contactName: 'Pat Lee',
    },
    systems: [
      { ...TOWER_400_TONS, name: 'Tower 1', location: 'Roof', capacity: 500, flowRate: 1500 },
      { type: 'closed-loop', totalWaterVolume: 5000 },
    ],
    water: { ph: 7.8, conductivity: 300, hardness: 120, chlorides: 40 },
    notes: {
      systemObservations: 'Scale on the tower fill.',
      followUpTasks: 'Send the proposal to Pat',
      followUpDate: FOLLOW_UP_DATE,
    },
  });
  return surveyId;
}

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
}

test('a new user sees the empty dashboard with the New Survey call to action', async ({ page, user }) => {
  await signIn(page, user.username, user.password);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${user.firstName}!`, { exact: false })).toBeVisible();
  await expect(page.getByText('No recent surveys')).toBeVisible();
  await expect(page.getByText('No active proposals')).toBeVisible();
  await expect(page.getByTestId('stat-totalSurveys')).toHaveText('0');
  const cta = page.getByRole('region', { name: 'Start your first facility survey' });
  await cta.getByRole('link', { name: 'New Survey' }).click();
  await expect(page).toHaveURL(/\/new-survey$/);
});

test('a final survey shows on the dashboard, in follow-ups and as a printable, downloadable report', async ({
  page,
  user,
}, testInfo) => {
  await signIn(page, user.username, user.password);
  const surveyId = await createFinalSurvey(page.request);

  await page.goto('/');
  await expect(page.getByTestId('stat-totalSurveys')).toHaveText('1');
  const recent = page.getByRole('link', { name: new RegExp(FACILITY) });
  await expect(recent).toBeVisible();
  await expect(recent).toHaveAttribute('href', `/survey-report/${surveyId}`);
  await expect(recent).toContainText('Healthcare');
  await expect(recent).toContainText('Final');
  for (const width of [1440, 375]) await shoot(page, 'dashboard', width);

  await page.goto('/follow-ups');
  const card = page.getByTestId('follow-up-card');
  await expect(card).toContainText(FACILITY);
  await expect(card).toContainText('Mar 15, 2030');
  await expect(card).toContainText('Send the proposal to Pat');
  for (const width of [1440, 375]) await shoot(page, 'follow-ups', width);

  await card.getByRole('link', { name: 'View Survey Report' }).click();
  await expect(page).toHaveURL(new RegExp(`/survey-report/${surveyId}$`));
  await page.setViewportSize({ width: 1440, height: 900 });
  const sheet = page.getByTestId('report-sheet');
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(FACILITY);
  await expect(sheet.getByTestId('report-location').getByRole('heading', { level: 3 })).toHaveText([
    'Roof',
    'No Location Specified',
  ]);
  const tower = sheet.getByTestId('report-system').filter({ hasText: 'Tower 1' });
  await expect(tower).toContainText('Cycles by Conductivity');
  await expect(tower).toContainText('5.00');
  await expect(tower).toContainText('500 Tons');
  const loop = sheet.getByTestId('report-system').filter({ hasText: 'Unnamed System' });
  await expect(loop).toContainText('Closed Loop System');
  await expect(loop).toContainText('5,000 gallons');
  await expect(loop).not.toContainText('Capacity');
  await expect(sheet.getByTestId('water-conductivity')).toContainText('300');
  await expect(sheet.getByTestId('water-ph')).toContainText('7.8');
  await expect(sheet.getByTestId('water-copper')).toContainText('Not tested');
  await expect(sheet.getByTestId('facility-section')).toContainText('None specified');
  await expect(sheet.getByTestId('observations-section')).toContainText('Mar 15, 2030');
  await expect(page.getByRole('link', { name: 'Create Proposal' })).toHaveAttribute(
    'href',
    `/proposal-generator?surveyId=${surveyId}`,
  );

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfPath = testInfo.outputPath('survey-report.pdf');
  await download.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(execFileSync('pdftotext', [pdfPath, '-'], { encoding: 'utf8' })).toContain(FACILITY);

  for (const width of [1440, 375]) await shoot(page, 'report', width);
  await page.emulateMedia({ media: 'print' });
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId('report-toolbar')).toBeHidden();
    for (const chrome of await page.locator('header:not(.report-heading), nav').all()) {
      await expect(chrome).toBeHidden();
    }
    await expect(page.getByRole('link', { name: 'Follow-ups' })).toBeHidden();
    await expect(sheet).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/report-print-${width}.png`, fullPage: true });
  }
});
