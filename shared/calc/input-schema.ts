import { z } from 'zod';
import { PRICE_UNITS, RATE_UNITS } from './types.ts';

// The engine's input schemas, apart from its types and constants (shared/calc/types.ts): the pages that only compute
// figures never load zod for them (docs/decisions/039-fast-signed-in-pages.md). What validates an input imports
// them from here.

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
