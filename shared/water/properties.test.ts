import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { calculateWaterChemistry, WaterChemistryInputSchema } from './index.ts';

// Rounding each figure to 2 decimals moves it by at most 0.005.
const HALF_HUNDREDTH = 0.005 + 1e-9;

// The schema's ranges: amounts 0 to 99,999,999, pH 0 to 14, temperatures 32 to 212 °F.
const amount = fc.double({ min: 0, max: 99_999_999, noNaN: true });
const positive = fc.double({ min: 1e-6, max: 99_999_999, noNaN: true });
const ph = fc.double({ min: 0, max: 14, noNaN: true });
const temperature = fc.double({ min: 32, max: 212, noNaN: true });
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

/** Fields no saturation index needs. */
const extraFields = {
  chlorides: optional(amount),
  silica: optional(amount),
  sulfate: optional(amount),
  temperatureF: optional(temperature),
  skinTemperatureF: optional(temperature),
};

/** A water test the schema accepts, each field possibly missing or 0. */
const anyWaterTest = fc.record(
  {
    ph: optional(ph),
    conductivity: optional(amount),
    hardness: optional(amount),
    alkalinity: optional(amount),
    calciumHardness: optional(amount),
    tds: optional(amount),
    ...extraFields,
  },
  { requiredKeys: [] },
);

/** A water test with everything the indices need. */
const completeWaterTest = fc.record({
  ph,
  conductivity: positive,
  hardness: positive,
  alkalinity: positive,
  calciumHardness: optional(positive),
  tds: optional(positive),
  ...extraFields,
});

describe('calculateWaterChemistry properties', () => {
  test('RSI = pH − 2 × LSI within rounding, for the sample and every projected row', () => {
    fc.assert(
      fc.property(completeWaterTest, (input) => {
        const { sample, cycles } = calculateWaterChemistry(input);
        const { lsi, rsi } = sample as { lsi: number; rsi: number };
        expect(Math.abs(rsi - (input.ph - 2 * lsi))).toBeLessThanOrEqual(3 * HALF_HUNDREDTH);
        for (const row of cycles) {
          expect(Math.abs(row.rsi - (row.ph - 2 * row.lsi))).toBeLessThanOrEqual(4 * HALF_HUNDREDTH);
        }
      }),
    );
  });

  test('every index is a finite number, or null with a reason, for any input the schema accepts', () => {
    fc.assert(
      fc.property(anyWaterTest, (raw) => {
        const input = WaterChemistryInputSchema.parse(raw);
        const result = calculateWaterChemistry(input);
        const { sample } = result;
        const rowFigures = result.cycles.flatMap((row) => [
          row.ph,
          row.lsi,
          row.rsi,
          row.psi,
          row.calciumHardness,
        ]);
        for (const figure of [
          sample.pHs,
          sample.lsi,
          sample.rsi,
          sample.psi,
          sample.larsonSkold,
          ...rowFigures,
        ]) {
          if (figure !== null) expect(Number.isFinite(figure)).toBe(true);
        }
        expect(sample.lsi === null).toBe(result.missing?.indices !== undefined);
        expect(sample.larsonSkold === null).toBe(result.missing?.larsonSkold !== undefined);
        expect(result.cycles.length).toBe(sample.lsi === null ? 0 : 9);
      }),
    );
  });

  test('a complete water test always gets its indices and a projection from 2 to 10 cycles', () => {
    fc.assert(
      fc.property(completeWaterTest, (input) => {
        const result = calculateWaterChemistry(input);
        expect(result.missing?.indices).toBeUndefined();
        expect(result.cycles.map((row) => row.cycles)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
      }),
    );
  });

  test('the projected LSI never falls as cycles rise', () => {
    fc.assert(
      fc.property(completeWaterTest, (input) => {
        const { cycles } = calculateWaterChemistry(input);
        for (let index = 1; index < cycles.length; index += 1) {
          expect(cycles[index].lsi).toBeGreaterThanOrEqual(cycles[index - 1].lsi);
        }
      }),
    );
  });

  test('maxCycles is the row before the first that exceeds a limit, named by its first exceeded limit', () => {
    fc.assert(
      fc.property(completeWaterTest, (input) => {
        const result = calculateWaterChemistry(input);
        const first = result.cycles.findIndex((row) => row.exceeds.length > 0);
        if (first === -1) {
          expect(result).toMatchObject({ maxCycles: 10, limitingFactor: null });
        } else {
          expect(result.maxCycles).toBe(first === 0 ? null : result.cycles[first - 1].cycles);
          expect(result.limitingFactor).toBe(result.cycles[first].exceeds[0]);
        }
      }),
    );
  });

  test('removing a needed input gives null indices with a reason naming it', () => {
    const removals = [
      [{ ph: null }, 'pH'],
      [{ alkalinity: null }, 'alkalinity'],
      [{ hardness: null, calciumHardness: null }, 'calcium or total hardness'],
      [{ conductivity: null, tds: null }, 'TDS or conductivity'],
    ] as const;
    fc.assert(
      fc.property(completeWaterTest, fc.constantFrom(...removals), (input, [removed, words]) => {
        const result = calculateWaterChemistry({ ...input, ...removed });
        expect(result.sample).toMatchObject({ pHs: null, lsi: null, rsi: null, psi: null, lsiVerdict: null });
        expect(result.cycles).toEqual([]);
        expect(result.missing?.indices).toContain(words);
      }),
    );
  });
});
