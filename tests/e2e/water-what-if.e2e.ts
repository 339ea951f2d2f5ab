import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DEFAULT_CONTROL_RANGES } from '../../shared/water/control-ranges.ts';
import { buildWaterRecommendation } from '../../shared/water/recommendation.ts';
import examples from '../fixtures/water-chemistry-examples.json' with { type: 'json' };
import { extractText, findPage, renderPage } from '../helpers/pdf-text.ts';
import { expect, SHOTS_DIR, signIn, test } from './fixtures.ts';
import { seedFinalSurvey, seedProposal, TOWER_400_TONS } from './support/seed.ts';

// Worked case 1 of the water-chemistry contract, with calcium hardness, sample temperature, silica and sulfate:
// silica is the first limit its concentrated water breaks. The rep's own silica limit is 200 mg/L.
const { skinTemperatureF: _skin, ...WATER } = examples[0]!.input;
const TOWER = DEFAULT_CONTROL_RANGES['cooling-tower'];
const LIMITS = { ...TOWER.cycleLimits, silica: 200 };

/** What the shared recommendation says for a skin temperature and target: the screen and the PDF must say it. */
function expected(skinTemperatureF: number | null, targetCycles: number) {
  return buildWaterRecommendation({
    water: WATER,
    skinTemperatureF,
    targetCycles,
    systemType: 'cooling-tower',
    limits: LIMITS,
  });
}

async function createSurveyWithWaterTest(page: Page) {
  const { request } = page;
  const { surveyId } = await seedFinalSurvey(request, {
    survey: {
      facilityName: 'Riverside Data Center',
      facilityAddress: '8 Mill Rd, Dayton, OH',
      industryType: 'commercial',
    },
    systems: [{ ...TOWER_400_TONS, name: 'CT-1' }],
    water: WATER,
  });
  const proposal = await seedProposal(request, surveyId, {
    targetCycles: 4,
    proposalContent: '# Water treatment proposal\n\nA program for the data center’s cooling tower.',
  });
  // The rep's own control ranges: a silica limit of 200 mg/L instead of the default 150.
  const ranges = await request.put('/api/settings/water-ranges/cooling-tower', {
    data: { ...TOWER, cycleLimits: LIMITS },
  });
  expect(ranges.ok(), await ranges.text()).toBe(true);
  return { surveyId, proposalId: proposal.id as number };
}

