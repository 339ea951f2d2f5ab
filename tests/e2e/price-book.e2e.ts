import type { Locator, Page } from '@playwright/test';
import { expect, SHOTS_DIR, signInAtDesk, test } from './fixtures.ts';
import { STEAM_BOILER, seedFinalSurvey, TOWER_400_TONS } from './support/seed.ts';

// Issue 22's measure: from the generator's first view of a final survey with two towers and a boiler to a saved,
// priced three-product program, the clicks and typed fields a rep spends; each flow below counts its own.
class Effort {
  clicks = 0;
  typed = 0;
  constructor(private readonly page: Page) {}
  async click(target: Locator) {
    this.clicks += 1;
    await target.click();
  }
  async type(target: Locator, text: string) {
    this.typed += 1;
    await target.fill(text);
  }
  /** Closing a popover with Escape is an action like a click. */
  async escape() {
    this.clicks += 1;
    await this.page.keyboard.press('Escape');
  }
}

const CSV = [
  'name,type,treatment_rate,rate_unit,density,unit_cost,price_unit,system_types,notes',
  'AquaGuard 3100,Scale/corrosion inhibitor,2.5,lbs/1000gal,9.6,2.45,pound,cooling-tower,"SDS https://example.com/sds/3100.pdf, HEDP"',
  'BromoShield 40,Oxidizing biocide,1.2,lbs/1000gal,11.2,3.10,pound,cooling-tower,',
  'SulfiTrol,Oxygen scavenger,30,ppm/1000gal,10.1,1.85,gallon,boiler,Catalyzed sulfite',
  'LoopSafe N,Closed-loop inhibitor,1000,ppm/1000gal,10.4,4.90,gallon,closed-loop,',
].join('\n');

async function createFinalSurvey(page: Page, facilityName: string): Promise<number> {
  const tower = { ...TOWER_400_TONS, capacity: 500, operatingPressure: 20 };
  const { surveyId } = await seedFinalSurvey(page.request, {
    survey: { facilityName, facilityAddress: '400 Lake Shore Dr, Chicago, IL', industryType: 'healthcare' },
    systems: [
      { ...tower, name: 'Tower North' },
      { ...tower, name: 'Tower South', capacity: 300 },
      { ...STEAM_BOILER, systemLoad: 80 },
    ],
    water: { conductivity: 300 },
  });
  return surveyId;
}

async function openGenerator(page: Page, surveyId: number) {
  await page.goto(`/proposal-generator?surveyId=${surveyId}`);
  await expect(page.getByRole('heading', { name: 'Proposal Generator' })).toBeVisible();
  await expect(page.getByTestId('chemical-row-0')).toBeVisible();
}

async function saveProposal(page: Page, effort: Effort) {
  await effort.click(page.getByTestId('save-proposal'));
  await expect(page.getByText('Proposal saved').first()).toBeVisible();
}

async function storedTotal(page: Page, surveyId: number): Promise<number> {
  const proposal = await (await page.request.get(`/api/proposals/survey/${surveyId}`)).json();
  return Number(proposal.totalAnnualCost);
}

/** The "before": every field of three rows typed and picked by hand. */
async function typeProgramByHand(page: Page, effort: Effort) {
  const rows: [string, string, string[], string, string | null, string, string, string | null][] = [
    [
      'AquaGuard 3100',
      'Scale/corrosion inhibitor',
      ['Tower North', 'Tower South'],
      '2.5',
      null,
      '9.6',
      '2.45',
      'per pound',
    ],
    [
      'BromoShield 40',
      'Oxidizing biocide',
      ['Tower North', 'Tower South'],
      '1.2',
      null,
      '11.2',
      '3.10',
      'per pound',
    ],
    ['SulfiTrol', 'Oxygen scavenger', ['Steam Boiler'], '30', 'ppm/1000gal', '10.1', '1.85', null],
  ];
  for (const [index, [name, type, systems, rate, rateUnit, density, cost, priceUnit]] of rows.entries()) {
    if (index > 0) await effort.click(page.getByRole('button', { name: 'Add Chemical' }));
    const row = page.getByTestId(`chemical-row-${index}`);
    await effort.type(row.getByLabel('Chemical name'), name);
    await effort.type(row.getByLabel('Chemical type'), type);
    await effort.click(row.getByRole('button', { name: /^Systems:/ }));
    for (const system of systems)
      await effort.click(page.getByRole('checkbox', { name: new RegExp(`^${system}`) }));
    await effort.escape();
    await effort.type(row.getByLabel('Treatment rate'), rate);
    if (rateUnit) {
      await effort.click(row.getByRole('combobox', { name: 'Rate unit' }));
      await effort.click(page.getByRole('option', { name: rateUnit }));
    }
    // Switching to ppm fills 8.34; the rep types the product's own density either way.
    await effort.type(row.getByLabel('Density'), density);
    await effort.type(row.getByLabel('Unit cost'), cost);
    if (priceUnit) {
      await effort.click(row.getByRole('combobox', { name: 'Price unit' }));
      await effort.click(page.getByRole('option', { name: priceUnit }));
    }
  }
}

