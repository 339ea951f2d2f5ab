import { isFiniteNumber } from '../calc/round.ts';
import { calculateTowerWater, type TowerWater } from './cycles.ts';
import { calculateLarsonSkold } from './indices.ts';
import { resolveWaterInputs } from './inputs.ts';
import type { WaterChemistryInput } from './schema.ts';

// The tower water at a given number of cycles, read by the projection's rules (the make-up figures × N, pH as pHeq
// of the concentrated alkalinity, the indices at the skin temperature): the survey report's second reading
// (docs/decisions/025-water-chemistry.md, "Report panel: make-up water and tower water").

/** The tower water at N cycles, unrounded; null figures with the reason when the water test lacks an input. */
export interface TowerReading {
  cycles: number;
  /** pH, LSI, RSI, PSI, calcium hardness, silica and chlorides of the tower water; null without the indices. */
  water: TowerWater | null;
  /** The concentrated TDS the indices used; null without the indices. */
  tds: number | null;
  /** Larson-Skold of the concentrated water (the ratio does not change with cycles); null when it lacks an input. */
  larsonSkold: number | null;
  skinTemperatureF: number;
  /** Why the indices or Larson-Skold are null; present only for what is null. */
  missing?: { indices?: string; larsonSkold?: string };
}

const NOT_CALCULABLE = 'cannot be calculated from values this large or this small.';
const CYCLES_NEEDED = 'The tower water needs cycles of concentration above 1.';

type Resolved = ReturnType<typeof resolveWaterInputs>;
type Read<T> = { value: T; reason: null } | { value: null; reason: string };

function readIndices(input: Resolved, cycles: number): Read<{ water: TowerWater; tds: number }> {
  if (input.indicesMissing !== null) return { value: null, reason: input.indicesMissing };
  // resolveWaterInputs names anything the indices lack, so with no sentence these are entered.
  const tds = input.tds! * cycles;
  const water = calculateTowerWater(
    {
      alkalinity: input.alkalinity!,
      calciumHardness: input.calciumHardness!,
      tds: input.tds!,
      chlorides: input.chlorides,
      silica: input.silica,
      skinTemperatureF: input.skinTemperatureF,
    },
    cycles,
  );
  const figures = [tds, water.ph, water.lsi, water.rsi, water.psi, water.calciumHardness];
  if (!figures.every(Number.isFinite)) {
    return { value: null, reason: `The scale and corrosion indices ${NOT_CALCULABLE}` };
  }
  return { value: { water, tds }, reason: null };
}

function readLarsonSkold(input: Resolved, cycles: number): Read<number> {
  if (input.larsonSkoldMissing !== null) return { value: null, reason: input.larsonSkoldMissing };
  const index = calculateLarsonSkold(
    input.chlorides! * cycles,
    input.sulfate! * cycles,
    input.alkalinity! * cycles,
  );
  return Number.isFinite(index)
    ? { value: index, reason: null }
    : { value: null, reason: `Larson-Skold ${NOT_CALCULABLE}` };
}

/**
 * Reads a water test concentrated N times as the cycles projection does: the make-up figures × N, pH as pHeq of the
 * concentrated alkalinity (no acid feed), the saturation indices at the skin temperature, and Larson-Skold of the
 * concentrated chlorides, sulfate and alkalinity. Like the projection it needs the sample's pH. Cycles must be above
 * 1 (at 1 the water is the make-up itself); otherwise every figure is null with that reason.
 */
export function calculateTowerReading(input: WaterChemistryInput, cycles: number): TowerReading {
  const resolved = resolveWaterInputs(input);
  const base = { cycles, skinTemperatureF: resolved.skinTemperatureF };
  if (!isFiniteNumber(cycles) || cycles <= 1) {
    return {
      ...base,
      water: null,
      tds: null,
      larsonSkold: null,
      missing: { indices: CYCLES_NEEDED, larsonSkold: CYCLES_NEEDED },
    };
  }
  const indices = readIndices(resolved, cycles);
  const larsonSkold = readLarsonSkold(resolved, cycles);
  const missing: NonNullable<TowerReading['missing']> = {};
  if (indices.reason !== null) missing.indices = indices.reason;
  if (larsonSkold.reason !== null) missing.larsonSkold = larsonSkold.reason;
  const reading: TowerReading = {
    ...base,
    water: indices.value?.water ?? null,
    tds: indices.value?.tds ?? null,
    larsonSkold: larsonSkold.value,
  };
  if (Object.keys(missing).length > 0) reading.missing = missing;
  return reading;
}
