import { calculateWaterChemistry, type WaterChemistryResult } from './chemistry.ts';
import {
  CYCLE_LIMIT_KEYS,
  type CycleLimitKey,
  type CycleLimits,
  DEFAULT_SKIN_TEMPERATURE_F,
  PROJECTED_CYCLES,
} from './constants.ts';
import { labelWaterRangeSystemType, type WaterRangeSystemType } from './control-ranges.ts';
import { calculateTowerWater, findExceededLimits, type MakeUpWater, type TowerWater } from './cycles.ts';
import {
  describeLimit,
  describeLimitingFactor,
  describeLimitSubject,
  describeWaterAssumptions,
} from './describe.ts';
import { formatIndexValue } from './format-index.ts';
import { resolveWaterInputs } from './inputs.ts';
import { describeTowerIndices, type TowerIndex } from './recommendation-rows.ts';
import type { WaterChemistryInput } from './schema.ts';

// The cycles recommendation of a proposal: one model for the generator's what-if, the proposal detail page and the
// proposal PDF, so the three cannot drift (docs/decisions/025-water-chemistry.md, "What-if and recommendation").

/** The recommendation's title on the detail page and in the proposal PDF. */
export const WATER_RECOMMENDATION_TITLE = 'Scale and Cycles Recommendation';

/** A stored water-quality row (extra columns are ignored), or nothing when the survey has no water test. */
export type WaterTest = Partial<Record<keyof WaterChemistryInput, number | null>> | null | undefined;

/** What the recommendation is built from. */
export interface WaterRecommendationInput {
  water: WaterTest;
  /** The proposal's skin temperature, °F; null for the default 120 °F. */
  skinTemperatureF: number | null;
  /** The proposal's target cycles; null when none is saved. */
  targetCycles: number | null;
  /** The system type whose control ranges give the limits (the survey's, pickRangeSystemType). */
  systemType: WaterRangeSystemType;
  limits: CycleLimits;
}

/** A limit the projection checks, with its label for a limit line ("Silica 150 mg/L") and its figures per cycle. */
export interface LimitSeries {
  key: CycleLimitKey;
  /** What the line measures, with its unit ("Silica (mg/L)"). */
  title: string;
  label: string;
  limit: number;
  /** The figure at each projected cycles value; isOver as the engine compares (unrounded). */
  points: { cycles: number; value: number; isOver: boolean }[];
}

/** One row of the projection as shown: the tower water's figures at N cycles and the limits it breaks. */
export interface ProjectionRow {
  cycles: number;
  ph: string;
  indices: TowerIndex[];
  calciumHardness: string;
  silica: string | null;
  chlorides: string | null;
  exceeds: CycleLimitKey[];
  isTarget: boolean;
}

/** The recommendation for the proposal's target cycles. */
export interface TargetRecommendation {
  cycles: number;
  isWithin: boolean;
  /** "The target of 6 cycles is within the recommended maximum of 7 cycles." or why it is not. */
  sentence: string;
  /** LSI, RSI and PSI at the target, with verdict and meaning. */
  indices: TowerIndex[];
  /** The limits the tower water breaks at the target itself ("Silica 180 mg/L, above the 150 mg/L limit"). */
  breaches: string[];
}

/** Everything the what-if, the detail page and the PDF show; `missing` is set (and the rest empty) without indices. */
export interface WaterRecommendation {
  /** The engine's sentence naming what the water test lacks for the indices; null when they can be calculated. */
  missing: string | null;
  skinTemperatureF: number;
  /** "Skin temperature 120 °F (assumed)" or "Skin temperature 135 °F". */
  skinTemperatureText: string;
  maxCycles: number | null;
  /** "Recommended maximum: 5 cycles", "… at least 10 cycles", or that even 2 cycles break a limit. */
  maxCyclesSentence: string | null;
  /** The engine's "Silica reaches 150 mg/L at 6 cycles" or "No limit is reached up to 10 cycles". */
  limitingSentence: string | null;
  /** "Limits from your Cooling Tower control ranges: LSI 2.8, Silica 150 mg/L, …". */
  limitsSentence: string;
  limitSeries: LimitSeries[];
  rows: ProjectionRow[];
  target: TargetRecommendation | null;
  /** What is estimated or assumed, one sentence each. */
  notes: string[];
}

