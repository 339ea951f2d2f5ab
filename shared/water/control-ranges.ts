import type { z } from 'zod';
import { EQUIPMENT_TYPES, labelOf } from '../enums.ts';
import { type CycleLimits, DEFAULT_CYCLE_LIMITS, TREATED_OPEN_LSI_MAX } from './constants.ts';
import type { SystemControlRangesSchema } from './control-ranges-schema.ts';
import { isAbove, isBelow, type WaterIndexKey } from './verdicts.ts';

// Control ranges: the band a water treater wants each index of a system's water to sit in, and the limits the
// cycles projection checks (docs/decisions/025-water-chemistry.md, "Control ranges").

/**
 * The types that have control ranges: the water-bearing systems of a survey, and the make-up water itself (read on
 * the survey report before it is concentrated or treated).
 */
export const WATER_RANGE_SYSTEM_TYPES = [
  'cooling-tower',
  'evaporative-condenser',
  'boiler',
  'chiller',
  'closed-loop',
  'make-up',
] as const;

/** The make-up water's ranges: the survey's water test as sampled. */
export const MAKE_UP_RANGE_TYPE = 'make-up';
const MAKE_UP_LABEL = 'Make-up Water';

/** A system type with control ranges. */
export type WaterRangeSystemType = (typeof WATER_RANGE_SYSTEM_TYPES)[number];

/** Open evaporative systems: the ones whose water concentrates by cycles, so the cycles limits apply. */
export const OPEN_SYSTEM_TYPES: readonly WaterRangeSystemType[] = ['cooling-tower', 'evaporative-condenser'];

/** A band: either bound may be absent (only a ceiling, only a floor). */
export interface ControlRange {
  min: number | null;
  max: number | null;
}

/** The control ranges of one system type. */
export interface WaterControlRanges {
  indices: Record<WaterIndexKey, ControlRange>;
  cycleLimits: CycleLimits;
}

const band = (min: number | null, max: number | null): ControlRange => ({ min, max });

// Treated open towers run with a scaling tendency that the inhibitor holds; closed and boiler make-up water
// should sit near balance. Larson-Skold above 1.2 means high localized corrosion of mild steel anywhere.
const OPEN_DEFAULTS: WaterControlRanges = {
  indices: {
    lsi: band(-0.5, TREATED_OPEN_LSI_MAX),
    rsi: band(5, 7),
    psi: band(5, 7),
    larsonSkold: band(null, 1.2),
  },
  cycleLimits: { ...DEFAULT_CYCLE_LIMITS },
};
const CLOSED_DEFAULTS: WaterControlRanges = {
  indices: { lsi: band(-0.5, 0.5), rsi: band(6, 7), psi: band(6, 7), larsonSkold: band(null, 0.8) },
  cycleLimits: { ...DEFAULT_CYCLE_LIMITS },
};

// Make-up water is untreated: it is read for its tendency (the verdict says which way it leans), not held to a
// treated system's band, so its defaults flag only water that leans far: strongly corrosive or strongly scaling
// (LSI beyond ±2, Ryznar and Puckorius outside 5.5 to 8.5). Larson-Skold keeps 1.2: the ratio survives concentration,
// so a make-up water above it brings the same localized corrosion to every system it feeds.
const MAKE_UP_DEFAULTS: WaterControlRanges = {
  indices: { lsi: band(-2, 2), rsi: band(5.5, 8.5), psi: band(5.5, 8.5), larsonSkold: band(null, 1.2) },
  cycleLimits: { ...DEFAULT_CYCLE_LIMITS },
};

/** The ranges a user starts with, per system type. */
export const DEFAULT_CONTROL_RANGES: Readonly<Record<WaterRangeSystemType, WaterControlRanges>> = {
  'cooling-tower': OPEN_DEFAULTS,
  'evaporative-condenser': OPEN_DEFAULTS,
  boiler: CLOSED_DEFAULTS,
  chiller: CLOSED_DEFAULTS,
  'closed-loop': CLOSED_DEFAULTS,
  'make-up': MAKE_UP_DEFAULTS,
};

/** Tells whether a value is one of the system types with control ranges. */
export function isWaterRangeSystemType(value: unknown): value is WaterRangeSystemType {
  return (WATER_RANGE_SYSTEM_TYPES as readonly unknown[]).includes(value);
}

/** The display label of a system type ("Cooling Tower", "Make-up Water"). */
export function labelWaterRangeSystemType(type: WaterRangeSystemType): string {
  return type === MAKE_UP_RANGE_TYPE ? MAKE_UP_LABEL : labelOf(EQUIPMENT_TYPES, type);
}

