import { describe, expect, it } from 'vitest';
import { createBlankRow } from './chemical-rows.ts';
import { buildChemicalBody, decideSaveAction } from './save-plan.ts';

describe('create or update', () => {
  const known = new Set([7, 8]);

  it('creates a new row (no server id)', () => {
    expect(decideSaveAction(null, known)).toEqual({ kind: 'create' });
  });

  it('creates a row whose id the server does not know', () => {
    expect(decideSaveAction(99, known)).toEqual({ kind: 'create' });
  });

  it('updates a row the server knows', () => {
    expect(decideSaveAction(8, known)).toEqual({ kind: 'update', id: 8 });
  });
});

describe('the chemical body', () => {
  it('carries the temp id, numbers, units, the first system as equipment and the engine cost', () => {
    const row = {
      ...createBlankRow(1003),
      name: '  Scale inhibitor ',
      treatmentRate: '2.5',
      unitCost: '3.20',
      priceUnit: 'pound' as const,
      systemIds: [4, 9],
    };
    expect(buildChemicalBody(row, 12, 91_454)).toEqual({
      proposalId: 12,
      name: 'Scale inhibitor',
      type: 'treatment',
      treatmentRate: 2.5,
      rateUnit: 'lbs/1000gal',
      density: null,
      unitCost: 3.2,
      priceUnit: 'pound',
      annualCost: 91_454,
      equipmentId: 4,
      systemIds: [4, 9],
      tempId: 1003,
    });
  });

  it('sends no cost and no equipment for a row without systems', () => {
    const body = buildChemicalBody({ ...createBlankRow(1000), name: 'Biocide' }, 1, 0);
    expect(body).toMatchObject({ annualCost: null, equipmentId: null, systemIds: [] });
  });
});
