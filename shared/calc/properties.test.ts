import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { calculateProgram } from './program.ts';
import {
  type ChemicalInput,
  PRICE_UNITS,
  type ProgramInput,
  RATE_UNITS,
  SYSTEM_TYPES,
  type SystemInput,
} from './types.ts';

const SYSTEM_IDS = [1, 2, 3, 4, 5, 6];

function arbitraryLooseNumber(magnitude?: number) {
  const number =
    magnitude === undefined ? fc.double() : fc.double({ min: -magnitude, max: magnitude, noNaN: true });
  const positive = fc.double({ min: 0, max: magnitude ?? 1e6, noNaN: true });
  return fc.oneof(
    fc.constant(null),
    fc.constant(''),
    number,
    positive.map((n) => n.toFixed(2)),
    positive.map((n) => `${n.toLocaleString('en-US')} µS/cm`),
    fc.string(),
  );
}

function arbitrarySystem(magnitude?: number, types: readonly string[] = [...SYSTEM_TYPES, 'pond', '']) {
  const loose = arbitraryLooseNumber(magnitude);
  return fc.record({
    id: fc.constantFrom(...SYSTEM_IDS),
    type: fc.constantFrom(...types),
    capacity: loose,
    capacityUnit: fc.constantFrom('tons', 'hp', null),
    flowRate: loose,
    operatingPressure: loose,
    annualRuntime: loose,
    systemLoad: loose,
    bleedSetpoint: loose,
    steamRate: loose,
    makeUpMeter: loose,
    totalWaterVolume: loose,
  }) satisfies fc.Arbitrary<SystemInput>;
}

function arbitraryChemical(magnitude?: number) {
  const loose = arbitraryLooseNumber(magnitude);
  return fc.record({
    name: fc.string(),
    treatmentRate: loose,
    rateUnit: fc.constantFrom(...RATE_UNITS, null),
    density: loose,
    unitCost: loose,
    priceUnit: fc.constantFrom(...PRICE_UNITS, null),
    systemIds: fc.array(fc.constantFrom(...SYSTEM_IDS), { maxLength: 6 }),
  }) satisfies fc.Arbitrary<ChemicalInput>;
}

function arbitraryProgram(magnitude?: number) {
  return fc.record({
    conductivity: arbitraryLooseNumber(magnitude),
    systems: fc.array(arbitrarySystem(magnitude), { maxLength: 8 }),
    chemicals: fc.array(arbitraryChemical(magnitude), { maxLength: 5 }),
  }) satisfies fc.Arbitrary<ProgramInput>;
}

describe('calculateProgram properties', () => {
  test('never returns NaN, Infinity or negative chemical figures', () => {
    fc.assert(
      fc.property(arbitraryProgram(), (input) => {
        const result = calculateProgram(input);
        for (const chemical of result.chemicals) {
          for (const figure of [
            chemical.makeupGallonsPerYear,
            chemical.lbsPerYear,
            chemical.gallonsPerYear,
          ]) {
            expect(Number.isInteger(figure) && figure >= 0).toBe(true);
          }
          expect(Number.isInteger(chemical.annualCost) && chemical.annualCost >= 0).toBe(true);
        }
        expect(result.systems.every((system) => Number.isFinite(system.makeupGallonsPerYear))).toBe(true);
        expect(result.totalMakeupGallonsPerYear).toBeGreaterThanOrEqual(0);
        expect(Number.isFinite(result.totalTonnage) && result.totalTonnage >= 0).toBe(true);
        expect(result.cycles === null || Number.isFinite(result.cycles)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  test('totals the annual cost as the sum of the chemicals’ costs', () => {
    fc.assert(
      fc.property(arbitraryProgram(), (input) => {
        const result = calculateProgram(input);
        expect(result.totalAnnualCost).toBe(result.chemicals.reduce((sum, c) => sum + c.annualCost, 0));
      }),
      { numRuns: 300 },
    );
  });

  test('never lowers a chemical’s make-up base when it treats one more non-credit system', () => {
    const nonCreditTypes = SYSTEM_TYPES.filter((type) => type !== 'condensate-return');
    const extra = arbitrarySystem(1e6, nonCreditTypes).map((system) => ({
      ...system,
      id: 99,
      bleedSetpoint: null,
    }));
    fc.assert(
      fc.property(arbitraryProgram(1e6), extra, (input, added) => {
        const before = calculateProgram(input);
        const after = calculateProgram({
          ...input,
          systems: [...input.systems, added],
          chemicals: input.chemicals.map((chemical) => ({
            ...chemical,
            systemIds: [...chemical.systemIds, 99],
          })),
        });
        before.chemicals.forEach((chemical, index) => {
          expect(after.chemicals[index].makeupGallonsPerYear).toBeGreaterThanOrEqual(
            chemical.makeupGallonsPerYear,
          );
        });
      }),
      { numRuns: 300 },
    );
  });

  test('gives the same result for the same input and leaves the input untouched', () => {
    fc.assert(
      fc.property(arbitraryProgram(), (input) => {
        const copy = structuredClone(input);
        expect(calculateProgram(input)).toEqual(calculateProgram(copy));
        expect(input).toEqual(copy);
      }),
      { numRuns: 200 },
    );
  });
});
