import { describe, expect, it } from 'vitest';
import { calculateProgram } from '#shared/calc/index.ts';
import type { WaterQuality } from '#shared/schemas/water-quality.ts';
import { buildEquipmentRecord } from '../../../../tests/factories/index.ts';
import { createBlankRow, type EditorRow } from './chemical-rows.ts';
import { buildProgramInput, readNumber } from './program-input.ts';

const tower = buildEquipmentRecord({
  id: 1,
  capacity: 500,
  capacityUnit: 'tons',
  operatingPressure: 20,
  bleedSetpoint: '1500',
});
const boiler = buildEquipmentRecord({
  id: 2,
  type: 'boiler',
  steamRate: '5000',
  operatingPressure: 175,
  systemLoad: 80,
});
const quality = { conductivity: 300 } as WaterQuality;

function row(fields: Partial<EditorRow>): EditorRow {
  return { ...createBlankRow(1000), ...fields };
}

describe('editor rows to engine input', () => {
  it('turns typed text into numbers and keeps units and systems', () => {
    const [input] = buildProgramInput([tower], quality, [
      row({
        name: 'Scale inhibitor',
        treatmentRate: '2.5',
        unitCost: '3.20',
        priceUnit: 'pound',
        systemIds: [1],
      }),
    ]).chemicals;
    expect(input).toEqual({
      name: 'Scale inhibitor',
      treatmentRate: 2.5,
      rateUnit: 'lbs/1000gal',
      density: null,
      unitCost: 3.2,
      priceUnit: 'pound',
      systemIds: [1],
    });
  });

  it('reads blank and unreadable text as not given', () => {
    expect(readNumber('')).toBeNull();
    expect(readNumber('   ')).toBeNull();
    expect(readNumber('abc')).toBeNull();
    expect(readNumber('0.5')).toBe(0.5);
  });

  it('gives the contract figures for the 500-ton tower example', () => {
    const rows = [
      row({
        name: 'Scale inhibitor',
        treatmentRate: '2.5',
        unitCost: '3.2',
        priceUnit: 'pound',
        systemIds: [1],
      }),
      row({
        tempId: 1001,
        name: 'Oxygen scavenger',
        treatmentRate: '0.5',
        density: '10.2',
        unitCost: '18.5',
        systemIds: [2],
      }),
      row({ tempId: 1002, name: 'No system yet', treatmentRate: '3', unitCost: '2' }),
    ];
    const result = calculateProgram(buildProgramInput([tower, boiler], quality, rows));
    expect(result.cycles).toBe(5);
    expect(result.systems).toEqual([
      { id: 1, makeupGallonsPerYear: 11_431_800 },
      { id: 2, makeupGallonsPerYear: 3_991_367 },
    ]);
    expect(result.chemicals.map((c) => c.annualCost)).toEqual([91_454, 3_620, 0]);
    expect(result.chemicals[2].needsSystems).toBe(true);
    expect(result.totalAnnualCost).toBe(95_074);
  });

  it('reads a missing water test as unknown conductivity', () => {
    expect(buildProgramInput([tower], null, []).conductivity).toBeNull();
  });
});
