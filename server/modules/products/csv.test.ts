import { describe, expect, test } from 'vitest';
import { AQUAGUARD_3100 } from '../../../tests/factories/price-book.ts';
import { MAX_IMPORT_ROWS, readProductsCsv, writeProductsCsv } from './csv.ts';
import type { ProductRow } from './products.ts';

function row(overrides: Partial<ProductRow>): ProductRow {
  return {
    id: 1,
    userId: 'u',
    ...AQUAGUARD_3100,
    systemTypes: ['cooling-tower', 'boiler'],
    notes: null,
    createdAt: new Date(),
    updatedAt: new Date(),
    ...overrides,
  };
}

describe('reading a price-book CSV', () => {
  test('numbers a bad row by its line in the file, also after a cell that spans lines', () => {
    const reading = readProductsCsv(
      ['name,notes,unit_cost', 'A,"first line', 'second line",1', '', 'B,,minus one'].join('\r\n'),
    );
    expect(reading).toEqual({
      ok: false,
      problems: [{ line: 5, message: 'Unit cost must be a number of at least 0' }],
    });
  });

  test('reads headers in any spelling and order, a byte-order mark, and types by label', () => {
    const reading = readProductsCsv(
      '\uFEFFUnit Cost,Name,Type,System Types\n3.10,BromoShield 40,Oxidizing biocide,cooling-tower; chiller\n',
    );
    expect(reading).toEqual({
      ok: true,
      products: [
        {
          name: 'BromoShield 40',
          type: 'oxidizing-biocide',
          // Columns the file does not have are left out (stored as empty).
          rateUnit: 'lbs/1000gal',
          unitCost: 3.1,
          priceUnit: 'gallon',
          systemTypes: ['cooling-tower', 'chiller'],
        },
      ],
    });
  });

  test('refuses a row with more cells than the header names, and an unknown system type', () => {
    const reading = readProductsCsv('name,unit_cost\nA,1,extra\nB,1\n');
    expect(reading).toEqual({
      ok: false,
      problems: [{ line: 2, message: 'has 3 cells but the header names 2 columns' }],
    });
    const types = readProductsCsv('name,system_types\nA,pond\n');
    expect(types.ok).toBe(false);
    if (!types.ok) expect(types.problems[0]!.message).toMatch(/^System types must be among: cooling-tower/);
  });

  test(`refuses more than ${MAX_IMPORT_ROWS} products`, () => {
    const lines = ['name', ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `P${i}`)];
    expect(readProductsCsv(lines.join('\n'))).toEqual({
      ok: false,
      problems: [{ line: 1, message: `A file may hold at most ${MAX_IMPORT_ROWS} products` }],
    });
  });
});

describe('writing a price-book CSV', () => {
  test('guards formula cells for spreadsheets, and reads back to the same products', () => {
    const rows = [
      row({}),
      row({
        id: 2,
        name: '=HYPERLINK("x")',
        notes: '+1 "quoted", and\nmultiline',
        unitCost: null,
        systemTypes: [],
      }),
    ];
    const csv = writeProductsCsv(rows);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    const reading = readProductsCsv(csv);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.products).toEqual(
      rows.map(({ id: _i, userId: _u, createdAt: _c, updatedAt: _d, ...fields }) => fields),
    );
  });
});
