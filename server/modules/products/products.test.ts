import { describe, expect, test } from 'vitest';
import { AQUAGUARD_3100 } from '../../../tests/factories/price-book.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';

const ctx = registerTestContext();

const inhibitor = {
  ...AQUAGUARD_3100,
  systemTypes: ['cooling-tower', 'evaporative-condenser'],
  notes: 'SDS: https://example.com/sds/3100.pdf; active: HEDP',
};

const csvHeaders = { 'content-type': 'text/csv' };

const GOOD_CSV = [
  'name,type,treatment_rate,rate_unit,density,unit_cost,price_unit,system_types,notes',
  'AquaGuard 3100,Scale/corrosion inhibitor,2.5,lbs/1000gal,9.6,2.45,pound,cooling-tower; evaporative-condenser,"SDS link, HEDP"',
  'BromoShield 40,oxidizing-biocide,1.2,lbs/1000gal,11.2,3.10,pound,cooling-tower,',
  'SulfiTrol,oxygen-scavenger,30,ppm/1000gal,10.1,1.85,gallon,boiler,"multi',
  'line note"',
  '=cmd Cleaner,other,,gal/day,,0.5,gallon,,',
].join('\n');

describe('products', () => {
  test('are added, listed, changed and deleted, each user seeing only their own', async () => {
    const { cookie } = await ctx.signIn();
    const created = await ctx.call('POST', '/api/products', { cookie, body: inhibitor });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({ ...inhibitor, id: expect.any(Number) });

    const list = await ctx.call('GET', '/api/products', { cookie });
    expect(list.json().map((p: { name: string }) => p.name)).toEqual(['AquaGuard 3100']);

    const changed = await ctx.call('PUT', `/api/products/${product.id}`, {
      cookie,
      body: { ...inhibitor, unitCost: 2.65 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().unitCost).toBe(2.65);

    const other = await ctx.signIn();
    expect((await ctx.call('GET', '/api/products', { cookie: other.cookie })).json()).toEqual([]);
    for (const [method, body] of [
      ['PUT', inhibitor],
      ['DELETE', undefined],
    ] as const) {
      const res = await ctx.call(method, `/api/products/${product.id}`, { cookie: other.cookie, body });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Product not found');
    }

    expect((await ctx.call('DELETE', `/api/products/${product.id}`, { cookie })).statusCode).toBe(204);
    expect((await ctx.call('GET', '/api/products', { cookie })).json()).toEqual([]);
  });

  test('refuse bad fields with the field’s message and a second product of the same name', async () => {
    const { cookie } = await ctx.signIn();
    const bad = await ctx.call('POST', '/api/products', {
      cookie,
      body: { ...inhibitor, unitCost: -1, rateUnit: 'kg' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      rateUnit: 'Rate unit must be lbs/1000gal, ppm/1000gal, ml/min or gal/day',
      unitCost: 'Unit cost must be a number of at least 0',
    });
    const noName = await ctx.call('POST', '/api/products', { cookie, body: { ...inhibitor, name: ' ' } });
    expect(noName.json().errors.name).toBe('Product name is required');

    await ctx.call('POST', '/api/products', { cookie, body: inhibitor });
    const twice = await ctx.call('POST', '/api/products', {
      cookie,
      body: { ...inhibitor, name: 'aquaguard 3100' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Your price book already has a product named "aquaguard 3100"');
  });

  test('are searched and paged in the database', async () => {
    const { cookie } = await ctx.signIn();
    for (const name of ['Bromine tabs', 'Glutaraldehyde 15', 'Isothiazolin 1.5%', 'Nitrite loop treat']) {
      await ctx.call('POST', '/api/products', { cookie, body: { name, type: 'other' } });
    }
    const found = await ctx.call('GET', '/api/products?q=glutar', { cookie });
    expect(found.json().map((p: { name: string }) => p.name)).toEqual(['Glutaraldehyde 15']);
    const percent = await ctx.call('GET', `/api/products?q=${encodeURIComponent('1.5%')}`, { cookie });
    expect(percent.json().map((p: { name: string }) => p.name)).toEqual(['Isothiazolin 1.5%']);

    const first = await ctx.call('GET', '/api/products?limit=3', { cookie });
    expect(first.json()).toHaveLength(3);
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await ctx.call('GET', `/api/products?limit=3&cursor=${cursor}`, { cookie });
    expect(second.json().map((p: { name: string }) => p.name)).toEqual(['Bromine tabs']);
    expect(second.headers['x-next-cursor']).toBeUndefined();
  });
});

describe('CSV import and export', () => {
  test('imports every row, and the export imports back to the same catalog', async () => {
    const { cookie } = await ctx.signIn();
    const imported = await ctx.call('POST', '/api/products/import', {
      cookie,
      headers: csvHeaders,
      body: GOOD_CSV,
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ created: 4, updated: 0 });

    const exported = await ctx.call('GET', '/api/products/export', { cookie });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    // A cell a spreadsheet would run as a formula leaves guarded.
    expect(exported.body).toContain(`"'=cmd Cleaner"`);

    const strip = (list: Record<string, unknown>[]) =>
      list
        .map(({ id: _id, createdAt: _c, updatedAt: _u, ...rest }) => rest)
        .sort((a, b) => String(a.name).localeCompare(String(b.name)));
    const original = strip((await ctx.call('GET', '/api/products', { cookie })).json());
    expect(original.find((p) => p.name === 'SulfiTrol')).toMatchObject({
      type: 'oxygen-scavenger',
      rateUnit: 'ppm/1000gal',
      notes: 'multi\nline note',
    });
    expect(original.find((p) => p.name === 'AquaGuard 3100')?.type).toBe('scale-corrosion-inhibitor');

    const other = await ctx.signIn();
    const emptyExport = await ctx.call('GET', '/api/products/export', { cookie: other.cookie });
    expect(emptyExport.body.trim()).toBe(
      'name,type,treatment_rate,rate_unit,density,unit_cost,price_unit,system_types,notes',
    );
    const again = await ctx.call('POST', '/api/products/import', {
      cookie: other.cookie,
      headers: csvHeaders,
      body: exported.body,
    });
    expect(again.json()).toEqual({ created: 4, updated: 0 });
    expect(strip((await ctx.call('GET', '/api/products', { cookie: other.cookie })).json())).toEqual(
      original,
    );

    // Importing the same file into the same book updates instead of doubling.
    const repeat = await ctx.call('POST', '/api/products/import', {
      cookie,
      headers: csvHeaders,
      body: exported.body,
    });
    expect(repeat.json()).toEqual({ created: 0, updated: 4 });
    expect((await ctx.call('GET', '/api/products', { cookie })).json()).toHaveLength(4);
  });

  test('lists every bad row by line number and imports nothing', async () => {
    const { cookie } = await ctx.signIn();
    const csv = [
      'name,type,unit_cost,price_unit',
      'Good one,other,1.00,gallon',
      ',other,1.00,gallon',
      '',
      'Bad price,other,-3,gallon',
      'Bad unit,other,2,liter',
      'good ONE,other,1,gallon',
    ].join('\n');
    const res = await ctx.call('POST', '/api/products/import', { cookie, headers: csvHeaders, body: csv });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Line 3: Product name is required (and 3 more). Nothing was imported.');
    expect(res.json().errors).toEqual({
      'line 3': 'Product name is required',
      'line 5': 'Unit cost must be a number of at least 0',
      'line 6': 'Price unit must be gallon or pound',
      'line 7': '"good ONE" is already on line 2',
    });
    expect((await ctx.call('GET', '/api/products', { cookie })).json()).toEqual([]);
  });

  test('refuses a file without a name column, and an empty file', async () => {
    const { cookie } = await ctx.signIn();
    const noName = await ctx.call('POST', '/api/products/import', {
      cookie,
      headers: csvHeaders,
      body: 'product,price\nA,1\n',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toMatch(/^Line 1: The header row must name a "name" column/);
    const empty = await ctx.call('POST', '/api/products/import', {
      cookie,
      headers: csvHeaders,
      body: '\n\n',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/The file is empty/);
  });
});
