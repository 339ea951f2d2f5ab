import { describe, expect, test } from 'vitest';
import { buildChemical, buildProgram, buildSystem } from '../../tests/factories/index.ts';
import examples from '../../tests/fixtures/calculation-examples.json' with { type: 'json' };
import { ProgramInputSchema } from './input-schema.ts';
import { calculateProgram } from './program.ts';
import type { ProgramInput, ProgramResult } from './types.ts';

interface Example {
  name: string;
  input: unknown;
  expected: ProgramResult;
}

describe('calculation-examples.json', () => {
  test.each((examples as Example[]).map((example) => [example.name, example] as const))(
    '%s',
    (_, example) => {
      // Exact: every figure of a worked example is a rounded whole number (or 2-decimal cycles), so a wrong
      // rounding shows as a difference of one and must fail (docs/decisions/004-calculation-engine.md).
      const result = calculateProgram(ProgramInputSchema.parse(example.input));
      expect(result).toMatchObject(example.expected);
    },
  );
});

describe('calculateProgram', () => {
  const tower = buildSystem({ id: 1, capacity: 500, bleedSetpoint: '1500' });

  test('returns a chemical without systems with zero figures and needsSystems', () => {
    const gallonsPerDay = buildChemical({ rateUnit: 'gal/day', treatmentRate: 2, systemIds: [] });
    const result = calculateProgram(buildProgram({ systems: [tower], chemicals: [gallonsPerDay] }));
    expect(result.chemicals[0]).toEqual({
      name: 'Inhibitor',
      makeupGallonsPerYear: 0,
      lbsPerYear: 0,
      gallonsPerYear: 0,
      annualCost: 0,
      needsSystems: true,
    });
    expect(result.totalAnnualCost).toBe(0);
  });

  test('treats system ids that match no system like no selection', () => {
    const result = calculateProgram(
      buildProgram({ systems: [tower], chemicals: [buildChemical({ systemIds: [9] })] }),
    );
    expect(result.chemicals[0].needsSystems).toBe(true);
  });

  test('leaves needsSystems out of calculated chemicals', () => {
    const result = calculateProgram(buildProgram({ systems: [tower], chemicals: [buildChemical()] }));
    expect(result.chemicals[0]).not.toHaveProperty('needsSystems');
  });

  test('matches numeric and text ids and counts a repeated id once', () => {
    const chemical = buildChemical({ systemIds: ['1', 1] });
    const result = calculateProgram(buildProgram({ systems: [tower], chemicals: [chemical] }));
    expect(result.chemicals[0].makeupGallonsPerYear).toBe(result.systems[0].makeupGallonsPerYear);
  });

  test('rounds each cost half up and totals the rounded costs', () => {
    // 182.5 gallons a year at $1 rounds to 183 each: the total is 366, not round(365).
    const half = buildChemical({ rateUnit: 'gal/day', treatmentRate: 0.5, priceUnit: 'gallon' });
    const result = calculateProgram(
      buildProgram({ systems: [tower], chemicals: [half, { ...half, name: 'Two' }] }),
    );
    expect(result.chemicals.map((c) => c.annualCost)).toEqual([183, 183]);
    expect(result.totalAnnualCost).toBe(366);
  });

  test('sums tonnage only over systems sized in tons', () => {
    const systems = [
      buildSystem({ id: 1, capacity: '120.5', capacityUnit: 'tons' }),
      buildSystem({ id: 2, capacity: 200, capacityUnit: 'hp' }),
      buildSystem({ id: 3, capacity: 0.2, capacityUnit: 'tons' }),
      buildSystem({ id: 4, capacity: 0.1, capacityUnit: 'tons' }),
    ];
    expect(calculateProgram(buildProgram({ systems })).totalTonnage).toBe(120.8);
  });

  test('reads a capacity unit with capitals and stray spaces as tons', () => {
    const systems = [
      buildSystem({ id: 1, capacity: 300, capacityUnit: ' Tons ' }),
      buildSystem({ id: 2, capacity: 200, capacityUnit: 'TONS' }),
      buildSystem({ id: 3, capacity: 50, capacityUnit: null }),
    ];
    expect(calculateProgram(buildProgram({ systems })).totalTonnage).toBe(500);
  });

  test('treats a chemical whose systems were never chosen like no selection', () => {
    for (const systemIds of [null, undefined]) {
      const result = calculateProgram(
        buildProgram({ systems: [tower], chemicals: [buildChemical({ systemIds })] }),
      );
      expect(result.chemicals[0]).toMatchObject({ annualCost: 0, needsSystems: true });
    }
  });

  test('keeps condensate credits signed per system and clamps the total at 0', () => {
    const systems = [
      buildSystem({ id: 1, type: 'feed-water-tank', makeUpMeter: '1' }),
      buildSystem({ id: 2, type: 'condensate-return', makeUpMeter: '5' }),
    ];
    const result = calculateProgram(buildProgram({ systems }));
    expect(result.systems.map((s) => s.makeupGallonsPerYear)).toEqual([525600, -2102400]);
    expect(result.totalMakeupGallonsPerYear).toBe(0);
  });

  test('rounds cycles to 2 decimals and uses the unrounded value for blowdown', () => {
    const input: ProgramInput = buildProgram({
      conductivity: 300,
      systems: [buildSystem({ capacity: 100, bleedSetpoint: '1000' })],
    });
    const result = calculateProgram(input);
    expect(result.cycles).toBe(3.33);
    // flow 300 GPM: evaporation 3, blowdown 3 / (10/3 - 1) = 1.2857..., drift 0.6.
    expect(result.systems[0].makeupGallonsPerYear).toBe(Math.round((3 + 3 / (10 / 3 - 1) + 0.6) * 60 * 8760));
  });

  test('returns an empty program as zeros', () => {
    expect(calculateProgram(buildProgram())).toEqual({
      cycles: null,
      totalTonnage: 0,
      systems: [],
      totalMakeupGallonsPerYear: 0,
      chemicals: [],
      totalAnnualCost: 0,
    });
  });
});
