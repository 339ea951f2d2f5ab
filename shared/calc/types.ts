import type { z } from 'zod';
import type {
  CalcIdSchema,
  ChemicalInputSchema,
  LooseNumberSchema,
  ProgramInputSchema,
  SystemInputSchema,
} from './input-schema.ts';

/** Units a chemical treatment rate may be given in; the first is the default. */
export const RATE_UNITS = ['lbs/1000gal', 'ppm/1000gal', 'ml/min', 'gal/day'] as const;

/** Units a chemical's unit cost may be quoted per. */
export const PRICE_UNITS = ['gallon', 'pound'] as const;

/** Equipment types the engine knows how to size. */
export const SYSTEM_TYPES = [
  'cooling-tower',
  'evaporative-condenser',
  'boiler',
  'chiller',
  'closed-loop',
  'feed-water-tank',
  'softener',
  'condensate-return',
] as const;

/** Equipment types whose bleed setpoint counts toward the generator's cycles of concentration. */
export const CYCLES_SYSTEM_TYPES = ['cooling-tower', 'evaporative-condenser', 'chiller'] as const;

/** Equipment types that lose water to evaporation, blowdown and drift. */
export const EVAPORATIVE_SYSTEM_TYPES = ['cooling-tower', 'evaporative-condenser'] as const;

/** Hours a system runs in a year when no annual runtime is given. */
export const DEFAULT_RUNTIME_HOURS = 8760;

/** Pounds per gallon assumed for ppm rates when the chemical has no density. */
export const DEFAULT_PPM_DENSITY = 8.34;

/** Pounds per gallon of water, used to turn boiler steam (lb/h) into make-up gallons. */
export const WATER_LBS_PER_GALLON = 8.34;

/** Millilitres in one US gallon, for continuous ml/min feeds. */
export const ML_PER_GALLON = 3785.411784;

/** A rate unit from RATE_UNITS. */
export type RateUnit = (typeof RATE_UNITS)[number];

/** A price unit from PRICE_UNITS. */
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** An equipment type from SYSTEM_TYPES. */
export type SystemType = (typeof SYSTEM_TYPES)[number];

/** A loosely typed number field (see LooseNumberSchema). */
export type LooseNumber = z.infer<typeof LooseNumberSchema>;

/** A system or chemical identifier. */
export type CalcId = z.infer<typeof CalcIdSchema>;

/** One piece of equipment as the engine reads it. */
export type SystemInput = z.infer<typeof SystemInputSchema>;

/** One chemical row as the engine reads it. */
export type ChemicalInput = z.infer<typeof ChemicalInputSchema>;

/** The whole input of calculateProgram. */
export type ProgramInput = z.infer<typeof ProgramInputSchema>;

/** One system's signed, rounded make-up figure in the result. */
export interface SystemResult {
  id: CalcId;
  makeupGallonsPerYear: number;
}

/** One chemical's rounded yearly figures in the result. */
export interface ChemicalResult {
  name: string;
  makeupGallonsPerYear: number;
  lbsPerYear: number;
  gallonsPerYear: number;
  annualCost: number;
  /** Present and true when the chemical treats no system, so it was not calculated. */
  needsSystems?: boolean;
}

/** The result of calculateProgram: the engine's public contract (docs/decisions/004-calculation-engine.md). */
export interface ProgramResult {
  cycles: number | null;
  totalTonnage: number;
  systems: SystemResult[];
  totalMakeupGallonsPerYear: number;
  chemicals: ChemicalResult[];
  totalAnnualCost: number;
}
