import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { formatUsd } from '../../shared/calc/format.ts';
import { extractText, findPage, renderPage } from '../helpers/pdf-text.ts';
import { expect, SHOTS_DIR, signIn, test } from './fixtures.ts';
import { analyzeRfpText, apiPost, seedTowerProposal } from './support/seed.ts';

/** A final survey of one tower with its water test, and a draft proposal with one priced inhibitor. */
function createSurveyedTower(page: Page) {
  return seedTowerProposal(page.request, {
    survey: {
      facilityName: 'Lakeside Office Park',
      facilityAddress: '40 Shore Drive, Madison, WI',
      industryType: 'commercial',
      contactName: 'Robin Hale',
    },
    towerName: 'Tower CT-1',
    water: { conductivity: 300, ph: 8.1 },
  });
}

async function programTotal(page: Page, proposalId: number): Promise<string> {
  const program = await (await page.request.get(`/api/proposals/${proposalId}/program`)).json();
  return formatUsd(program.result.totalAnnualCost);
}

test.describe('a proposal that is never stale', () => {
  test('written proposal, a chemical changed, Download PDF at once: the PDF shows one price', async ({
    page,
    user,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, user.username, user.password);
    const { surveyId, proposalId } = await createSurveyedTower(page);
    const oldTotal = await programTotal(page, proposalId);

    await page.goto(`/proposal-generator?surveyId=${surveyId}`);
    const card = page.getByTestId('proposal-writing-card');
    await card.getByRole('button', { name: 'Generate AI Proposal' }).click();
    const editor = card.getByTestId('proposal-content-editor');
    await expect(editor).toHaveValue(new RegExp(`annual cost is \\*\\*\\${oldTotal}\\*\\*`));

    // The rep raises the price, then downloads before the 2 s auto-save has run.
    const row = page.getByTestId('chemical-row-0');
    await row.getByLabel('Unit cost').fill('3.90');
    await expect(row.getByTestId('row-save-state')).toHaveAttribute('data-state', 'pending');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-proposal-pdf').click(),
    ]);
    const pdfPath = path.join(SHOTS_DIR, '..', 'never-stale.pdf');
    await download.saveAs(pdfPath);
    const text = await extractText(await readFile(pdfPath));

    const newTotal = await programTotal(page, proposalId);
    expect(newTotal).not.toBe(oldTotal);
    expect(text).toContain(newTotal);
    expect(text).not.toContain(oldTotal);

    // The generator's text follows and says which sections changed.
    await expect(editor).toHaveValue(new RegExp(`annual cost is \\*\\*\\${newTotal}\\*\\*`));
    const notice = card.getByTestId('changed-sections');
    await expect(notice).toContainText('Pricing');
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/never-stale-changed-sections.png` });

    // A survey change made elsewhere (the water test): back in the generator, the text has the new figures and
    // says which sections changed.
    await apiPost(page.request, '/api/water-quality', { surveyId, conductivity: 340, ph: 8.1 });
    const afterSurvey = await programTotal(page, proposalId);
    await page.goto(`/proposal-generator?surveyId=${surveyId}`);
    const returned = page.getByTestId('proposal-writing-card');
    await expect(returned.getByTestId('proposal-content-editor')).toHaveValue(
      new RegExp(`annual cost is \\*\\*\\${afterSurvey}\\*\\*`),
    );
    await expect(returned.getByTestId('changed-sections')).toContainText('Executive Summary');
  });

  test('the service plan takes the RFP’s defaults, is edited and saved, and the proposal answers from it', async ({
    page,
    user,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, user.username, user.password);
    const { surveyId, proposalId } = await createSurveyedTower(page);
    await analyzeRfpText(page.request, proposalId, 'lakeside-rfp.txt', [
      'REQUEST FOR PROPOSAL: Water Treatment Services, Lakeside Office Park',
      'Issued by Lakeside Properties.',
      'The Contractor shall provide monthly service visits to the cooling tower.',
      'The Contractor shall perform quarterly Legionella testing of the cooling tower.',
      'The Contractor shall install corrosion coupons on the condenser water loop.',
      'A Certified Water Technologist (CWT) is required to oversee the program.',
      'The Contractor shall provide yearly training for the building’s maintenance staff on the water treatment program.',
      'The Contractor shall notify the Building Manager of any problems found during a visit.',
    ]);

    await page.goto(`/proposal-generator?surveyId=${surveyId}`);
    const plan = page.getByTestId('service-plan-card');
    await expect(plan.getByLabel('Visits per year')).toHaveValue('12');
    await expect(plan.locator('#plan-legionella')).toContainText('Quarterly');
    await expect(plan.locator('#plan-corrosion')).toContainText('Corrosion coupon racks');
    await expect(plan.locator('#plan-service-operatorTraining')).toContainText('Included in the price');
    await expect(plan.getByTestId('from-rfp').first()).toBeVisible();
    await expect(plan.getByTestId('service-plan-test').first()).toContainText('Cooling Tower');
    // What the RFP set waits for the rep: nothing of it is claimed until she confirms or changes it.
    await expect(plan.getByTestId('plan-to-confirm')).toContainText('Legionella testing');
    await plan.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/service-plan-desktop.png` });

    // Written from the unconfirmed defaults: the RFP's own commitments are gaps to confirm, not in the text.
    const card = page.getByTestId('proposal-writing-card');
    await card.getByRole('button', { name: 'Generate AI Proposal' }).click();
    const editor = card.getByTestId('proposal-content-editor');
    await expect(editor).toHaveValue(/## How We Meet Your Requirements|## Executive Summary/);
    const gaps = card.locator('[data-testid="compliance-row"][data-status="gap"]');
    await expect(gaps.filter({ hasText: 'Certified Water Technologist' })).toHaveCount(1);
    const legionellaGap = gaps.filter({ hasText: 'Legionella' });
    await expect(legionellaGap).toHaveCount(1);
    expect(await editor.inputValue()).not.toContain('and cultured by a laboratory');
    expect(await editor.inputValue()).not.toContain('Gap');
    await expect(
      gaps.filter({ hasText: 'Certified Water Technologist' }).getByTestId('gap-fix'),
    ).toContainText('certifications in the service plan');
    await card.getByTestId('compliance-matrix').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/service-plan-gap-list.png` });

    // One step: the Legionella gap is confirmed from the RFP and answered in the text.
    await legionellaGap.getByRole('button', { name: 'Confirm from the RFP' }).click();
    await expect(editor).toHaveValue(/samples are taken quarterly \(4 times a year\) and cultured/);
    await expect(
      card.locator('[data-testid="compliance-row"][data-status="gap"]').filter({ hasText: 'Legionella' }),
    ).toHaveCount(0);
    await card.getByTestId('compliance-matrix').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/service-plan-gap-answered.png` });

    // The rep confirms the rest, sets training twice a year (a new field) and states her staff's certification.
    const replanned = page.getByTestId('service-plan-card');
    await replanned.getByTestId('confirm-all-rfp').click();
    await replanned.locator('#plan-service-operatorTraining-frequency').click();
    await page.getByRole('option', { name: 'Twice a year' }).click();
    await replanned
      .getByLabel('Staff certifications')
      .fill('CWT (Certified Water Technologist) leads every visit');
    await replanned.getByTestId('plan-show-exceptions').click();
    // Scope and compliance statements are the rep's to make: none is made until she ticks it.
    const scope = replanned.getByTestId('plan-scope');
    await expect(scope.getByRole('checkbox')).toHaveCount(3);
    await scope.getByText('Technicians wear PPE, follow site safety rules and report incidents').click();
    await expect(scope.getByRole('checkbox').nth(2)).toHaveAttribute('data-state', 'checked');
    // Reports and records (decision 037, third amendment): the RFP's notice of problems, made sooner, and a report
    // left on site that the RFP did not ask for.
    const records = replanned.getByTestId('plan-records');
    await expect(records.getByLabel('Problems found reported within (hours)')).toHaveValue('24');
    await records.getByLabel('Problems found reported within (hours)').fill('8');
    await records.getByTestId('plan-records-onSiteReport').click();
    await expect(records.getByTestId('plan-records-onSiteReport')).toHaveAttribute('data-state', 'checked');
    await expect(replanned.getByTestId('content-save-state')).toHaveAttribute('data-state', 'saved', {
      timeout: 15_000,
    });
    await expect(replanned.getByTestId('plan-to-confirm')).toHaveCount(0);
    await replanned.getByTestId('plan-service-operatorTraining').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/service-plan-extras.png` });
    await page.reload();
    await expect(page.getByTestId('service-plan-card').getByLabel('Staff certifications')).toHaveValue(
      'CWT (Certified Water Technologist) leads every visit',
    );
    await expect(page.locator('#plan-service-operatorTraining-frequency')).toContainText('Twice a year');
    await expect(page.getByLabel('Problems found reported within (hours)')).toHaveValue('8');
    await expect(page.getByTestId('plan-records-onSiteReport')).toHaveAttribute('data-state', 'checked');
    await page.getByRole('button', { name: 'Regenerate Proposal' }).click();
    // The one-step answer edited the text: writing again asks first.
    await page.getByRole('alertdialog').getByRole('button', { name: 'Replace' }).click();
    await expect(page.getByTestId('proposal-content-editor')).toHaveValue(/Operator training: /);
    await expect(page.locator('[data-testid="compliance-row"][data-status="gap"]')).toHaveCount(0);

    // The customer's PDF: a compliance matrix of answers and sections, no internal notes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-proposal-pdf').click(),
    ]);
    const pdfPath = path.join(SHOTS_DIR, '..', 'service-plan.pdf');
    await download.saveAs(pdfPath);
    const pdf = await readFile(pdfPath);
    const text = await extractText(pdf);
    expect(text).toMatch(/samples are taken quarterly\s+\(4 times a year\)/);
    // The new field's answer stands in the PDF's compliance matrix.
    const matrixText = text.slice(text.indexOf('Our answer'));
    expect(matrixText).toMatch(/Operator training: the facility’s operators are trained[\s\S]*twice a year/);
    expect(matrixText).toMatch(/We notify the Building Manager of any problem found[\s\S]*within 8 hours/);
    expect(text).not.toContain('Gap');
    expect(text).not.toContain('still to answer');
    const matrixPage = await findPage(pdf, 'Our answer');
    expect(matrixPage).not.toBeNull();
    await renderPage(pdf, matrixPage!, `${SHOTS_DIR}/service-plan-pdf-matrix.png`);
    await renderPage(pdf, 1, `${SHOTS_DIR}/service-plan-pdf-cover.png`);

    // Phone width: the plan fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('service-plan-card').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/service-plan-phone.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByTestId('plan-scope').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/service-plan-scope-phone.png` });
  });
});
