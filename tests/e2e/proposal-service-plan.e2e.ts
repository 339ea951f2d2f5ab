import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { extractText } from '../../server/routes/proposal-pdf/pdf-text.ts';
import { formatUsd } from '../../shared/calc/format.ts';
import { expect, SHOTS_DIR, signIn, test } from './fixtures.ts';

async function post(request: APIRequestContext, url: string, data: unknown) {
  const res = await request.post(url, { data });
  expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
  return res.json();
}

/** A final survey of one tower with its water test, and a draft proposal with one priced inhibitor. */
async function createSurveyedTower(page: Page) {
  const { request } = page;
  const survey = await post(request, '/api/surveys', {
    facilityName: 'Lakeside Office Park',
    facilityAddress: '40 Shore Drive, Madison, WI',
    industryType: 'commercial',
    contactName: 'Robin Hale',
  });
  const tower = await post(request, '/api/equipment', {
    surveyId: survey.id,
    type: 'cooling-tower',
    name: 'Tower CT-1',
    capacity: 400,
    capacityUnit: 'tons',
    bleedSetpoint: '1500',
  });
  await post(request, '/api/water-quality', { surveyId: survey.id, conductivity: 300, ph: 8.1 });
  const final = await request.put(`/api/surveys/${survey.id}`, { data: { status: 'final' } });
  expect(final.ok(), await final.text()).toBe(true);
  const proposal = await post(request, '/api/proposals', { surveyId: survey.id });
  await post(request, '/api/chemicals', {
    proposalId: proposal.id,
    name: 'Tower inhibitor',
    treatmentRate: 2.5,
    unitCost: 3.2,
    priceUnit: 'pound',
    systemIds: [tower.id],
  });
  return { surveyId: survey.id as number, proposalId: proposal.id as number };
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
  });
});
