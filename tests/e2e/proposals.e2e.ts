import type { Locator, Page } from '@playwright/test';
import { expect, SHOTS_DIR, signIn, signInAtDesk, test } from './fixtures.ts';
import { STEAM_BOILER, seedFinalSurvey, seedProposal, TOWER_400_TONS } from './support/seed.ts';

interface SeededSurvey {
  id: number;
  towerName: string;
  boilerName: string;
}

/** A final survey with a 500-ton cooling tower, a 5,000 lb/hr boiler and water at 300 µS/cm, made through the API. */
async function createFinalSurvey(page: Page): Promise<SeededSurvey> {
  const towerName = 'Cooling Tower 1';
  const { surveyId } = await seedFinalSurvey(page.request, {
    survey: {
      facilityName: 'Lakeside Medical Center',
      facilityAddress: '400 Lake Shore Dr, Chicago, IL',
      industryType: 'healthcare',
    },
    systems: [
      { ...TOWER_400_TONS, name: towerName, location: 'Roof', capacity: 500, operatingPressure: 20 },
      { ...STEAM_BOILER, location: 'Boiler Room', systemLoad: 80 },
    ],
    water: { conductivity: 300, ph: 7.8, hardness: 120 },
  });
  return { id: surveyId, towerName, boilerName: STEAM_BOILER.name };
}

async function pickSystem(page: Page, row: Locator, optionLabel: string) {
  await row.getByRole('button', { name: /^Systems:/ }).click();
  await page.getByRole('checkbox', { name: optionLabel }).click();
  await page.keyboard.press('Escape');
}

