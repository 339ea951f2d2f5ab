import { describe, expect, test } from 'vitest';
import { buildChemical } from '../../tests/factories/index.ts';
import { calculateChemicalAmounts, normalizePriceUnit, normalizeRateUnit } from './chemicals.ts';

const BASE = 1_000_000;

describe('calculateChemicalAmounts', () => {
  test('lbs/1000gal: base / 1000 × rate, gallons at density 1 by default', () => {
    expect(calculateChemicalAmounts(buildChemical({ treatmentRate: 2.5 }), BASE)).toEqual({
      lbs: 2500,
      gallons: 2500,
      cost: 2500,
    });
  });

  test('lbs/1000gal: gallons divide by the given density', () => {
    const amounts = calculateChemicalAmounts(buildChemical({ treatmentRate: 3, density: '1.25' }), BASE);
    expect(amounts).toMatchObject({ lbs: 3000, gallons: 2400 });
  });

  test('ppm/1000gal: rate × 8.34 / 1,000,000 × base without a density', () => {
    const amounts = calculateChemicalAmounts(
      buildChemical({ rateUnit: 'ppm/1000gal', treatmentRate: 50 }),
      BASE,
    );
    expect(amounts.lbs).toBeCloseTo(50 * 8.34, 9);
    expect(amounts.gallons).toBeCloseTo(50, 9);
  });

  test('ppm/1000gal: uses the given density for lbs and gallons', () => {
    const chemical = buildChemical({ rateUnit: 'ppm/1000gal', treatmentRate: 50, density: 9.1 });
    const amounts = calculateChemicalAmounts(chemical, 1821600);
    expect(amounts.lbs).toBeCloseTo((50 * 9.1 * 1821600) / 1e6, 9);
    expect(amounts.gallons).toBeCloseTo((50 * 1821600) / 1e6, 9);
  });

  test('ml/min: a continuous feed all year, independent of the make-up base', () => {
    const chemical = buildChemical({ rateUnit: 'ml/min', treatmentRate: 30, density: 9.5 });
    const gallons = (30 * 60 * 8760) / 3785.411784;
    expect(calculateChemicalAmounts(chemical, 0).gallons).toBeCloseTo(gallons, 9);
    expect(calculateChemicalAmounts(chemical, BASE).lbs).toBeCloseTo(gallons * 9.5, 9);
  });

  test('gal/day: rate × 365, lbs at density 1 by default', () => {
    expect(
      calculateChemicalAmounts(buildChemical({ rateUnit: 'gal/day', treatmentRate: 0.5 }), 0),
    ).toMatchObject({
      gallons: 182.5,
      lbs: 182.5,
    });
  });

  test('prices per pound by lbs and per gallon by gallons', () => {
    const perPound = buildChemical({ treatmentRate: 1, density: 2, unitCost: 3, priceUnit: 'pound' });
    expect(calculateChemicalAmounts(perPound, BASE).cost).toBe(3000);
    expect(calculateChemicalAmounts({ ...perPound, priceUnit: 'gallon' }, BASE).cost).toBe(1500);
  });

  test('prices per gallon when the price unit is blank', () => {
    const chemical = buildChemical({ treatmentRate: 1, density: 2, unitCost: 3, priceUnit: null });
    expect(calculateChemicalAmounts(chemical, BASE).cost).toBe(1500);
  });

  test('clamps a negative base, rate or price at 0', () => {
    expect(calculateChemicalAmounts(buildChemical(), -5000)).toEqual({ lbs: 0, gallons: 0, cost: 0 });
    expect(calculateChemicalAmounts(buildChemical({ treatmentRate: -2 }), BASE).lbs).toBe(0);
    expect(calculateChemicalAmounts(buildChemical({ unitCost: '-4' }), BASE).cost).toBe(0);
  });

  test('reads a 0 or negative density as not given', () => {
    expect(calculateChemicalAmounts(buildChemical({ density: 0 }), BASE).gallons).toBe(1000);
    expect(calculateChemicalAmounts(buildChemical({ rateUnit: 'gal/day', density: -3 }), 0).lbs).toBe(365);
  });

  test('reads text numbers with units', () => {
    const chemical = buildChemical({ treatmentRate: '2 lbs', unitCost: '$3.20', density: '1.0 lb/gal' });
    expect(calculateChemicalAmounts(chemical, BASE)).toMatchObject({ lbs: 2000, cost: 6400 });
  });
});

describe('units', () => {
  test('defaults a blank or unknown rate unit to lbs/1000gal', () => {
    expect(normalizeRateUnit(null)).toBe('lbs/1000gal');
    expect(normalizeRateUnit('kg/day')).toBe('lbs/1000gal');
    expect(normalizeRateUnit('ml/min')).toBe('ml/min');
  });

  test('reads only "pound" as priced by weight', () => {
    expect(normalizePriceUnit('pound')).toBe('pound');
    expect(normalizePriceUnit(undefined)).toBe('gallon');
  });
});
