import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { extractText, findPage, renderPage } from '../helpers/pdf-text.ts';
import { expect, SHOTS_DIR, signIn, test } from './fixtures.ts';

const FACILITY = 'Harbor Chemical Plant';

// The water test typed in step 3 (TDS left blank, so it is estimated from conductivity), and what the engine makes of
// it at 85 °F against the default Make-up Water ranges, then at the tower's 5.15 cycles (bleed setpoint 1,500 ÷
// conductivity 291) against the default Cooling Tower ranges.
const READINGS: [label: string, value: string][] = [
  ['pH', '8.1'],
  ['Conductivity (µS/cm)', '291'],
  ['Hardness (ppm CaCO₃)', '307'],
  ['Alkalinity (ppm CaCO₃)', '106'],
  ['Silica (ppm)', '11.4'],
  ['Chlorides (ppm)', '85'],
  ['Calcium hardness (mg/L as CaCO₃)', '207'],
  ['Sulfate (mg/L)', '121'],
  ['Sample temperature (°F, 32–212)', '85'],
];
const INDICES = [
  {
    key: 'lsi',
    line: 'LSI 0.61 Scale-forming ✓ Within range −2 to 2',
    status: 'within',
    word: 'Within range',
  },
  { key: 'rsi', line: 'RSI 6.88 Balanced ✓ Within range 5.5 to 8.5', status: 'within', word: 'Within range' },
  {
    key: 'psi',
    line: 'PSI 7.47 Corrosive ✓ Within range 5.5 to 8.5',
    status: 'within',
    word: 'Within range',
  },
  {
    key: 'larsonSkold',
    line: 'Larson-Skold 2.32 High ✕ Outside range at most 1.2',
    status: 'outside',
    word: 'Outside range',
  },
] as const;
// The tower water at 5.15 cycles and the assumed 120 °F skin temperature: scaling, red against the tower ranges.
const TOWER_INDICES = [
  {
    key: 'lsi',
    line: 'LSI 2.77 Scale-forming ▲ Near limit −0.5 to 2.8',
    status: 'near',
    word: 'Near limit',
  },
  {
    key: 'rsi',
    line: 'RSI 3.02 Scale-forming ✕ Outside range 5 to 7',
    status: 'outside',
    word: 'Outside range',
  },
  {
    key: 'psi',
    line: 'PSI 3.02 Scale-forming ✕ Outside range 5 to 7',
    status: 'outside',
    word: 'Outside range',
  },
  {
    key: 'larsonSkold',
    line: 'Larson-Skold 2.32 High ✕ Outside range at most 1.2',
    status: 'outside',
    word: 'Outside range',
  },
] as const;