async function pickOption(page: Page, row: Locator, field: string, option: string) {
  await row.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('proposals', () => {
  test('a rep prices a program, it auto-saves, and the list and detail show the same total', async ({
    page,
    user,
  }) => {
    await signInAtDesk(page, user, { timeout: 120_000, width: 1440 });
    const survey = await createFinalSurvey(page);

    await page.goto(`/proposal-generator?surveyId=${survey.id}`);
    await expect(page.getByRole('heading', { name: 'Proposal Generator' })).toBeVisible();
    await expect(page.getByTestId('total-tonnage-value')).toHaveText('500');
    await expect(page.getByTestId('cycles-value')).toHaveText('5.00');
    await expect(page.getByTestId('steam-rate-value')).toHaveText('5,000');
    await expect(page.getByTestId('makeup-total-value')).toHaveText('15,423,167');
    await expect(page.getByLabel('Proposal title')).toHaveValue('Proposal for Lakeside Medical Center');
    // RFP upload and writing wait for the proposal to be saved, and say so.
    await expect(page.getByText('the proposal must be saved first')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate AI Proposal' })).toBeDisabled();

    // The only row cannot be removed, and a row without a system says so.
    const first = page.getByTestId('chemical-row-0');
    await expect(first.getByRole('button', { name: /cannot be removed/ })).toBeDisabled();
    await expect(page.getByText('Please select at least one system to calculate usage rates')).toBeVisible();

    await first.getByLabel('Chemical name').fill('Scale inhibitor');
    await expect(first.getByTestId('row-save-state')).toHaveAttribute('data-state', 'pending');
    await pickSystem(page, first, `${survey.towerName} (Cooling Tower)`);
    await first.getByLabel('Treatment rate').fill('2.5');
    await first.getByLabel('Unit cost').fill('3.20');
    await pickOption(page, first, 'Price unit', 'per pound');
    await expect(first.getByTestId('row-lbs')).toHaveText('28,580 lbs');
    await expect(first.getByTestId('row-cost')).toHaveText('$91,454');
    await expect(page.getByTestId('program-total')).toHaveText('$91,454');
    await expect(page.getByText('Please select at least one system to calculate usage rates')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Chemical' }).click();
    const second = page.getByTestId('chemical-row-1');
    await second.getByLabel('Chemical name').fill('Oxygen scavenger');
    await pickSystem(page, second, `${survey.boilerName} (Boiler)`);
    await second.getByLabel('Treatment rate').fill('0.5');
    await second.getByLabel('Density').fill('10.2');
    await second.getByLabel('Unit cost').fill('18.50');
    await expect(second.getByTestId('row-gallons')).toHaveText('196 gal');
    await expect(second.getByTestId('row-cost')).toHaveText('$3,620');
    await expect(page.getByTestId('program-total')).toHaveText('$95,074');
    await expect(first.getByRole('button', { name: /^Remove/ })).toBeEnabled();

    // Auto-save: 2 s after the last keystroke each row is saved (the first one creates the draft proposal).
    await expect(first.getByTestId('row-save-state')).toHaveAttribute('data-state', 'saved', {
      timeout: 15_000,
    });
    await expect(second.getByTestId('row-save-state')).toHaveAttribute('data-state', 'saved', {
      timeout: 15_000,
    });
    const saved = await (await page.request.get(`/api/proposals/survey/${survey.id}`)).json();
    expect(saved.status).toBe('draft');
    const rows = await (await page.request.get(`/api/chemicals/proposal/${saved.id}`)).json();
    expect(rows.map((row: { name: string }) => row.name)).toEqual(['Scale inhibitor', 'Oxygen scavenger']);
    expect(rows.every((row: { tempId: number }) => row.tempId >= 1000)).toBe(true);

    await page.reload();
    await expect(page.getByTestId('chemical-row-0').getByLabel('Chemical name')).toHaveValue(
      'Scale inhibitor',
    );
    await expect(page.getByTestId('chemical-row-1').getByLabel('Chemical name')).toHaveValue(
      'Oxygen scavenger',
    );
    await expect(page.getByTestId('chemical-row-0').getByTestId('row-cost')).toHaveText('$91,454');
    await expect(page.getByTestId('chemical-row-1').getByTestId('row-cost')).toHaveText('$3,620');
    await expect(page.getByTestId('program-total')).toHaveText('$95,074');

    await page.getByTestId('save-proposal').click();
    await expect(page.getByText('Proposal saved').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Proposal' })).toBeVisible();

    // Cycles what-if: a bar chart of 17 cycles values; a new target changes the figure, not the program.
    const chart = page.getByTestId('what-if-chart');
    await expect(chart).toBeVisible();
    await expect(chart.getByTestId('what-if-bar')).toHaveCount(17);
    const before = await page.getByTestId('what-if-target-gallons').textContent();
    await page.getByLabel('Target cycles', { exact: true }).fill('8');
    await expect(page.getByTestId('what-if-target-gallons')).not.toHaveText(before ?? '');
    await expect(chart.locator('[data-target="true"] title')).toHaveText(/^8 cycles/);
    await expect(page.getByTestId('what-if-delta')).toHaveText(/^−/);
    await expect(page.getByTestId('program-total')).toHaveText('$95,074');

    await page.getByRole('button', { name: /show the math/i }).click();
    await expect(page.getByTestId('math-system-makeup').first()).toHaveText('11,431,800 gal/yr');
    await page.screenshot({ path: `${SHOTS_DIR}/proposal-generator-desktop.png`, fullPage: true });

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByTestId('mobile-save-bar')).toBeVisible();
    await expect(page.getByTestId('mobile-total')).toHaveText('$95,074');
    await expect(page.getByTestId('chemical-table')).toHaveCount(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS_DIR}/proposal-generator-phone.png`, fullPage: true });

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/proposals');
    const card = page.getByTestId(`proposal-card-${saved.id}`);
    await expect(
      card.getByRole('link', { name: 'Proposal for Lakeside Medical Center', exact: true }),
    ).toBeVisible();
    await expect(card.getByTestId('annual-value')).toHaveText('$95,074');
    await expect(card.getByTestId('proposal-status')).toHaveText('Draft');
    await expect(card).toContainText(`Survey #${survey.id}`);
    await page.screenshot({ path: `${SHOTS_DIR}/proposals-list-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${SHOTS_DIR}/proposals-list-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });

    await card.getByRole('link', { name: /^View/ }).click();
    await expect(page).toHaveURL(new RegExp(`/proposals/${saved.id}$`));
    await expect(page.getByTestId('detail-total')).toHaveText('$95,074');
    await expect(page.getByTestId('program-total')).toHaveText('$95,074');
    // One cycles figure everywhere (docs/decisions/017): the generator's 5.00, labelled as an estimate.
    await expect(page.getByTestId('detail-cycles-value')).toHaveText('5.00');
    await expect(page.getByText(/Estimated: bleed setpoint ÷ make-up conductivity/).first()).toBeVisible();
    await expect(page.getByTestId('detail-tonnage-value')).toHaveText('500');
    await page.getByRole('button', { name: 'Mark as Sent' }).click();
    await expect(page.getByTestId('proposal-status').first()).toHaveText('Sent');
    await page.screenshot({ path: `${SHOTS_DIR}/proposal-detail-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS_DIR}/proposal-detail-phone.png`, fullPage: true });
  });

  test('deleting a proposal asks first and removes it from the list', async ({ page, user }) => {
    await signIn(page, user.username, user.password);
    const survey = await createFinalSurvey(page);
    const proposal = await seedProposal(page.request, survey.id, { status: 'draft' });

    await page.goto('/proposals');
    const card = page.getByTestId(`proposal-card-${proposal.id}`);
    await card.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(
      'Are you sure you want to delete this proposal? This action cannot be undone.',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('No proposals yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to My Surveys' })).toHaveAttribute('href', '/surveys');
  });

  test('the generator explains a missing or unknown survey', async ({ page, user }) => {
    await signIn(page, user.username, user.password);
    await page.goto('/proposal-generator');
    await expect(page.getByText('Invalid Survey ID')).toBeVisible();
    await page.goto('/proposal-generator?surveyId=abc');
    await expect(page.getByText('Invalid Survey ID')).toBeVisible();
    await page.goto('/proposal-generator?surveyId=999999');
    await expect(page.getByText('Survey Not Found')).toBeVisible();
    await page.goto('/proposals/999999');
    await expect(page.getByText('Proposal not found')).toBeVisible();
  });
});
