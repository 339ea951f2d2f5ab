import { describe, expect, it } from 'vitest';
import { buildChemical } from '#client/test-utils/builders.ts';
import {
  applyRowEdit,
  applySavedChemical,
  canRemoveRow,
  createBlankRow,
  createTempIdAllocator,
  FIRST_TEMP_ID,
  rowsFromChemicals,
} from './chemical-rows.ts';

describe('temporary ids', () => {
  it('start at 1000 and increase by one, never repeating', () => {
    const allocator = createTempIdAllocator();
    const ids = Array.from({ length: 50 }, () => allocator.next());
    expect(ids[0]).toBe(FIRST_TEMP_ID);
    expect(ids.every((id, i) => i === 0 || id === ids[i - 1] + 1)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('go above ids already used by saved rows', () => {
    const allocator = createTempIdAllocator();
    allocator.reserve([1004, null, 1001, undefined, 12]);
    expect(allocator.next()).toBe(1005);
    allocator.reserve([1002]);
    expect(allocator.next()).toBe(1006);
  });

  it('give saved rows without a usable temp id a fresh one', () => {
    const allocator = createTempIdAllocator();
    const rows = rowsFromChemicals(
      [
        buildChemical({ id: 1, tempId: 1003 }),
        buildChemical({ id: 2, tempId: null }),
        buildChemical({ id: 3, tempId: 1003 }),
        buildChemical({ id: 4, tempId: 5 }),
      ],
      allocator,
    );
    expect(rows.map((r) => r.tempId)).toEqual([1003, 1004, 1005, 1006]);
    expect(rows.map((r) => r.serverId)).toEqual([1, 2, 3, 4]);
    expect(allocator.next()).toBe(1007);
  });
});

describe('rows from the server', () => {
  it('keep the typed figures as text and the selected systems', () => {
    const [row] = rowsFromChemicals(
      [buildChemical({ density: 10.2, systemIds: [11, 12] })],
      createTempIdAllocator(),
    );
    expect(row).toMatchObject({
      name: 'Scale inhibitor',
      treatmentRate: '2.5',
      density: '10.2',
      unitCost: '3.2',
      priceUnit: 'pound',
      rateUnit: 'lbs/1000gal',
      systemIds: [11, 12],
    });
  });

  it('select the single equipment of an older row that has no system list', () => {
    const [row] = rowsFromChemicals(
      [buildChemical({ systemIds: [], equipmentId: 4 })],
      createTempIdAllocator(),
    );
    expect(row.systemIds).toEqual([4]);
  });
});

describe('editing a row', () => {
  it('fills in the 8.34 density when the rate unit becomes ppm and density is blank', () => {
    const row = createBlankRow(1000);
    expect(applyRowEdit(row, { rateUnit: 'ppm/1000gal' }).density).toBe('8.34');
    expect(applyRowEdit({ ...row, density: '9.1' }, { rateUnit: 'ppm/1000gal' }).density).toBe('9.1');
    expect(applyRowEdit(row, { rateUnit: 'gal/day' }).density).toBe('');
  });

  it('maps a saved chemical onto its row by the echoed temp id', () => {
    const rows = [createBlankRow(1000), createBlankRow(1001)];
    const mapped = applySavedChemical(rows, buildChemical({ id: 42, tempId: 1001 }));
    expect(mapped.map((r) => r.serverId)).toEqual([null, 42]);
    expect(applySavedChemical(mapped, buildChemical({ id: 43, tempId: 999 }))).toEqual(mapped);
  });
});

describe('the last-row rule', () => {
  it('lets a row be removed only while another remains', () => {
    expect(canRemoveRow(1)).toBe(false);
    expect(canRemoveRow(0)).toBe(false);
    expect(canRemoveRow(2)).toBe(true);
  });
});