const FIRST_PROJECTED = PROJECTED_CYCLES[0];
const LAST_PROJECTED = PROJECTED_CYCLES[PROJECTED_CYCLES.length - 1];
const PH_NOTE = 'Tower pH estimated from the concentrated alkalinity (no acid feed).';
const CYCLES = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const MG_PER_L = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Writes a number of cycles as the what-if does: "5", "5.5". */
export function formatCycleCount(cycles: number): string {
  return CYCLES.format(cycles);
}

/** Writes cycles as the what-if does ("5", "5.5") with its noun. */
export function formatCycles(cycles: number): string {
  return `${formatCycleCount(cycles)} ${cycles === 1 ? 'cycle' : 'cycles'}`;
}

/** The make-up water of a water test whose indices could be calculated, so its saturation inputs are all in. */
function readMakeUpWater(input: WaterChemistryInput): MakeUpWater {
  const { alkalinity, calciumHardness, tds, chlorides, silica, skinTemperatureF } = resolveWaterInputs(input);
  return {
    alkalinity: alkalinity!,
    calciumHardness: calciumHardness!,
    tds: tds!,
    chlorides,
    silica,
    skinTemperatureF,
  };
}

function describeMaxCycles(result: WaterChemistryResult): string {
  if (result.maxCycles === null) return 'Recommended maximum: none, even 2 cycles break a limit';
  const atLeast = result.limitingFactor === null ? 'at least ' : '';
  return `Recommended maximum: ${atLeast}${formatCycles(result.maxCycles)}`;
}

function describeBreach(tower: TowerWater, key: CycleLimitKey, limits: CycleLimits): string {
  // Only an entered value can break its limit, so a breach always has one.
  const value = tower[key]!;
  if (key === 'lsi') return `LSI ${formatIndexValue(value)}, above the ${describeLimit(key, limits)} limit`;
  return `${describeLimitSubject(key)} ${MG_PER_L.format(value)} mg/L, above the ${MG_PER_L.format(limits[key])} mg/L limit`;
}

/** Tells whether a number of cycles lies within the projection's 2 to 10. */
function isInProjection(cycles: number): boolean {
  return cycles >= FIRST_PROJECTED && cycles <= LAST_PROJECTED;
}

/** Tells whether cycles are at or under the recommended maximum; never when there is none. */
function isUnderMaximum(
  result: WaterChemistryResult,
  cycles: number,
): result is WaterChemistryResult & { maxCycles: number } {
  return result.maxCycles !== null && cycles <= result.maxCycles;
}

function isTargetWithin(result: WaterChemistryResult, target: number, breaks: number): boolean {
  // Inside the projected range the recommendation is in whole cycles; outside it the target's own water decides
  // (every limit rises with cycles, so water that breaks a limit by 10 cycles breaks it beyond 10 too).
  return isInProjection(target) ? isUnderMaximum(result, target) : breaks === 0;
}

function describeTarget(
  result: WaterChemistryResult,
  tower: TowerWater,
  limits: CycleLimits,
): TargetRecommendation {
  const exceeded = findExceededLimits(tower, limits);
  const isWithin = isTargetWithin(result, tower.cycles, exceeded.length);
  const target = `The target of ${formatCycles(tower.cycles)}`;
  const reason = describeLimitingFactor(result, limits);
  let sentence: string;
  // A target under the maximum is within (below 2 cycles too: water that keeps 2 cycles under every limit keeps less).
  if (isUnderMaximum(result, tower.cycles)) {
    sentence = `${target} is within the recommended maximum of ${formatCycles(result.maxCycles)}.`;
  } else if (isWithin) {
    sentence = `${target} breaks no limit.`;
  } else if (result.limitingFactor === null) {
    // No limit is reached up to 10 cycles, so only a target beyond them can break one.
    sentence = `${target} breaks a limit beyond the ${formatCycles(LAST_PROJECTED)} projected.`;
  } else if (result.maxCycles === null) {
    sentence = `${target} is above the recommendation: even 2 cycles break a limit (${reason}).`;
  } else {
    sentence = `${target} is above the recommended maximum of ${formatCycles(result.maxCycles)}: ${reason}.`;
  }
  return {
    cycles: tower.cycles,
    isWithin,
    sentence,
    indices: describeTowerIndices(tower, limits.lsi),
    breaches: exceeded.map((key) => describeBreach(tower, key, limits)),
  };
}

