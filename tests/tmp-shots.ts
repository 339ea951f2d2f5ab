import { chromium } from '@playwright/test';
const base = 'http://localhost:5230';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
await page.goto(base + '/');
await page.screenshot({ path: '/tmp/shots/landing.png' });
await page.getByRole('button', { name: /sign in|log in/i }).first().click().catch(() => {});
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/shots/signin.png' });
await page.request.post(base + '/api/login', { data: { username: 'demo', password: 'x-demo-pass-1' }, headers: { Origin: base } });
for (const [name, path] of [['settings', '/settings'], ['generator', '/proposal-generator?surveyId=1'], ['wizard', '/edit-survey/1'], ['dashboard', '/']]) {
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: name !== 'generator' });
}
// generator: scroll to the service plan's reports and records
await page.goto(base + '/proposal-generator?surveyId=1');
await page.waitForTimeout(3000);
const rec = page.getByText('Reports and records').first();
if (await rec.count()) { await rec.scrollIntoViewIfNeeded(); await page.waitForTimeout(500); await page.screenshot({ path: '/tmp/shots/records.png' }); }
const lab = page.getByText('Laboratory').first();
if (await lab.count()) { await lab.scrollIntoViewIfNeeded(); await page.waitForTimeout(500); await page.screenshot({ path: '/tmp/shots/lab.png' }); }
await browser.close();
