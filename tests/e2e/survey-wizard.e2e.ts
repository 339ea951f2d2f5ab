import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { chooseOption, expect, PNG_8X8_BASE64, SHOTS_DIR, signIn, test } from './fixtures.ts';

async function fillFacility(page: Page, facilityName: string) {
  await page.getByLabel('Facility Name').fill(facilityName);
  await chooseOption(page, page, 'Industry Type', 'Healthcare');
  await page.getByLabel('Facility Address').fill('100 River Rd, Springfield, IL 62701');
  await page.getByLabel('Contact Name').fill('Dana Reyes');
  await page.getByLabel('Contact Email').fill('dana.reyes@riverside.example');
}

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('survey wizard', () => {
  test('step 1 names the missing required fields', async ({ page, user }) => {
    await signIn(page, user.username, user.password);
    await page.goto('/new-survey');
    await expect(page.getByRole('heading', { name: 'New Facility Survey' })).toBeVisible();
    await page.getByRole('button', { name: /Save & Continue/ }).click();
    await expect(page.getByText('Facility name is required')).toBeVisible();
    await expect(page.getByText('Facility address is required')).toBeVisible();
    await expect(page.getByText('Industry type is required')).toBeVisible();
    await expect(page).toHaveURL(/\/new-survey$/);
  });

  test('a field rep documents a facility end to end, reloads midway, finalizes and deletes it', async ({
    page,
    user,
  }, testInfo) => {
    test.setTimeout(150_000);
    const photoPath = testInfo.outputPath('cooling-tower.png');
    const textPath = testInfo.outputPath('notes.txt');
    writeFileSync(photoPath, Buffer.from(PNG_8X8_BASE64, 'base64'));
    writeFileSync(textPath, 'not a photo');
    const facility = `Riverside Medical ${testInfo.workerIndex}-${Date.now()}`;

    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, user.username, user.password);

    // Step 1: facility information creates the survey and puts its id in the URL.
    await page.goto('/new-survey');
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByText('0% Complete')).toBeVisible();
    await fillFacility(page, facility);
    await page.screenshot({ path: `${SHOTS_DIR}/wizard-step1-desktop.png`, fullPage: true });
    await page.getByRole('button', { name: /Save & Continue/ }).click();
    await expect(page.getByText('Facility information saved successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/edit-survey\/\d+$/);
    const surveyId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByText('Step 2 of 4')).toBeVisible();
    await expect(page.getByText('No equipment documented yet')).toBeVisible();

    // Step 2: a cooling tower with a current chemical and a photo.
    await page.getByRole('button', { name: 'Add Equipment' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Add Equipment' })).toBeVisible();
    await chooseOption(page, dialog, 'System Type', 'Cooling Tower');
    await expect(dialog.getByText('Fuel Type')).toHaveCount(0);
    await dialog.getByLabel('Name (optional)').fill('CT-1 North Tower');
    await dialog.getByLabel('Location').fill('Roof');
    await dialog.getByLabel('Capacity', { exact: true }).fill('500');
    await chooseOption(page, dialog, 'Capacity Unit', 'Tons');
    await dialog.getByLabel('Flow Rate (GPM)').fill('1500');
    await dialog.getByLabel('Bleed Setpoint (µS/cm)').fill('2400');
    await dialog.getByLabel('Chemical Name').fill('Phosphonate blend');
    await dialog.getByLabel('Description (optional)').fill('Scale inhibitor');
    await dialog.getByRole('button', { name: 'Add Chemical' }).click();
    await expect(dialog.getByText('Phosphonate blend')).toBeVisible();
    await expect(dialog.getByText('Save the equipment to add photos')).toBeVisible();
    await dialog.evaluate((el) => el.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS_DIR}/wizard-equipment-dialog-desktop.png` });
    await dialog.getByRole('button', { name: 'Add Equipment' }).click();
    await expect(page.getByText('Equipment added successfully!')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Edit Equipment' })).toBeVisible();

    await dialog.getByTestId('photo-input').setInputFiles(textPath);
    await expect(dialog.getByText('notes.txt is not an image file')).toBeVisible();
    // A text file renamed .jpg: an image name and type, but not an image's bytes.
    await dialog.getByTestId('photo-input').setInputFiles({
      name: 'tower.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Meeting notes: check the basin'),
    });
    await expect(dialog.getByText('tower.jpg is not an image file')).toBeVisible();
    await expect(page.getByText('Failed to upload some files. Please try again.')).toHaveCount(0);
    await dialog.getByLabel('Photo Description (optional)').fill('Basin, north side');
    await dialog.getByTestId('photo-input').setInputFiles(photoPath);
    await expect(page.getByText('1 photo(s) uploaded successfully!')).toBeVisible();
    const thumbnail = dialog.getByRole('img', { name: 'Basin, north side' });
    await expect(thumbnail).toBeVisible();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(8);
    await page.screenshot({ path: `${SHOTS_DIR}/wizard-equipment-photos-desktop.png` });
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toBeHidden();

    // A boiler shows the fuel type field.
    await page.getByRole('button', { name: 'Add Equipment' }).click();
    await chooseOption(page, dialog, 'System Type', 'Boiler');
    await expect(dialog.getByText('Total Water Volume (gallons)')).toHaveCount(0);
    await chooseOption(page, dialog, 'Fuel Type', 'Natural Gas');
    await dialog.getByLabel('Name (optional)').fill('B-1 Steam Boiler');
    await dialog.getByLabel('Capacity', { exact: true }).fill('350');
    await dialog.getByLabel('Steam Rate (lb/hr)').fill('12000');
    await dialog.getByRole('button', { name: 'Add Equipment' }).click();
    await expect(page.getByText('Equipment added successfully!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

    const cards = page.getByTestId('equipment-card');
    await expect(cards).toHaveCount(2);
    const tower = cards.filter({ hasText: 'CT-1 North Tower' });
    await expect(tower).toContainText('1 photo');
    await expect(tower).toContainText('Phosphonate blend');
    await expect(tower).toContainText('500 Tons');
    await expect(cards.filter({ hasText: 'B-1 Steam Boiler' })).toContainText('Natural Gas');
    await page.screenshot({ path: `${SHOTS_DIR}/wizard-step2-list-desktop.png`, fullPage: true });
    await page.getByRole('button', { name: /Continue/ }).click();

    // Step 3: auto-save, then a reload finds the values.
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expect(page.getByText('50% Complete')).toBeVisible();
    await page.getByLabel('pH').fill('7.8');
    await page.getByLabel('Conductivity (µS/cm)').fill('850');
    await page.waitForTimeout(2500);
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
    await page.reload();
    await expect(page.getByLabel('pH')).toHaveValue('7.8');
    await expect(page.getByLabel('Conductivity (µS/cm)')).toHaveValue('850');
    await page.getByLabel('Hardness (ppm CaCO₃)').fill('140');
    await page.getByRole('button', { name: /Save & Continue/ }).click();
    await expect(page.getByText('Water quality data saved successfully!')).toBeVisible();

    // Step 4: observations finish the survey and open its report.
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await page
      .getByLabel('System Observations')
      .fill('Light scale on the tower fill; boiler blowdown manual.');
    await page.getByLabel('Recommendations').fill('Automate bleed on conductivity; raise cycles to 5.');
    await page.getByLabel('Follow-up Tasks').fill('Send proposal to Dana');
    await page.getByLabel('Follow-up Date').fill('2025-07-15');
    await page.getByRole('button', { name: /Complete Survey/ }).click();
    await expect(page.getByText('Survey Finalized')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/survey-report/${surveyId}$`));

    // The report shows what was entered, with the computed figures.
    await expect(page.getByRole('heading', { name: facility }).first()).toBeVisible();
    for (const text of [
      'CT-1 North Tower',
      'B-1 Steam Boiler',
      'Roof',
      'No Location Specified',
      'Phosphonate blend',
    ]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    // Cycles: bleed 2400 ÷ conductivity 850, the same on the system card and in Water Quality (decision 017).
    await expect(page.getByText('2.82', { exact: true })).toHaveCount(2);
    await expect(page.getByTestId('report-cycles-value')).toHaveText('2.82');
    await expect(page.getByText('Not tested').first()).toBeVisible();
    await expect(page.getByText('Send proposal to Dana')).toBeVisible();
    await expect(page.getByRole('img', { name: /Basin, north side/ }).first()).toBeVisible();

    // The dashboard and follow-ups show the survey.
    await page.goto('/');
    await expect(page.getByTestId('stat-totalSurveys')).toHaveText('1');
    await expect(page.getByText(facility).first()).toBeVisible();
    await page.goto('/follow-ups');
    await expect(page.getByText(facility).first()).toBeVisible();
    await expect(page.getByText('Jul 15, 2025')).toBeVisible();

    // My Surveys: the card is final and offers a proposal; deleting asks first and removes it.
    await page.goto('/surveys');
    const card = page.getByTestId('survey-card').filter({ hasText: facility });
    await expect(card.getByTestId('survey-status')).toHaveText('Final');
    await expect(card.getByRole('link', { name: 'Create Proposal' })).toHaveAttribute(
      'href',
      `/proposal-generator?surveyId=${surveyId}`,
    );
    await expect(card.getByRole('link', { name: 'Report' })).toHaveAttribute('target', '_blank');
    await page.screenshot({ path: `${SHOTS_DIR}/my-surveys-desktop.png`, fullPage: true });
    await card.getByRole('button', { name: `Delete ${facility}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Survey deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('No surveys yet')).toBeVisible();
  });

  test('fits a phone: compact steps, scrolling dialog, full-width buttons', async ({ page, user }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, user.username, user.password);
    await page.goto('/surveys');
    await expect(page.getByText('No surveys yet')).toBeVisible();
    await page.goto('/new-survey');
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expectNoSideScroll(page);
    await fillFacility(page, 'Lakeside Elementary');
    await page.screenshot({ path: `${SHOTS_DIR}/wizard-step1-phone.png`, fullPage: true });
    await page.getByRole('button', { name: /Save & Continue/ }).click();
    await expect(page.getByText('Step 2 of 4')).toBeVisible();

    await page.getByRole('button', { name: 'Add Equipment' }).first().click();
    const dialog = page.getByRole('dialog');
    await chooseOption(page, dialog, 'System Type', 'Closed Loop System');
    await expect(dialog.getByLabel('Total Water Volume (gallons)')).toBeVisible();
    await dialog.getByLabel('Total Water Volume (gallons)').fill('5000');
    await dialog.getByLabel('Location').fill('Boiler Room');
    await dialog.evaluate((el) => el.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS_DIR}/wizard-equipment-dialog-phone.png` });
    const submit = dialog.getByRole('button', { name: 'Add Equipment' });
    const box = await submit.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    await submit.click();
    await expect(page.getByText('Equipment added successfully!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(page.getByTestId('equipment-card')).toContainText('5,000 gallons');
    await expectNoSideScroll(page);
    await page.screenshot({ path: `${SHOTS_DIR}/wizard-step2-list-phone.png`, fullPage: true });

    // Deleting equipment asks with the spec's wording, naming the system ("Unnamed System" here).
    await page.getByRole('button', { name: 'Delete Unnamed System' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete "Unnamed System"? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Equipment deleted successfully!')).toBeVisible();
    await expect(page.getByText('No equipment documented yet')).toBeVisible();

    await page.goto('/surveys');
    await expect(page.getByTestId('survey-card')).toHaveCount(1);
    await expectNoSideScroll(page);
    await page.screenshot({ path: `${SHOTS_DIR}/my-surveys-phone.png`, fullPage: true });
  });
});
