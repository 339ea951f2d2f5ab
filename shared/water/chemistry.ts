import { roundOrNull, roundToDecimals } from '../calc/round.ts';
import { type CycleLimitKey, type CycleLimits, DEFAULT_CYCLE_LIMITS } from './constants.ts';
import { type CyclesProjection, type CyclesRow, projectCycles } from './cycles.ts';
import {
  calculateLangelier,
  calculateLarsonSkold,
  calculatePuckorius,
  calculateRyznar,
  calculateSaturationPh,
} from './indices.ts';
import { type ResolvedWaterInputs, resolveWaterInputs } from './inputs.ts';
import type { WaterChemistryInput } from './schema.ts';
import {
  classifyLangelier,
  classifyLarsonSkold,
  classifyStability,
  type LangelierVerdict,
  type LarsonSkoldVerdict,
  type StabilityVerdict,
} from './verdicts.ts';

/** The water test's own indices (at the sample temperature), rounded to 2 decimals; null where inputs are missing. */
export interface WaterSample {
  pHs: number | null;
  lsi: number | null;
  rsi: number | null;
  psi: number | null;
  larsonSkold: number | null;
  tds: number | null;
  tdsEstimated: boolean;
  calciumEstimated: boolean;
  temperatureF: number;
  lsiVerdict: LangelierVerdict | null;
  rsiVerdict: StabilityVerdict | null;
  psiVerdict: StabilityVerdict | null;
  larsonSkoldVerdict: LarsonSkoldVerdict | null;
}

/** Sentences naming what is missing; present only for what is null. */
export interface WaterChemistryMissing {
  indices?: string;
  larsonSkold?: string;
}

/** The contract's output (docs/decisions/025-water-chemistry.md); `missing` appears only when an index is null. */
export interface WaterChemistryResult {
  sample: WaterSample;
  cycles: CyclesRow[];
  maxCycles: number | null;
  limitingFactor: CycleLimitKey | null;
  missing?: WaterChemistryMissing;
}

/** Options of calculateWaterChemistry: limits replacing the contract's defaults. */
export interface WaterChemistryOptions {
  limits?: Partial<CycleLimits>;
}

const NOT_CALCULABLE = 'cannot be calculated from values this large or this small.';

/** The sample's unrounded saturation indices and the projection over cycles. */
interface Saturation {
  pHs: number;
  lsi: number;
  rsi: number;
  psi: number;
  projection: CyclesProjection;
}

function calculateSaturation(water: ResolvedWaterInputs, limits: CycleLimits): Saturation | null {
  // resolveWaterInputs names anything the indices lack, so with no sentence every input below is entered.
  if (water.indicesMissing !== null) return null;
  const { temperatureF, chlorides, silica, skinTemperatureF } = water;
  const ph = water.ph!;
  const alkalinity = water.alkalinity!;
  const calciumHardness = water.calciumHardness!;
  const tds = water.tds!;
  const pHs = calculateSaturationPh({ tds, calciumHardness, alkalinity, temperatureF });
  const lsi = calculateLangelier(ph, pHs);
  const rsi = calculateRyznar(ph, pHs);
  const psi = calculatePuckorius(pHs, alkalinity);
  const makeUp = { alkalinity, calciumHardness, tds, chlorides, silica, skinTemperatureF };
  const projection = projectCycles(makeUp, limits);
  // Only input past the schema's ranges overflows; it gets a reason rather than NaN or Infinity.
  const figures = projection.cycles.flatMap((row) => [
    row.ph,
    row.lsi,
    row.rsi,
    row.psi,
    row.calciumHardness,
  ]);
  return [pHs, lsi, rsi, psi, ...figures].every(Number.isFinite) ? { pHs, lsi, rsi, psi, projection } : null;
}

function calculateSampleLarsonSkold(water: ResolvedWaterInputs): number | null {
  // resolveWaterInputs names anything Larson-Skold lacks, so with no sentence chlorides, sulfate and alkalinity are in.
  if (water.larsonSkoldMissing !== null) return null;
  const index = calculateLarsonSkold(water.chlorides!, water.sulfate!, water.alkalinity!);
  return Number.isFinite(index) ? index : null;
}

function describeMissing(
  water: ResolvedWaterInputs,
  saturation: Saturation | null,
  larsonSkold: number | null,
): WaterChemistryMissing | null {
  const missing: WaterChemistryMissing = {};
  if (saturation === null) {
    missing.indices = water.indicesMissing ?? `The scale and corrosion indices ${NOT_CALCULABLE}`;
  }
  if (larsonSkold === null)
    missing.larsonSkold = water.larsonSkoldMissing ?? `Larson-Skold ${NOT_CALCULABLE}`;
  return Object.keys(missing).length > 0 ? missing : null;
}

/**
 * Calculates the saturation indices of a water test and how far a cooling tower can concentrate it: the contract's
 * output, every figure rounded half up to 2 decimals, every comparison made on unrounded values.
 */
export function calculateWaterChemistry(
  input: WaterChemistryInput,
  options: WaterChemistryOptions = {},
): WaterChemistryResult {
  const water = resolveWaterInputs(input);
  const saturation = calculateSaturation(water, { ...DEFAULT_CYCLE_LIMITS, ...options.limits });
  const larsonSkold = calculateSampleLarsonSkold(water);
  const result: WaterChemistryResult = {
    sample: {
      pHs: roundOrNull(saturation?.pHs),
      lsi: roundOrNull(saturation?.lsi),
      rsi: roundOrNull(saturation?.rsi),
      psi: roundOrNull(saturation?.psi),
      larsonSkold: roundOrNull(larsonSkold),
      tds: roundOrNull(water.tds),
      tdsEstimated: water.tdsEstimated,
      calciumEstimated: water.calciumEstimated,
      temperatureF: roundToDecimals(water.temperatureF, 2),
      lsiVerdict: saturation === null ? null : classifyLangelier(saturation.lsi),
      rsiVerdict: saturation === null ? null : classifyStability(saturation.rsi),
      psiVerdict: saturation === null ? null : classifyStability(saturation.psi),
      larsonSkoldVerdict: larsonSkold === null ? null : classifyLarsonSkold(larsonSkold),
    },
    cycles: saturation?.projection.cycles ?? [],
    maxCycles: saturation?.projection.maxCycles ?? null,
    limitingFactor: saturation?.projection.limitingFactor ?? null,
  };
  const missing = describeMissing(water, saturation, larsonSkold);
  if (missing !== null) result.missing = missing;
  return result;
}