/** Picks each product from the type-ahead: a few letters typed and one click. */
async function pickFromPriceBook(page: Page, effort: Effort) {
  const picker = page.getByRole('combobox', { name: 'Add from price book' });
  for (const [query, name] of [
    ['aqua', 'AquaGuard 3100'],
    ['bromo', 'BromoShield 40'],
    ['sulf', 'SulfiTrol'],
  ]) {
    await effort.type(picker, query!);
    await effort.click(page.getByRole('option', { name: new RegExp(name!) }));
  }
}

/** Types `query` into the picker inside the page and times it until every option shown matches it. */
function timeSearch(page: Page, query: string): Promise<number> {
  return page.evaluate(async (text) => {
    const input = document.querySelector<HTMLInputElement>('[aria-label="Add from price book"]')!;
    input.focus();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const t0 = performance.now();
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return new Promise<number>((resolve) => {
      const check = () => {
        const options = [...document.querySelectorAll('[role="option"]')];
        const isFresh = options.length > 0 && options.every((o) => o.textContent?.includes(text));
        if (isFresh) resolve(performance.now() - t0);
        else requestAnimationFrame(check);
      };
      check();
    });
  }, query);
}

test.describe('price book and program templates', () => {
  test('import a CSV, price a program from the book and from a template, then re-price a draft', async ({
    page,
    user,
  }) => {
    await signInAtDesk(page, user, { timeout: 180_000, width: 1280 });

    // Settings > Products: a bad file is refused line by line, then the good one imports.
    await page.goto('/settings');
    const products = page.getByRole('region', { name: 'Products' });
    await products.getByLabel('CSV file to import').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${CSV}\nBroken,other,-1,lbs/1000gal,,1,gallon,,\n`),
    });
    await expect(products.getByTestId('import-problems')).toContainText(
      'line 6: Treatment rate must be a number of at least 0',
    );
    await expect(products.getByText('No products yet: add one or import a CSV.')).toBeVisible();
    await products
      .getByLabel('CSV file to import')
      .setInputFiles({ name: 'book.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await expect(products.getByTestId('product-row')).toHaveCount(4);
    await products.getByLabel('Search products').fill('sulf');
    await expect(products.getByTestId('product-row')).toHaveCount(1);
    await expect(products.getByTestId('product-row')).toContainText('$1.85/gal');
    await page.screenshot({ path: `${SHOTS_DIR}/price-book-settings-1280.png`, fullPage: true });

    // Before: the whole program typed by hand.
    const byHand = new Effort(page);
    const handSurvey = await createFinalSurvey(page, 'Hand Typed Hospital');
    await openGenerator(page, handSurvey);
    await typeProgramByHand(page, byHand);
    await saveProposal(page, byHand);
    const handTotal = await storedTotal(page, handSurvey);
    expect(handTotal).toBeGreaterThan(0);

    // After: the same three products picked from the price book.
    const fromBook = new Effort(page);
    const bookSurvey = await createFinalSurvey(page, 'Price Book Hospital');
    await openGenerator(page, bookSurvey);
    await pickFromPriceBook(page, fromBook);
    await expect(page.getByTestId('chemical-row-2')).toBeVisible();
    await expect(page.getByTestId('chemical-row-2').getByRole('button', { name: /^Systems:/ })).toContainText(
      'Steam Boiler',
    );
    await saveProposal(page, fromBook);
    expect(await storedTotal(page, bookSurvey)).toBe(handTotal);
    // Those rows saved as a template, for the next job.
    await page.getByRole('button', { name: 'Save as template' }).click();
    await page.getByLabel('Template name').fill('Towers and boiler');
    await page.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByRole('button', { name: 'Apply template Towers and boiler' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS_DIR}/price-book-generator-1280.png`, fullPage: false });

    // After, with a template: one click applies it to the survey's systems.
    const withTemplate = new Effort(page);
    const templateSurvey = await createFinalSurvey(page, 'Template Hospital');
    await openGenerator(page, templateSurvey);
    await withTemplate.click(page.getByRole('button', { name: 'Apply template Towers and boiler' }));
    await expect(page.getByTestId('chemical-row-2')).toBeVisible();
    await expect(page.getByTestId('chemical-row-3')).toHaveCount(0);
    await saveProposal(page, withTemplate);
    expect(await storedTotal(page, templateSurvey)).toBe(handTotal);

    const figures = {
      byHand: { clicks: byHand.clicks, typed: byHand.typed },
      fromBook: { clicks: fromBook.clicks, typed: fromBook.typed },
      withTemplate: { clicks: withTemplate.clicks, typed: withTemplate.typed },
    };
    console.log(`generator effort (clicks, typed fields): ${JSON.stringify(figures)}`);
    test.info().annotations.push({ type: 'effort', description: JSON.stringify(figures) });
    expect(withTemplate.clicks).toBeLessThanOrEqual(8);
    expect(withTemplate.typed).toBeLessThanOrEqual(3);

    // A new price in the book: the draft offers it, and Update takes it.
    await page.goto('/settings');
    await products.getByRole('button', { name: 'Edit AquaGuard 3100' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Unit cost ($)').fill('2.65');
    await dialog.getByRole('button', { name: 'Save product' }).click();
    await expect(dialog).toBeHidden();
    await openGenerator(page, templateSurvey);
    const notice = page.getByTestId('chemical-row-0').getByTestId('price-book-notice');
    await expect(notice).toContainText('Price book: $2.65 (was $2.45)');
    await expect(page.getByTestId('chemical-row-0').getByLabel('Unit cost')).toHaveValue('2.45');
    await page
      .getByRole('region', { name: 'Chemical Program' })
      .screenshot({ path: `${SHOTS_DIR}/price-book-update-1280.png` });
    await notice.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByTestId('chemical-row-0').getByLabel('Unit cost')).toHaveValue('2.65');
    await expect(page.getByTestId('price-book-notice')).toHaveCount(0);
    await expect(page.getByTestId('chemical-row-0').getByTestId('row-save-state')).toHaveAttribute(
      'data-state',
      'saved',
      {
        timeout: 15_000,
      },
    );
    expect(await storedTotal(page, templateSurvey)).toBeGreaterThan(handTotal);

    // The type-ahead with 500 products in the book: from typing to fresh results, timed in the page (logged only).
    const big = ['name,type,unit_cost,price_unit,system_types'];
    for (let i = 1; i <= 496; i++)
      big.push(
        `Bench Product ${String(i).padStart(3, '0')},other,${(1 + i / 100).toFixed(2)},gallon,cooling-tower`,
      );
    const imported = await page.request.post('/api/products/import', {
      headers: { 'content-type': 'text/csv' },
      data: big.join('\n'),
    });
    expect(await imported.json()).toEqual({ created: 496, updated: 0 });
    await openGenerator(page, bookSurvey);
    const searchMs: number[] = [];
    for (const query of [
      'Product 12',
      'Product 345',
      'Product 4',
      'Product 27',
      'Product 49',
      'Product 1',
      'Product 300',
      'Product 07',
    ]) {
      searchMs.push(Math.round(await timeSearch(page, query)));
    }
    console.log(`type-ahead with 500 products, ms from typing to fresh results: ${JSON.stringify(searchMs)}`);
    test.info().annotations.push({ type: 'search-ms', description: JSON.stringify(searchMs) });

    // On a phone the bar and the notice fit the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await openGenerator(page, bookSurvey);
    await expect(page.getByTestId('price-book-notice').first()).toBeVisible();
    await page
      .getByRole('region', { name: 'Chemical Program' })
      .screenshot({ path: `${SHOTS_DIR}/price-book-generator-390.png` });
    await page.goto('/settings');
    await expect(products.getByTestId('product-row').first()).toBeVisible();
    await products.screenshot({ path: `${SHOTS_DIR}/price-book-settings-390.png` });
  });
});
