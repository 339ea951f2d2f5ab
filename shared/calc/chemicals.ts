import { parsePositiveNumber } from './parse-number.ts';
import { toFinite } from './round.ts';
import {
  type ChemicalInput,
  DEFAULT_PPM_DENSITY,
  ML_PER_GALLON,
  type PriceUnit,
  RATE_UNITS,
  type RateUnit,
} from './types.ts';

/** A chemical's unrounded yearly amounts. */
export interface ChemicalAmounts {
  lbs: number;
  gallons: number;
  cost: number;
}

const MINUTES_PER_YEAR = 60 * 8760;
const DAYS_PER_YEAR = 365;

/** Reads a rate unit, falling back to the default lbs/1000gal for blank or unknown values. */
export function normalizeRateUnit(unit: unknown): RateUnit {
  return RATE_UNITS.find((known) => known === unit) ?? RATE_UNITS[0];
}

/** Reads a price unit: "pound" prices by weight, anything else by volume. */
export function normalizePriceUnit(unit: unknown): PriceUnit {
  return unit === 'pound' ? 'pound' : 'gallon';
}

function readNonNegative(value: unknown): number {
  return parsePositiveNumber(value) ?? 0;
}

function measureAmounts(unit: RateUnit, rate: number, density: number | null, base: number) {
  switch (unit) {
    case 'ppm/1000gal': {
      const ppmDensity = density ?? DEFAULT_PPM_DENSITY;
      const lbs = ((rate * ppmDensity) / 1_000_000) * base;
      return { lbs, gallons: lbs / ppmDensity };
    }
    case 'ml/min': {
      const gallons = (rate * MINUTES_PER_YEAR) / ML_PER_GALLON;
      return { lbs: gallons * (density ?? 1), gallons };
    }
    case 'gal/day': {
      const gallons = rate * DAYS_PER_YEAR;
      return { lbs: gallons * (density ?? 1), gallons };
    }
    default: {
      const lbs = (base / 1000) * rate;
      return { lbs, gallons: lbs / (density ?? 1) };
    }
  }
}

/** Calculates a chemical's unrounded lbs, gallons and cost per year from the make-up gallons it treats. */
export function calculateChemicalAmounts(chemical: ChemicalInput, makeupGallons: number): ChemicalAmounts {
  const base = Math.max(toFinite(makeupGallons), 0);
  const rate = readNonNegative(chemical.treatmentRate);
  const density = parsePositiveNumber(chemical.density);
  const unitCost = readNonNegative(chemical.unitCost);
  const amounts = measureAmounts(normalizeRateUnit(chemical.rateUnit), rate, density, base);
  const lbs = toFinite(amounts.lbs);
  const gallons = toFinite(amounts.gallons);
  const priced = normalizePriceUnit(chemical.priceUnit) === 'pound' ? lbs : gallons;
  return { lbs, gallons, cost: toFinite(priced * unitCost) };
}
