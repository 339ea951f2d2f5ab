import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatNumber, formatUsd, type ProgramInput } from '../../shared/calc/index.ts';
import { projectTargetCycles } from '../../shared/proposals/figures.ts';
import { expect, SHOTS_DIR, signInAtDesk, test } from './fixtures.ts';
import { seedFinalSurvey, seedProposal, TOWER_400_TONS, TOWER_INHIBITOR } from './support/seed.ts';

/**
 * A final survey whose water is 850 µS/cm with a tower at 1800 and a chiller at "1,500 µS/cm" (cycles: the mean,
 * 1.94) and a boiler whose setpoint must not count; a draft proposal pricing one chemical on the tower.
 */
async function createPricedProposal(page: Page) {
  const { surveyId, systemIds } = await seedFinalSurvey(page.request, {
    survey: {
      facilityName: 'Harbor Point Hospital',
      facilityAddress: '12 Pier Rd, Boston, MA',
      industryType: 'healthcare',
    },
    systems: [
      { ...TOWER_400_TONS, name: 'CT-1', capacity: 500, operatingPressure: 20, bleedSetpoint: '1800' },
      { type: 'chiller', name: 'CH-1', capacity: 300, capacityUnit: 'tons', bleedSetpoint: '1,500 µS/cm' },
      { type: 'boiler', name: 'B-1', steamRate: '12000', makeUpMeter: '4.5', bleedSetpoint: '4250' },
    ],
    water: { conductivity: 850 },
  });
  const proposal = await seedProposal(page.request, surveyId, {}, [
    { ...TOWER_INHIBITOR, name: 'Scale inhibitor', rateUnit: 'lbs/1000gal', systemIds: [systemIds[0]] },
  ]);
  return { surveyId, proposalId: proposal.id as number };
}

/** The figures the engine gives for a saved target, as the detail page must show them. */
async function expectedSavings(request: APIRequestContext, proposalId: number, target: number) {
  const program = await (await request.get(`/api/proposals/${proposalId}/program`)).json();
  const projection = projectTargetCycles(program.input as ProgramInput, target);
  expect(projection?.waterSavedGallonsPerYear).toBeGreaterThan(0);
  return {
    water: `${formatNumber(projection!.waterSavedGallonsPerYear)} gal/yr`,
    cost: `${formatUsd(projection!.costSavedPerYear)}/yr`,
  };
}

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'aqs-figures-'));
  try {
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe('one figure everywhere', () => {
  test('the generator, the detail page, the report and its PDF show the same cycles; a saved target drives the savings', async ({
    page,
    user,
  }) => {
    await signInAtDesk(page, user, { timeout: 120_000, width: 1440 });
    const { surveyId, proposalId } = await createPricedProposal(page);

    await page.goto(`/proposal-generator?surveyId=${surveyId}`);
    await expect(page.getByTestId('cycles-value')).toHaveText('1.94');
    await expect(page.getByTestId('cycles')).toContainText(
      'Estimated: bleed setpoint ÷ make-up conductivity, mean of 2 systems',
    );
    await page.locator('#target-cycles').fill('6');
    await page.getByRole('button', { name: 'Use as proposal target' }).click();
    await expect(page.getByText('Target cycles saved')).toBeVisible();

    await page.goto(`/proposals/${proposalId}`);
    await expect(page.getByTestId('detail-cycles-value')).toHaveText('1.94');
    await expect(page.getByTestId('detail-cycles')).toContainText('Estimated');
    await expect(page.getByTestId('detail-target-cycles-value')).toHaveText('6.00');
    const atSix = await expectedSavings(page.request, proposalId, 6);
    await expect(page.getByTestId('projected-water-saved')).toHaveText(atSix.water);
    await expect(page.getByTestId('projected-cost-saved')).toHaveText(atSix.cost);
    await page.screenshot({ path: `${SHOTS_DIR}/detail-target-savings.png`, fullPage: true });

    // A different target changes the projection the same way the engine does.
    const put = await page.request.put(`/api/proposals/${proposalId}`, { data: { targetCycles: 8 } });
    expect(put.ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('detail-target-cycles-value')).toHaveText('8.00');
    const atEight = await expectedSavings(page.request, proposalId, 8);
    expect(atEight.water).not.toBe(atSix.water);
    await expect(page.getByTestId('projected-water-saved')).toHaveText(atEight.water);
    await expect(page.getByTestId('projected-cost-saved')).toHaveText(atEight.cost);

    await page.goto(`/survey-report/${surveyId}`);
    await expect(page.getByTestId('report-cycles-value')).toHaveText('1.94');
    const tower = page.getByTestId('report-system').filter({ hasText: 'CT-1' });
    await expect(tower).toContainText('1,800 µS/cm');
    const boiler = page.getByTestId('report-system').filter({ hasText: 'B-1' });
    await expect(boiler).toContainText('12,000 lb/hr');
    await expect(boiler).toContainText('4.5 GPM');
    await page.screenshot({ path: `${SHOTS_DIR}/report-cycles-units.png`, fullPage: true });

    const pdf = await page.request.get(`/api/surveys/${surveyId}/report.pdf`);
    expect(pdf.ok()).toBe(true);
    const text = pdfText(await pdf.body());
    expect(text).toContain('Cycles of Concentration: 1.94');
    expect(text).toContain('1,800 µS/cm');
    expect(text).toContain('12,000 lb/hr');
    expect(text).toContain('4.5 GPM');
  });

  test('re-saving a Sent proposal asks first, and the detail page shows its status dates', async ({
    page,
    user,
  }) => {
    await signInAtDesk(page, user, { width: 1440 });
    const { surveyId, proposalId } = await createPricedProposal(page);
    const sent = await page.request.put(`/api/proposals/${proposalId}`, { data: { status: 'sent' } });
    expect(sent.ok()).toBe(true);

    await page.goto(`/proposal-generator?surveyId=${surveyId}`);
    await page.getByTestId('save-proposal').click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      'This proposal was marked Sent. Saving changes returns it to Draft so you can send the revision.',
    );
    await page.screenshot({ path: `${SHOTS_DIR}/generator-sent-confirmation.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('proposal-status')).toHaveText('Sent');
    expect((await (await page.request.get(`/api/proposals/${proposalId}`)).json()).status).toBe('sent');

    await page.getByTestId('save-proposal').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Save as Draft' }).click();
    await expect(page.getByTestId('proposal-status')).toHaveText('Draft');

    await page.goto(`/proposals/${proposalId}`);
    await page.getByRole('button', { name: 'Mark as Accepted' }).click();
    const rows = page.getByTestId('proposal-info-row');
    await expect(rows.filter({ hasText: 'Marked Accepted' })).toBeVisible();
    const { statusHistory } = await (await page.request.get(`/api/proposals/${proposalId}`)).json();
    expect(statusHistory.map((change: { status: string }) => change.status)).toEqual([
      'draft',
      'sent',
      'draft',
      'accepted',
    ]);
    await expect(rows.filter({ hasText: 'Created' })).toBeVisible();
    const markedSent = rows.filter({ hasText: 'Marked Sent' });
    await expect(markedSent).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(markedSent.locator('time')).toHaveAttribute('datetime', statusHistory[1].changedAt);
    await expect(rows.filter({ hasText: 'Marked Draft' })).toBeVisible();
  });
});
