import { describe, expect, test } from 'vitest';
import examples from '../../../tests/fixtures/calculation-examples.json' with { type: 'json' };
import { buildProgramInput, type ChemicalRow, type EquipmentRow } from './program-input.ts';
import { planRecalculation } from './recalculate.ts';

const createdAt = new Date('2025-01-05T00:00:00Z');

function towerRow(overrides: Partial<EquipmentRow> = {}): EquipmentRow {
  return {
    id: 7,
    surveyId: 1,
    type: 'cooling-tower',
    name: 'Tower',
    manufacturer: null,
    model: null,
    location: null,
    capacity: 500,
    capacityUnit: 'tons',
    flowRate: null,
    operatingPressure: 20,
    annualRuntime: null,
    systemLoad: null,
    fuelType: null,
    bleedSetpoint: '1500',
    steamRate: null,
    makeUpMeter: null,
    totalWaterVolume: null,
    comments: 'not an engine field',
    clientId: null,
    fieldChangedAt: {},
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

function chemicalRow(overrides: Partial<ChemicalRow> = {}): ChemicalRow {
  return {
    id: 3,
    proposalId: 2,
    equipmentId: 7,
    systemIds: [7],
    name: 'Scale inhibitor',
    type: 'treatment',
    description: null,
    treatmentRate: 2.5,
    rateUnit: 'lbs/1000gal',
    density: null,
    unitCost: 3.2,
    priceUnit: 'pound',
    annualCost: null,
    tempId: null,
    productId: null,
    productUnitCost: null,
    position: 0,
    createdAt,
    ...overrides,
  };
}

describe('buildProgramInput', () => {
  test('maps stored rows to the first worked example’s input', () => {
    const input = buildProgramInput({
      conductivity: 300,
      equipment: [towerRow()],
      chemicals: [chemicalRow()],
    });
    const example = examples[0]!.input;
    expect(input).toEqual({
      ...example,
      systems: [{ ...example.systems[0], id: 7 }],
      chemicals: [{ ...example.chemicals[0], systemIds: [7] }],
    });
  });

  test('reads stored units the engine does not know as not given', () => {
    const input = buildProgramInput({
      conductivity: null,
      equipment: [],
      chemicals: [chemicalRow({ rateUnit: 'gallons/hour', priceUnit: 'ton' })],
    });
    expect(input.chemicals[0]).toMatchObject({ rateUnit: null, priceUnit: null });
  });
});

describe('planRecalculation', () => {
  test('finds the stale cost and total, and nothing once they are stored', () => {
    const source = { conductivity: 300, equipment: [towerRow()], chemicals: [chemicalRow()] };
    const plan = planRecalculation(source, '0.00');
    expect(plan.changes).toEqual([{ id: 3, annualCost: '91454.00', systemIds: [7] }]);
    expect(plan).toMatchObject({ totalAnnualCost: '91454.00', isTotalChanged: true });
    const fresh = planRecalculation(
      { ...source, chemicals: [chemicalRow({ annualCost: '91454.00' })] },
      '91454.00',
    );
    expect(fresh.changes).toEqual([]);
    expect(fresh.isTotalChanged).toBe(false);
  });

  test('drops ids of deleted equipment and leaves a row with no system uncalculated', () => {
    const source = { conductivity: 300, equipment: [], chemicals: [chemicalRow({ annualCost: '91454.00' })] };
    const plan = planRecalculation(source, '91454.00');
    expect(plan.changes).toEqual([{ id: 3, annualCost: null, systemIds: [] }]);
    expect(plan.totalAnnualCost).toBe('0.00');
  });
});
