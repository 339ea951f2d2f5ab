import { describe, expect, test } from 'vitest';
import examples from '../../tests/fixtures/water-chemistry-examples.json' with { type: 'json' };
import { roundToDecimals } from '../calc/round.ts';
import { calculateWaterChemistry } from './chemistry.ts';
import { calculateTowerReading } from './tower-reading.ts';

const [case1] = examples;
const round = (value: number | null | undefined) => (value == null ? null : roundToDecimals(value, 2));

describe('calculateTowerReading', () => {
  test.each(examples.map((example) => [example.name, example] as const))(
    '%s: at every projected cycles value it reads exactly the projection row',
    (_name, { input, expected }) => {
      for (const row of expected.cycles) {
        const reading = calculateTowerReading(input, row.cycles);
        expect(reading.missing).toBeUndefined();
        const water = reading.water!;
        expect({
          cycles: reading.cycles,
          ph: round(water.ph),
          lsi: round(water.lsi),
          rsi: round(water.rsi),
          psi: round(water.psi),
          calciumHardness: round(water.calciumHardness),
          silica: round(water.silica),
          chlorides: round(water.chlorides),
        }).toEqual({ ...row, exceeds: undefined, silica: row.silica, chlorides: row.chlorides });
        // Concentrating chlorides, sulfate and alkalinity alike leaves the Larson-Skold ratio as sampled.
        expect(round(reading.larsonSkold)).toBe(expected.sample.larsonSkold);
        expect(round(reading.tds)).toBe(round(expected.sample.tds! * row.cycles));
      }
    },
  );

  test('reads between whole cycles, at the given skin temperature or the assumed 120 °F', () => {
    const reading = calculateTowerReading(case1.input, 4.5);
    expect(reading.cycles).toBe(4.5);
    expect(reading.skinTemperatureF).toBe(100);
    expect(reading.water!.calciumHardness).toBeCloseTo(142 * 4.5, 9);
    expect(reading.water!.silica).toBeCloseTo(33.4 * 4.5, 9);
    expect(reading.tds).toBeCloseTo(388 * 0.65 * 4.5, 9);
    const lower = calculateTowerReading(case1.input, 4).water!;
    const higher = calculateTowerReading(case1.input, 5).water!;
    expect(reading.water!.lsi).toBeGreaterThan(lower.lsi);
    expect(reading.water!.lsi).toBeLessThan(higher.lsi);
    const assumed = calculateTowerReading({ ...case1.input, skinTemperatureF: null }, 4);
    expect(assumed.skinTemperatureF).toBe(120);
    expect(assumed.water!.lsi).toBeGreaterThan(lower.lsi);
  });

  test('silica and chlorides not entered read null; the indices do not need them', () => {
    const reading = calculateTowerReading({ ...case1.input, silica: null, chlorides: null }, 3);
    expect(reading.water).toMatchObject({ silica: null, chlorides: null });
    expect(round(reading.water!.lsi)).toBe(0.38);
    expect(reading.larsonSkold).toBeNull();
    expect(reading.missing).toEqual({ larsonSkold: 'Larson-Skold needs chlorides.' });
  });

  test('without pH the indices are null with the engine’s reason; Larson-Skold, which needs no pH, stays', () => {
    const reading = calculateTowerReading({ ...case1.input, ph: null }, 3);
    const engine = calculateWaterChemistry({ ...case1.input, ph: null });
    expect(reading).toMatchObject({ water: null, tds: null, missing: { indices: engine.missing?.indices } });
    expect(reading.missing).not.toHaveProperty('larsonSkold');
    expect(round(reading.larsonSkold)).toBe(5.39);
  });

  test.each([1, 0.5, 0, -2, Number.NaN, Number.POSITIVE_INFINITY])(
    'cycles of %s give no tower water, with the reason',
    (cycles) => {
      const reading = calculateTowerReading(case1.input, cycles);
      const reason = 'The tower water needs cycles of concentration above 1.';
      expect(reading).toEqual({
        cycles,
        skinTemperatureF: 100,
        water: null,
        tds: null,
        larsonSkold: null,
        missing: { indices: reason, larsonSkold: reason },
      });
    },
  );

  test('cycles just above 1 are read', () => {
    expect(calculateTowerReading(case1.input, 1.01).water).not.toBeNull();
  });

  test('figures too large to calculate give a reason, never NaN or Infinity', () => {
    const huge = 1e308;
    const reading = calculateTowerReading(
      { ...case1.input, alkalinity: huge, calciumHardness: huge, chlorides: huge, sulfate: 1 },
      5,
    );
    expect(reading.water).toBeNull();
    expect(reading.tds).toBeNull();
    expect(reading.missing?.indices).toBe(
      'The scale and corrosion indices cannot be calculated from values this large or this small.',
    );
    expect(reading.larsonSkold).toBeNull();
    expect(reading.missing?.larsonSkold).toBe(
      'Larson-Skold cannot be calculated from values this large or this small.',
    );
  });

  test('a complete water test has no missing key', () => {
    expect(calculateTowerReading(case1.input, 3)).not.toHaveProperty('missing');
  });
});
