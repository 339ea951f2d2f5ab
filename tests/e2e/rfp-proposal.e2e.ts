import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { formatUsd } from '../../shared/calc/format.ts';
import { buildComplianceMatrix } from '../../shared/writing/compliance.ts';
import { EXPECTED_NUMBERS, EXPECTED_REQUIREMENTS } from '../fixtures/rfp/expected-analysis.ts';
import { RFP_FIXTURE_FILES } from '../fixtures/rfp/make-fixtures.ts';
import { findPage, pdfInfo, renderPage, textBlocks } from '../helpers/pdf-text.ts';
import { expect, SHOTS_DIR, signIn, test } from './fixtures.ts';
import { seedFinalSurvey, seedProposal, TOWER_400_TONS } from './support/seed.ts';

const FIXTURES = path.resolve('tests/fixtures/rfp');
const FACILITY = 'Riverton Civic Center';

/**
 * The RFP's facility as a rep surveys it, through the API: a final survey with two towers, a chiller and a
 * boiler, its water test, and a saved proposal pricing three products.
 */
async function createCivicCenterProposal(page: Page) {
  const tower = { ...TOWER_400_TONS, location: 'Roof', capacity: 450 };
  const { surveyId, systemIds } = await seedFinalSurvey(page.request, {
    survey: {
      facilityName: FACILITY,
      facilityAddress: '400 Main Street, Riverton',
      industryType: 'commercial',
      contactName: 'Maria Delgado',
      contactEmail: 'mdelgado@riverton.gov',
    },
    systems: [
      { ...tower, name: 'CT-1' },
      { ...tower, name: 'CT-2', bleedSetpoint: '1600' },
      {
        type: 'boiler',
        name: 'Steam Boiler B-1',
        location: 'Central Plant',
        steamRate: '4000',
        operatingPressure: 15,
      },
    ],
    water: { conductivity: 320, ph: 7.9, hardness: 140 },
  });
  const [towerA, towerB, boiler] = systemIds;
  const chemicals = [
    {
      name: 'Tower scale inhibitor',
      treatmentRate: 2.5,
      unitCost: 3.1,
      priceUnit: 'pound',
      systemIds: [towerA, towerB],
    },
    {
      name: 'Oxidizing biocide',
      treatmentRate: 1.5,
      rateUnit: 'ppm/1000gal',
      unitCost: 3.4,
      systemIds: [towerA, towerB],
    },
    { name: 'Oxygen scavenger', treatmentRate: 0.8, density: 10.2, unitCost: 9.5, systemIds: [boiler] },
  ];
  const proposal = await seedProposal(page.request, surveyId, {}, chemicals);
  return {
    surveyId,
    proposalId: proposal.id as number,
    title: proposal.title as string,
    chemicals: chemicals.map((chemical) => chemical.name),
  };
}