// Tailwind's emerald-50, amber-50 and red-50 as the browser computes them.
const TINTS = {
  within: /oklch\(0\.979 0\.021 166/,
  near: /oklch\(0\.987 0\.022 95/,
  outside: /oklch\(0\.971 0\.013 17/,
};

async function createSurveyWithTower(page: Page): Promise<number> {
  const survey = await page.request.post('/api/surveys', {
    data: {
      facilityName: FACILITY,
      facilityAddress: '1 Dock St, Houston, TX',
      industryType: 'manufacturing',
    },
  });
  expect(survey.status(), await survey.text()).toBe(201);
  const { id } = (await survey.json()) as { id: number };
  for (const data of [
    { surveyId: id, type: 'boiler', name: 'Boiler 1' },
    { surveyId: id, type: 'cooling-tower', name: 'Tower 1', bleedSetpoint: '1500' },
  ]) {
    const res = await page.request.post('/api/equipment', { data });
    expect(res.status(), await res.text()).toBe(201);
  }
  return id;
}

async function pageBox(target: Locator) {
  return target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
  });
}

async function shoot(page: Page, name: string, target?: Locator): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    const path = `${SHOTS_DIR}/${name}-${width}.png`;
    // A part of the page is cut from the full page, so the sticky header never covers it.
    const clip = target ? await pageBox(target) : undefined;
    await page.screenshot({ path, fullPage: true, clip });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function expectIndex(panel: Locator, index: { key: string; status: string; word: string }) {
  const row = panel.getByTestId(`index-${index.key}`);
  await expect(row).toHaveAttribute('data-status', index.status);
  await expect(row.getByTestId(`index-${index.key}-status`)).toHaveText(index.word);
  const tint = await row
    .getByTestId(`index-${index.key}-value`)
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(tint).toMatch(TINTS[index.status as keyof typeof TINTS]);
}

test('a rep enters a water test, reads Scale and Corrosion on the report and in its PDF, and re-colours it from Settings', async ({
  page,
  user,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, user.username, user.password);
  const surveyId = await createSurveyWithTower(page);

  // Step 3: the new readings with units; a temperature out of range is refused with the schema's message.
  await page.goto(`/edit-survey/${surveyId}`);
  await page.getByRole('button', { name: /Water Quality/ }).click();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await expect(page.getByTestId('chemistry-hint')).toContainText('TDS is estimated from conductivity');
  await page.getByLabel('Sample temperature (°F, 32–212)').fill('250');
  await page.getByLabel('Calcium hardness (mg/L as CaCO₃)').fill('-5');
  await page.getByRole('button', { name: /Save & Continue/ }).click();
  await expect(page.getByText('Sample temperature must be between 32 and 212 °F')).toBeVisible();
  await expect(page.getByText('Calcium hardness must be a number of at least 0')).toBeVisible();
  for (const [label, value] of READINGS) await page.getByLabel(label, { exact: true }).fill(value);
  await expect(page.getByText('Sample temperature must be between 32 and 212 °F')).toHaveCount(0);
  await expect(page.getByTestId('save-status')).toHaveText('All changes saved', { timeout: 10_000 });
  await page.reload();
  await expect(page.getByLabel('Calcium hardness (mg/L as CaCO₃)')).toHaveValue('207');
  await expect(page.getByLabel('Sample temperature (°F, 32–212)')).toHaveValue('85');
  await expect(page.getByLabel('TDS (mg/L)')).toHaveValue('');
  await shoot(page, 'water-step3');

  // The report: the readings in the table and the panel with one index of each colour, never colour alone.
  await page.goto(`/survey-report/${surveyId}`);
  await expect(page.getByTestId('water-calciumHardness')).toContainText('207');
  await expect(page.getByTestId('water-temperatureF')).toContainText('85');
  await expect(page.getByTestId('water-tds')).toContainText('Not tested');
  const panel = page.getByTestId('scale-corrosion-section');
  await expect(panel.getByRole('heading', { name: 'Scale and Corrosion' })).toBeVisible();
  const makeUp = panel.getByTestId('scale-corrosion-make-up');
  const tower = panel.getByTestId('scale-corrosion-tower');
  await expect(makeUp.getByRole('heading', { name: 'Make-up water' })).toBeVisible();
  for (const index of INDICES) await expectIndex(makeUp, index);
  await expect(makeUp.getByTestId('index-lsi-value')).toHaveText('0.61');
  await expect(makeUp.getByTestId('index-lsi')).toContainText('Make-up Water range −2 to 2');
  await expect(makeUp.getByTestId('scale-corrosion-make-up-basis')).toHaveText(
    'Calculated with: Sample temperature 85 °F · TDS 189.15 mg/L (estimated) · Calcium hardness 207 mg/L as CaCO₃',
  );
  await expect(makeUp.getByText('TDS estimated as conductivity × 0.65.')).toBeVisible();
  await expect(tower.getByRole('heading', { name: 'Tower water at 5.15 cycles' })).toBeVisible();
  for (const index of TOWER_INDICES) await expectIndex(tower, index);
  await expect(tower.getByTestId('index-lsi')).toContainText('Cooling Tower range −0.5 to 2.8');
  await shoot(page, 'water-panel', panel);

  // The PDF: the same figures, words and ranges.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download' }).click(),
  ]);
  const pdfPath = testInfo.outputPath('water-report.pdf');
  await download.saveAs(pdfPath);
  const pdf = readFileSync(pdfPath);
  const text = await extractText(pdf);
  for (const index of [...INDICES, ...TOWER_INDICES]) expect(text).toContain(index.line);
  expect(text).toContain('Make-up water');
  expect(text).toContain('Tower water at 5.15 cycles');
  expect(text).toContain(
    'Sample temperature 85 °F · TDS 189.15 mg/L (estimated) · Calcium hardness 207 mg/L as CaCO₃',
  );
  expect(text).toContain('Colours compare each index with the Make-up Water control ranges.');
  expect(text).toContain('Colours compare each index with the Cooling Tower control ranges.');
  // The panel's page as an image, to look at the tinted cells.
  const panelPage = await findPage(pdf, 'Scale and Corrosion');
  expect(panelPage).not.toBeNull();
  await renderPage(pdf, panelPage ?? 1, `${SHOTS_DIR}/water-report-pdf.png`, 100);
  expect(text).toContain(
    'Calcium hardness 207 mg/L as CaCO₃ TDS Not tested Sulfate 121 mg/L Sample temperature 85 °F',
  );

  // Settings, through the make-up reading's link: a tighter LSI floor makes the make-up water's LSI red.
  await makeUp.getByRole('link', { name: 'Change make-up water ranges in Settings' }).click();
  await expect(page).toHaveURL(/\/settings\?ranges=make-up$/);
  const section = page.getByTestId('water-ranges-section');
  await expect(section.getByTestId('water-ranges-state')).toHaveText('Default');
  await section.getByLabel('LSI Minimum').fill('1');
  // Switching the system type with edits not saved asks first; Keep editing keeps them.
  const pickSystemType = async (name: string) => {
    await section.getByLabel('System type').click();
    await page.getByRole('option', { name, exact: true }).click();
  };
  await pickSystemType('Boiler');
  const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await expect(discard).toContainText(
    'Your changes to the Make-up Water ranges have not been saved. Discard them and open Boiler?',
  );
  await shoot(page, 'water-ranges-discard', discard);
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toBeHidden();
  await expect(section.getByLabel('System type')).toHaveText('Make-up Water');
  await expect(section.getByTestId('make-up-ranges-hint')).toBeVisible();
  await expect(section.getByLabel('LSI Minimum')).toHaveValue('1');
  await section.getByLabel('LSI Maximum').fill('x');
  await section.getByRole('button', { name: 'Save Ranges' }).click();
  await expect(section.getByText('LSI maximum must be a number between -10 and 10')).toBeVisible();
  await section.getByLabel('LSI Maximum').fill('3');
  await section.getByRole('button', { name: 'Save Ranges' }).click();
  await expect(page.getByText('Make-up Water control ranges were saved.')).toBeVisible();
  await expect(section.getByTestId('water-ranges-state')).toHaveText('Custom');
  await shoot(page, 'water-ranges-settings', section);
  // Saved: no question. An edit discarded on the way to Boiler is gone when coming back; the saved range is there.
  await pickSystemType('Boiler');
  await expect(section.getByLabel('LSI Maximum')).toHaveValue('0.5');
  await pickSystemType('Make-up Water');
  await section.getByLabel('LSI Maximum').fill('2');
  await pickSystemType('Boiler');
  await discard.getByRole('button', { name: 'Discard' }).click();
  await expect(section.getByLabel('System type')).toHaveText('Boiler');
  await pickSystemType('Make-up Water');
  await expect(section.getByLabel('LSI Maximum')).toHaveValue('3');

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/survey-report/${surveyId}$`));
  await expectIndex(makeUp, { key: 'lsi', status: 'outside', word: 'Outside range' });
  await expect(makeUp.getByTestId('index-lsi')).toContainText('Make-up Water range 1 to 3');
  await expectIndex(makeUp, INDICES[1]);
  // The tower water keeps the tower's ranges.
  await expectIndex(tower, TOWER_INDICES[0]);
});
