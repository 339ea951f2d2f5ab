import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, SHOTS_DIR, signInAtDesk, test } from './fixtures.ts';
import { seedTowerProposal } from './support/seed.ts';

/** A final survey with one tower, its proposal with a priced chemical, written by the built-in writer. */
function createWrittenProposal(request: APIRequestContext) {
  return seedTowerProposal(request, {
    survey: {
      facilityName: 'Lakeside Office Park',
      facilityAddress: '88 Shore Drive, Madison, WI',
      industryType: 'commercial',
      contactName: 'Sam Ortiz',
    },
    towerName: 'North Tower',
    water: { conductivity: 300, ph: 8.1, hardness: 140 },
    written: true,
  });
}

/** A 360×120 logo: a wave mark and the company's initials on white. */
function createLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120">
    <rect width="360" height="120" fill="#ffffff"/>
    <circle cx="60" cy="60" r="48" fill="#7a1f5c"/>
    <path d="M20 70 Q40 50 60 70 T100 70" stroke="#ffffff" stroke-width="8" fill="none"/>
    <text x="125" y="78" font-family="sans-serif" font-size="52" font-weight="bold" fill="#7a1f5c">CLEAR</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

test('a rep sets her company with a logo; the generated proposal’s PDF carries it on the cover', async ({
  page,
  user,
}) => {
  await signInAtDesk(page, user, { timeout: 180_000, width: 1280 });
  const { surveyId } = await createWrittenProposal(page.request);

  // Before the company is set the generator says so beside the PDF button.
  await page.goto(`/proposal-generator?surveyId=${surveyId}`);
  await expect(page.getByTestId('download-proposal-pdf')).toBeVisible();
  await expect(page.getByTestId('company-not-set')).toContainText('Your company is not set up yet');
  await page.screenshot({ path: `${SHOTS_DIR}/company-not-set-generator.png` });

  // Profile: the rep's title and phone.
  await page.goto('/settings');
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Job Title').fill('Senior Account Manager');
  await profile.getByLabel('Phone').fill('(608) 555-0142');
  await profile.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  // Settings > Company with a logo.
  const company = page.getByRole('form', { name: 'Company' });
  await company.getByLabel('Company Name').fill('Clearwater Treatment Co.');
  await company.getByLabel('Address').fill('400 Industrial Pkwy\nMadison, WI 53703');
  await company.getByLabel('Phone', { exact: true }).fill('(608) 555-0100');
  await company.getByLabel('Email', { exact: true }).fill('office@clearwater.example');
  await company.getByLabel('Website').fill('www.clearwater.example');
  await company.getByLabel('Licences').fill('Wisconsin Water Treatment Licence WT-0042');
  await company.getByLabel('Certifications').fill('AWT Certified Water Technologist');
  await company.getByLabel('Brand Colour', { exact: true }).fill('#7a1f5c');
  await page.getByTestId('company-logo-input').setInputFiles({
    name: 'clearwater-logo.png',
    mimeType: 'image/png',
    buffer: await createLogo(),
  });
  await company.getByRole('button', { name: 'Save Company' }).click();
  await expect(page.getByText('Company saved')).toBeVisible();
  const logo = company.getByRole('img', { name: 'Company logo' });
  await expect(logo).toHaveAttribute('src', /^\/api\/objects\/logos\//);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('company-signed-by')).toContainText('Senior Account Manager');
  await page.getByTestId('company-section').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS_DIR}/company-settings-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('company-section').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS_DIR}/company-settings-phone.png`, fullPage: false });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The generator no longer shows the note; the proposal's dates are set there; the PDF carries the company.
  await page.goto(`/proposal-generator?surveyId=${surveyId}`);
  await expect(page.getByTestId('download-proposal-pdf')).toBeVisible();
  await expect(page.getByTestId('company-not-set')).toHaveCount(0);
  const dated = page.waitForResponse(
    (res) => res.url().includes('/api/proposals/') && res.request().method() === 'PUT',
  );
  await page.getByLabel('Proposal date').fill('2027-01-04');
  await page.getByLabel('Proposal date').blur();
  await dated;
  const valid = page.waitForResponse(
    (res) => res.url().includes('/api/proposals/') && res.request().method() === 'PUT',
  );
  await page.getByLabel('Valid until').fill('2027-04-15');
  await page.getByLabel('Valid until').blur();
  await valid;
  await page.screenshot({ path: `${SHOTS_DIR}/company-generator-dates-desktop.png` });
  await page.getByTestId('chemical-table').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS_DIR}/company-generator-chemicals-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS_DIR}/company-generator-phone.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('download-proposal-pdf').click(),
  ]);
  const dir = path.join(SHOTS_DIR, '..');
  mkdirSync(dir, { recursive: true });
  const pdfPath = path.join(dir, 'company-proposal.pdf');
  await download.saveAs(pdfPath);
  const cover = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', pdfPath, '-'], {
    encoding: 'utf8',
  });
  for (const line of [
    'Clearwater Treatment Co.',
    'Jan 4, 2027',
    'Apr 15, 2027',
    '400 Industrial Pkwy',
    'Wisconsin Water Treatment Licence WT-0042',
    'Senior Account Manager',
    '(608) 555-0142',
  ])
    expect(cover).toContain(line);
  // Our brand only as the small footer line.
  expect(cover.match(/\S+ \S+ AquaSurvey\S*( Pro)?/g)).toEqual(['Prepared with AquaSurvey Pro']);
  const coverPng = path.join(SHOTS_DIR, 'company-proposal-cover');
  execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', pdfPath, coverPng]);
  writeFileSync(path.join(dir, 'company-proposal-cover.txt'), cover);
});