test.describe('RFP to proposal PDF', () => {
  test('a rep uploads the RFP, writes the proposal, edits it, and downloads the PDF', async ({
    page,
    user,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, user.username, user.password);
    const saved = await createCivicCenterProposal(page);
    await page.goto(`/proposal-generator?surveyId=${saved.surveyId}`);
    await expect(page.getByRole('heading', { name: 'Proposal Generator' })).toBeVisible();
    // No written content yet: no PDF button (spec 2).
    await expect(page.getByTestId('download-proposal-pdf')).toHaveCount(0);

    // Upload the RFP fixture and see its analysis.
    const rfpCard = page.getByTestId('rfp-card');
    await expect(rfpCard.getByRole('button', { name: 'Choose file' })).toBeEnabled();
    await rfpCard.getByTestId('rfp-file-input').setInputFiles(path.join(FIXTURES, RFP_FIXTURE_FILES.pdf));
    await expect(rfpCard.getByTestId('rfp-requirement-count')).toHaveText(
      `${EXPECTED_REQUIREMENTS.length} requirements found and ${EXPECTED_NUMBERS.length} numeric targets`,
      { timeout: 30_000 },
    );
    await expect(rfpCard.getByTestId('rfp-numeric-targets')).toContainText('1,200-1,800 µS/cm');

    // Write the proposal.
    const card = page.getByTestId('proposal-writing-card');
    await card.getByRole('button', { name: 'Generate AI Proposal' }).click();
    const editor = card.getByTestId('proposal-content-editor');
    await expect(editor).toHaveValue(/## How We Meet Your Requirements/, { timeout: 30_000 });
    await expect(card.getByTestId('compliance-matrix')).toBeVisible();
    const pdfButton = page.getByTestId('download-proposal-pdf');
    await expect(pdfButton).toBeVisible();
    await rfpCard.screenshot({ path: `${SHOTS_DIR}/rfp-proposal-desktop-analysis.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS_DIR}/rfp-proposal-desktop.png` });

    // Edit a sentence; it is saved and is there after a reload.
    const written = await editor.inputValue();
    const sentence = written.split('\n').find((line) => line.startsWith('Thank you'))!;
    expect(sentence, 'the cover letter opens with thanks').toBeTruthy();
    const editedSentence = 'Thank you for considering Riverton Water Partners for the Civic Center.';
    await editor.fill(written.replace(sentence, editedSentence));
    await expect(card.getByTestId('content-save-state')).toHaveAttribute('data-state', 'saved', {
      timeout: 15_000,
    });
    await page.reload();
    await expect(page.getByTestId('proposal-content-editor')).toHaveValue(new RegExp(editedSentence));

    // Download the PDF: named after the proposal, with the facility, the edit, every chemical, the generator's
    // total and each requirement of the matrix.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-proposal-pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${saved.title}.pdf`);
    const pdfPath = path.join(SHOTS_DIR, '..', 'rfp-proposal.pdf');
    await download.saveAs(pdfPath);
    const pdf = await readFile(pdfPath);
    const blocks = await textBlocks(pdf);
    const text = blocks.join(' ');
    expect(text).toContain(FACILITY);
    expect(text).toContain(editedSentence);
    for (const name of saved.chemicals) expect(blocks, name).toContain(name);
    const program = await (await page.request.get(`/api/proposals/${saved.proposalId}/program`)).json();
    const total = formatUsd(program.result.totalAnnualCost);
    await expect(page.getByTestId('program-total')).toHaveText(total);
    expect(blocks).toContain('Total annual cost');
    expect(blocks).toContain(total);
    const proposal = await (await page.request.get(`/api/proposals/${saved.proposalId}`)).json();
    const matrix = buildComplianceMatrix(
      proposal.proposalContent,
      proposal.rfpAnalysis.identifiedRequirements,
    );
    expect(matrix).toHaveLength(EXPECTED_REQUIREMENTS.length);
    // A requirement may wrap at a hyphen in the table ("nitrite-" / "based"): compare without line breaks.
    const unwrapped = text.replace(/(\w)- (\w)/g, '$1-$2');
    // Decision 037: the customer's matrix holds the requirements the proposal meets; gaps stay in the generator.
    for (const row of matrix.filter((r: { status: string }) => r.status === 'met')) {
      expect(unwrapped, row.requirement).toContain(row.requirement);
    }
    expect(text).not.toContain('Gap');
    const pages = Number((await pdfInfo(pdf)).Pages);
    expect(text).toContain(`Page 1 of ${pages}`);
    expect(text).toContain(`Page ${pages} of ${pages}`);

    // Page 1 and the program page, as images to look at.
    await renderPage(pdf, 1, `${SHOTS_DIR}/rfp-proposal-pdf-page-1.png`);
    const programPage = await findPage(pdf, 'Usage and cost are worked out by the calculation engine');
    expect(programPage).not.toBeNull();
    await renderPage(pdf, programPage!, `${SHOTS_DIR}/rfp-proposal-pdf-program.png`);
    const matrixPage = await findPage(pdf, 'Our answer');
    if (matrixPage) await renderPage(pdf, matrixPage, `${SHOTS_DIR}/rfp-proposal-pdf-matrix.png`);

    // The detail page offers the same PDF.
    await page.goto(`/proposals/${saved.proposalId}`);
    await expect(page.getByTestId('download-proposal-pdf')).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/rfp-proposal-detail-desktop.png` });

    // Phone width: the generator with its PDF button, nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/proposal-generator?surveyId=${saved.surveyId}`);
    await expect(page.getByTestId('download-proposal-pdf')).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/rfp-proposal-phone.png` });
    await page.getByTestId('rfp-card').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/rfp-proposal-phone-analysis.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const [phoneDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-proposal-pdf').click(),
    ]);
    expect(phoneDownload.suggestedFilename()).toBe(`${saved.title}.pdf`);
  });
});
