import type { Page } from '@playwright/test';
import { expect, SHOTS_DIR, signInAtDesk, test } from './fixtures.ts';
import {
  analyzeRfpText,
  seedFinalSurvey,
  seedProposal,
  TOWER_400_TONS,
  TOWER_INHIBITOR,
} from './support/seed.ts';

/** A final survey with a tower and a boiler, its draft proposal and two priced chemicals, through the API. */
async function createPricedProposal(page: Page) {
  const { surveyId, systemIds } = await seedFinalSurvey(page.request, {
    survey: {
      facilityName: 'Harbor View Hotel',
      facilityAddress: '12 Pier Road, Portland, ME',
      industryType: 'hospitality',
      contactName: 'Dana Brooks',
      currentVendor: 'Coastal Water Co.',
    },
    systems: [
      { ...TOWER_400_TONS, name: 'Rooftop Tower', location: 'Roof', capacity: 300 },
      { type: 'boiler', name: 'Laundry Boiler', steamRate: '3000', operatingPressure: 100 },
    ],
    water: { conductivity: 300, ph: 8.2, hardness: 150 },
    notes: {
      systemObservations: 'Tower basin shows algae along the sunny side.',
      recommendations: 'Add a weekly non-oxidizing biocide slug. Clean the basin before the summer season.',
    },
  });
  const [towerId, boilerId] = systemIds;
  const proposal = await seedProposal(page.request, surveyId, {}, [
    { ...TOWER_INHIBITOR, systemIds: [towerId] },
    { name: 'Oxygen scavenger', treatmentRate: 0.5, density: 10.2, unitCost: 18.5, systemIds: [boilerId] },
  ]);
  return { surveyId, proposalId: proposal.id as number };
}

test.describe('proposal writing', () => {
  test('a rep writes the proposal, edits it, and the edit is there after a reload', async ({
    page,
    user,
  }) => {
    await signInAtDesk(page, user, { timeout: 120_000, width: 1440 });
    const { surveyId, proposalId } = await createPricedProposal(page);
    const program = await (await page.request.get(`/api/proposals/${proposalId}/program`)).json();
    const total = `$${program.result.totalAnnualCost.toLocaleString('en-US')}`;

    await page.goto(`/proposal-generator?surveyId=${surveyId}`);
    const card = page.getByTestId('proposal-writing-card');
    await card.scrollIntoViewIfNeeded();
    await card.getByLabel('Notes for the writer (optional)').fill('We can start the program on June 1.');
    await card.getByRole('button', { name: 'Generate AI Proposal' }).click();

    const editor = card.getByTestId('proposal-content-editor');
    await expect(editor).toBeVisible();
    await expect(editor).toHaveValue(/## Chemical Treatment Program/);
    const preview = card.getByTestId('proposal-preview');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Proposal for Harbor View Hotel');
    await expect(preview.getByRole('heading', { name: 'Service Plan' })).toBeVisible();
    await expect(preview.locator('table').filter({ hasText: 'Total annual program cost' })).toContainText(
      total,
    );
    await expect(preview).toContainText('guest');
    await expect(preview).toContainText('We can start the program on June 1.');
    await expect(card.getByTestId('figure-check')).toContainText('figures match the calculation engine');
    await card.getByTestId('figure-check').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/proposal-writing-desktop.png` });

    // Edit a sentence; it is saved 2 s later and survives a reload.
    const text = await editor.inputValue();
    const edited = text.replace('Thank you for the time', 'Thank you, Dana, for the time');
    await editor.fill(edited);
    await expect(card.getByTestId('content-save-state')).toHaveAttribute('data-state', 'saved', {
      timeout: 15_000,
    });
    await page.reload();
    await expect(page.getByTestId('proposal-content-editor')).toHaveValue(/Thank you, Dana, for the time/);

    // Writing again over the rep's text asks first.
    await page.getByRole('button', { name: 'Regenerate Proposal' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Replace your edited proposal?');
    await page.screenshot({ path: `${SHOTS_DIR}/proposal-writing-regenerate.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('proposal-content-editor')).toHaveValue(/Thank you, Dana, for the time/);

    await page.setViewportSize({ width: 390, height: 844 });
    const phoneCard = page.getByTestId('proposal-writing-card');
    await phoneCard.getByRole('button', { name: 'Preview' }).click();
    await expect(phoneCard.getByTestId('proposal-preview')).toBeVisible();
    await phoneCard.getByTestId('proposal-preview').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/proposal-writing-phone.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the compliance matrix shows each requirement of an uploaded RFP, gaps highlighted', async ({
    page,
    user,
  }) => {
    await signInAtDesk(page, user, { timeout: 120_000, width: 1440 });
    const { surveyId, proposalId } = await createPricedProposal(page);
    const analyzed = await analyzeRfpText(page.request, proposalId, 'harbor-rfp.txt', [
      'REQUEST FOR PROPOSAL: Water Treatment Services, Harbor View Hotel',
      'Issued by Harbor Hospitality Group.',
      'The Contractor shall provide monthly service visits to the cooling tower and the boiler.',
      'Cooling tower conductivity must be maintained between 1,200-1,800 µS/cm.',
      'A Certified Water Technologist (CWT) is required to oversee the program.',
      'The Contractor shall carry general liability insurance of $1,000,000 per occurrence.',
    ]);
    const requirements = analyzed.analysis.identifiedRequirements as { id: string }[];
    expect(requirements.length).toBeGreaterThanOrEqual(4);

    await page.goto(`/proposal-generator?surveyId=${surveyId}`);
    const card = page.getByTestId('proposal-writing-card');
    await card.getByRole('button', { name: 'Generate AI Proposal' }).click();
    const matrix = card.getByTestId('compliance-matrix');
    await expect(matrix).toBeVisible();
    await expect(matrix.getByTestId('compliance-row')).toHaveCount(requirements.length);
    const gaps = matrix.locator('[data-testid="compliance-row"][data-status="gap"]');
    // The CWT and the insurance, and the RFP's conductivity range: set as the tests' default, not claimed until the
    // rep confirms it (decision 037, amended).
    await expect(gaps).toHaveCount(3);
    await expect(gaps.filter({ hasText: 'Certified Water Technologist' })).toHaveCount(1);
    await expect(gaps.filter({ hasText: 'conductivity' }).getByTestId('gap-fix')).toContainText(
      'set from the RFP and not confirmed yet',
    );
    await matrix.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/proposal-writing-compliance.png` });

    // Each gap says how to meet it (decision 037: gaps are not written into the customer's text).
    await expect(
      gaps.filter({ hasText: 'Certified Water Technologist' }).getByTestId('gap-fix'),
    ).toContainText('service plan');
    // Answering a gap in the text (a line naming its id) turns its row to met, live.
    const editor = card.getByTestId('proposal-content-editor');
    const text = await editor.inputValue();
    expect(text).not.toContain('Gap');
    const cwt = (requirements as { id: string; text: string }[]).find((r) =>
      r.text.includes('Certified Water Technologist'),
    )!;
    await editor.fill(`${text}\n- **${cwt.id}** Our program lead holds the CWT certification.\n`);
    await expect(gaps).toHaveCount(2);

    // After a reload the stored RFP and the saved text give the same matrix, before any writing.
    await expect(card.getByTestId('content-save-state')).toHaveAttribute('data-state', 'saved', {
      timeout: 15_000,
    });
    await page.reload();
    await expect(page.getByTestId('compliance-row')).toHaveCount(requirements.length);
    await expect(page.locator('[data-testid="compliance-row"][data-status="gap"]')).toHaveCount(2);
  });
});