async function shoot(page: Page, name: string, target: Locator): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    await target.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a rep reads the scale and cycles limits in the what-if, changes the skin temperature, and finds the recommendation on the detail page and in the PDF', async ({
  page,
  user,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, user.username, user.password);
  const { surveyId, proposalId } = await createSurveyWithWaterTest(page);

  // The generator: the indices per cycle and the recommendation at the saved target of 4 cycles.
  await page.goto(`/proposal-generator?surveyId=${surveyId}`);
  const section = page.getByTestId('water-what-if');
  const assumed = expected(null, 4);
  await expect(section.getByTestId('water-max-cycles')).toContainText('Recommended maximum: 5 cycles');
  await expect(section.getByTestId('water-limiting-factor')).toHaveText(
    'Silica reaches 200 mg/L at 6 cycles',
  );
  await expect(section.getByTestId('water-target-verdict')).toHaveText(assumed.target!.sentence);
  await expect(section.getByTestId('water-limit-label')).toHaveText([
    'LSI 2.8',
    'Silica 200 mg/L',
    'Calcium hardness 1,200 mg/L',
    'Chlorides 500 mg/L',
  ]);
  await expect(section.getByTestId('water-projection-row')).toHaveCount(9);
  await expect(section.getByTestId('water-target-lsi')).toContainText(assumed.target!.indices[0]!.value);
  await expect(section.getByTestId('water-notes')).toContainText(
    'Skin temperature assumed 120 °F for the cycles projection.',
  );

  // A skin temperature out of range is refused with the message; 150 °F changes the figures and is saved.
  const skin = section.getByLabel('Skin temperature');
  await skin.fill('250');
  await expect(section.getByText('Skin temperature must be between 32 and 212 °F')).toBeVisible();
  const hot = expected(150, 4);
  expect(hot.target!.indices[0]!.value).not.toBe(assumed.target!.indices[0]!.value);
  await skin.fill('150');
  await expect(section.getByTestId('water-target-lsi')).toContainText(hot.target!.indices[0]!.value);
  await expect(section.getByTestId('row-save-state')).toHaveAttribute('data-state', 'saved', {
    timeout: 10_000,
  });
  await page.reload();
  await expect(section.getByLabel('Skin temperature')).toHaveValue('150');
  await expect(section.getByTestId('water-target-lsi')).toContainText(hot.target!.indices[0]!.value);
  await expect(section.getByTestId('water-notes')).not.toContainText('Skin temperature assumed');

  // A target past the recommended maximum warns, and is kept as the proposal's target.
  await page.locator('#target-cycles').fill('7');
  const past = expected(150, 7);
  const warning = section.getByRole('alert');
  await expect(warning).toContainText(
    'The target of 7 cycles is above the recommended maximum of 5 cycles: Silica reaches 200 mg/L at 6 cycles.',
  );
  await expect(warning).toContainText('At the target: Silica 233.8 mg/L, above the 200 mg/L limit.');
  await expect(section.locator('[data-testid="water-projection-row"][data-target]')).toHaveAttribute(
    'data-cycles',
    '7',
  );
  await shoot(page, 'water-what-if', page.getByTestId('cycles-what-if'));
  await page.getByRole('button', { name: 'Use as proposal target' }).click();
  await expect(page.getByRole('button', { name: 'Proposal target' })).toBeVisible();

  // The detail page: the recommendation for the saved target, the same figures.
  await page.goto(`/proposals/${proposalId}`);
  const card = page.getByTestId('water-recommendation');
  await expect(card.getByTestId('water-max-cycles')).toContainText('Recommended maximum: 5 cycles');
  await expect(card.getByTestId('water-target-verdict')).toContainText(past.target!.sentence);
  for (const index of past.target!.indices) {
    await expect(card.getByTestId(`water-target-${index.key}`)).toContainText(index.value);
    await expect(card.getByTestId(`water-target-${index.key}`)).toContainText(index.verdict);
  }
  await expect(card).toContainText('Skin temperature 150 °F');
  await shoot(page, 'water-recommendation-detail', card);

  // The PDF: the same sentences and figures, in its text.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-proposal-pdf').click(),
  ]);
  const pdfPath = path.join(SHOTS_DIR, '..', 'water-what-if.pdf');
  await download.saveAs(pdfPath);
  const pdf = await readFile(pdfPath);
  const text = await extractText(pdf);
  expect(text).toContain('Scale and Cycles Recommendation');
  expect(text).toContain('Recommended maximum: 5 cycles');
  expect(text).toContain(past.target!.sentence);
  for (const index of past.target!.indices) {
    expect(text).toContain(`${index.shortName} (${index.name}) ${index.value} ${index.verdict}`);
  }
  expect(text).toContain(past.limitsSentence);
  const page3 = await findPage(pdf, 'Scale and Cycles Recommendation Recommended maximum');
  expect(page3).not.toBeNull();
  await renderPage(pdf, page3!, `${SHOTS_DIR}/water-what-if-pdf.png`);
});

test('without alkalinity the what-if names what is missing and its link opens the survey’s Water Quality step', async ({
  page,
  user,
}) => {
  await signIn(page, user.username, user.password);
  const survey = await page.request.post('/api/surveys', {
    data: {
      facilityName: 'Elm Street School',
      facilityAddress: '3 Elm St, Akron, OH',
      industryType: 'education',
    },
  });
  const { id } = (await survey.json()) as { id: number };
  const tower = await page.request.post('/api/equipment', {
    data: { surveyId: id, type: 'cooling-tower', name: 'CT-1', bleedSetpoint: '1500' },
  });
  expect(tower.status(), await tower.text()).toBe(201);
  const water = await page.request.post('/api/water-quality', {
    data: { surveyId: id, ...WATER, alkalinity: null },
  });
  expect(water.ok(), await water.text()).toBe(true);

  await page.goto(`/proposal-generator?surveyId=${id}`);
  const missing = page.getByTestId('water-missing');
  await expect(missing).toContainText('The scale and corrosion indices need alkalinity.');
  await missing.getByRole('link', { name: 'Add it on the survey’s Water Quality step' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-survey/${id}$`));
  await expect(page.getByLabel('Alkalinity (ppm CaCO₃)')).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('Water Quality');
});