function describeRows(makeUp: MakeUpWater, limits: CycleLimits, target: number | null): ProjectionRow[] {
  const cycles: number[] = [...PROJECTED_CYCLES];
  // A target between two projected rows gets a row of its own.
  if (target !== null && isInProjection(target) && !cycles.includes(target)) cycles.push(target);
  cycles.sort((a, b) => a - b);
  return cycles.map((n) => {
    const tower = calculateTowerWater(makeUp, n);
    const mg = (value: number | null) => (value === null ? null : MG_PER_L.format(value));
    return {
      cycles: n,
      ph: formatIndexValue(tower.ph),
      indices: describeTowerIndices(tower, limits.lsi),
      calciumHardness: mg(tower.calciumHardness)!,
      silica: mg(tower.silica),
      chlorides: mg(tower.chlorides),
      exceeds: findExceededLimits(tower, limits),
      isTarget: n === target,
    };
  });
}

function describeLimitSeries(result: WaterChemistryResult, limits: CycleLimits): LimitSeries[] {
  return CYCLE_LIMIT_KEYS.flatMap((key) => {
    const points = result.cycles.flatMap((row) => {
      const value = row[key];
      return value === null ? [] : [{ cycles: row.cycles, value, isOver: row.exceeds.includes(key) }];
    });
    if (points.length === 0) return [];
    return [
      {
        key,
        title: key === 'lsi' ? describeLimitSubject(key) : `${describeLimitSubject(key)} (mg/L)`,
        label: describeLimit(key, limits),
        limit: limits[key],
        points,
      },
    ];
  });
}

/**
 * Builds the cycles recommendation from a water test, the proposal's skin temperature and target cycles and the
 * user's limits: the indices per cycle, the recommended maximum with its limiting factor, the target's indices and
 * whether it stays within, and what is estimated or assumed; or the engine's reason when the test lacks an input.
 */
export function buildWaterRecommendation(input: WaterRecommendationInput): WaterRecommendation {
  const { limits, targetCycles } = input;
  const water: WaterChemistryInput = { ...(input.water ?? {}), skinTemperatureF: input.skinTemperatureF };
  const result = calculateWaterChemistry(water, { limits });
  const skinTemperatureF = input.skinTemperatureF ?? DEFAULT_SKIN_TEMPERATURE_F;
  const skinTemperatureText = `Skin temperature ${CYCLES.format(skinTemperatureF)} °F${input.skinTemperatureF === null ? ' (assumed)' : ''}`;
  const limitsSentence = `Limits from your ${labelWaterRangeSystemType(input.systemType)} control ranges: ${CYCLE_LIMIT_KEYS.map((key) => describeLimit(key, limits)).join(', ')}.`;
  const missing = result.missing?.indices;
  if (missing !== undefined) {
    return {
      missing,
      skinTemperatureF,
      skinTemperatureText,
      maxCycles: null,
      maxCyclesSentence: null,
      limitingSentence: null,
      limitsSentence,
      limitSeries: [],
      rows: [],
      target: null,
      notes: [],
    };
  }
  const makeUp = readMakeUpWater(water);
  return {
    missing: null,
    skinTemperatureF,
    skinTemperatureText,
    maxCycles: result.maxCycles,
    maxCyclesSentence: describeMaxCycles(result),
    limitingSentence: describeLimitingFactor(result, limits),
    limitsSentence,
    limitSeries: describeLimitSeries(result, limits),
    rows: describeRows(makeUp, limits, targetCycles),
    target:
      targetCycles === null
        ? null
        : describeTarget(result, calculateTowerWater(makeUp, targetCycles), limits),
    notes: [...describeWaterAssumptions(water), PH_NOTE],
  };
}
