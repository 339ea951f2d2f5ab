import { z } from 'zod';

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

/** A number as it may arrive from a form or the database: number, numeric text, text with a unit, or nothing. */
export const LooseNumberSchema = z
  .union([z.number(), z.string(), z.null()], {
    error: 'expected a number, a text holding a number, or null',
  })
  .optional();

/** A system or chemical identifier. */
export const CalcIdSchema = z.union([z.number(), z.string()], { error: 'expected a number or a string' });

/** One piece of equipment as the engine reads it. */
export const SystemInputSchema = z.object(
  {
    id: CalcIdSchema,
    type: z.string({ error: 'expected string' }),
    capacity: LooseNumberSchema,
    capacityUnit: z.string({ error: 'expected string or null' }).nullish(),
    flowRate: LooseNumberSchema,
    operatingPressure: LooseNumberSchema,
    annualRuntime: LooseNumberSchema,
    systemLoad: LooseNumberSchema,
    bleedSetpoint: LooseNumberSchema,
    steamRate: LooseNumberSchema,
    makeUpMeter: LooseNumberSchema,
    totalWaterVolume: LooseNumberSchema,
  },
  { error: 'expected an object describing a system' },
);

/** One chemical row of the generator as the engine reads it. */
export const ChemicalInputSchema = z.object(
  {
    name: z.string({ error: 'expected string' }),
    treatmentRate: LooseNumberSchema,
    rateUnit: z.enum(RATE_UNITS, { error: `expected one of ${RATE_UNITS.join(', ')}` }).nullish(),
    density: LooseNumberSchema,
    unitCost: LooseNumberSchema,
    priceUnit: z.enum(PRICE_UNITS, { error: `expected one of ${PRICE_UNITS.join(', ')}` }).nullish(),
    systemIds: z.array(CalcIdSchema, { error: 'expected a list of system ids' }).nullish(),
  },
  { error: 'expected an object describing a chemical' },
);

/** The whole input of calculateProgram: the engine's public contract (docs/decisions/004-calculation-engine.md). */
export const ProgramInputSchema = z.object(
  {
    conductivity: LooseNumberSchema,
    systems: z.array(SystemInputSchema, { error: 'expected a list of systems' }),
    chemicals: z.array(ChemicalInputSchema, { error: 'expected a list of chemicals' }),
  },
  { error: 'expected an object with conductivity, systems and chemicals' },
);

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