/** The survey's first open system (cooling tower or evaporative condenser), whose water concentrates; else null. */
export function pickOpenSystemType(equipmentTypes: readonly string[]): WaterRangeSystemType | null {
  const open = equipmentTypes.find((type) => OPEN_SYSTEM_TYPES.includes(type as WaterRangeSystemType));
  return (open as WaterRangeSystemType | undefined) ?? null;
}

/**
 * The system type whose ranges a survey's water test is read against: its first open system (the make-up water
 * feeds it), else its first system with ranges, else a cooling tower.
 */
export function pickRangeSystemType(equipmentTypes: readonly string[]): WaterRangeSystemType {
  const open = pickOpenSystemType(equipmentTypes);
  if (open) return open;
  // Make-up water is not a system a survey lists.
  const system = equipmentTypes.find((type) => isWaterRangeSystemType(type) && type !== MAKE_UP_RANGE_TYPE);
  return (system as WaterRangeSystemType | undefined) ?? 'cooling-tower';
}

/** Where a reading sits against its range: inside, inside but close to a bound, or outside. */
export type RangeStatus = 'within' | 'near' | 'outside';

/** The share of a range (or of a lone bound's size) that counts as close to the bound. */
export const NEAR_FRACTION = 0.1;

/** The smallest closeness margin, so a bound of 0 still has a "near" band. */
const MIN_NEAR_MARGIN = 0.05;

function nearMargin(range: ControlRange): number {
  if (range.min !== null && range.max !== null) return Math.max((range.max - range.min) * NEAR_FRACTION, 0);
  const bound = range.min ?? range.max ?? 0;
  return Math.max(Math.abs(bound) * NEAR_FRACTION, MIN_NEAR_MARGIN);
}

/**
 * Reads a value against its range: outside beyond a bound (comparing unrounded, as the verdicts do), near when
 * within 10% of the range's width of a bound (10% of the bound itself for a one-sided range), within otherwise.
 * A range with no bounds colours nothing: every value is within.
 */
export function classifyReading(value: number, range: ControlRange): RangeStatus {
  if (range.min !== null && isBelow(value, range.min)) return 'outside';
  if (range.max !== null && isAbove(value, range.max)) return 'outside';
  const margin = nearMargin(range);
  if (range.min !== null && value - range.min < margin) return 'near';
  if (range.max !== null && range.max - value < margin) return 'near';
  return 'within';
}

/** "−0.5 to 2.5", "at most 1.2", "at least 6", or "any" for a range without bounds. */
export function describeRange(range: ControlRange): string {
  const show = (n: number) => (n < 0 ? `−${Math.abs(n)}` : String(n));
  if (range.min !== null && range.max !== null) return `${show(range.min)} to ${show(range.max)}`;
  if (range.max !== null) return `at most ${show(range.max)}`;
  if (range.min !== null) return `at least ${show(range.min)}`;
  return 'any';
}

/** The ranges of one system type with whether they are still the defaults. */
export type SystemControlRanges = z.infer<typeof SystemControlRangesSchema>;

/** A user's ranges for every system type: what was saved, the defaults for the rest, in the list's order. */
/**
 * An open system's LSI ceiling, said once (decision 025, amended): the band's LSI maximum is the cycles projection's
 * LSI limit too, so a tower's water never reads "within your limit" and "outside range" at once. A band without a
 * maximum takes the limit as it. Other types keep their ranges as they are.
 */
export function withOneLsiCeiling(
  systemType: WaterRangeSystemType,
  ranges: WaterControlRanges,
): WaterControlRanges {
  if (!OPEN_SYSTEM_TYPES.includes(systemType)) return ranges;
  const band = ranges.indices.lsi;
  const ceiling =
    band.max ?? (band.min === null || ranges.cycleLimits.lsi > band.min ? ranges.cycleLimits.lsi : null);
  if (ceiling === null) return ranges;
  return {
    indices: { ...ranges.indices, lsi: { min: band.min, max: ceiling } },
    cycleLimits: { ...ranges.cycleLimits, lsi: ceiling },
  };
}

export function resolveControlRanges(
  saved: ReadonlyMap<WaterRangeSystemType, WaterControlRanges>,
): SystemControlRanges[] {
  return WATER_RANGE_SYSTEM_TYPES.map((systemType) => {
    const stored = saved.get(systemType);
    return {
      systemType,
      label: labelWaterRangeSystemType(systemType),
      isDefault: stored === undefined,
      ranges: stored ? withOneLsiCeiling(systemType, stored) : DEFAULT_CONTROL_RANGES[systemType],
    };
  });
}
