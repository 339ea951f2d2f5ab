import { z } from 'zod';
import { CYCLE_LIMIT_KEYS, type CycleLimitKey } from '#shared/water/constants.ts';
import type { WaterControlRanges } from '#shared/water/control-ranges.ts';
import { WaterControlRangesSchema } from '#shared/water/control-ranges-schema.ts';
import { WATER_INDICES, type WaterIndexKey } from '#shared/water/verdicts.ts';

/** The four indices in the order Settings lists them. */
export const RANGE_INDEX_KEYS: readonly WaterIndexKey[] = ['lsi', 'rsi', 'psi', 'larsonSkold'];

/** What the inputs hold: text, blank meaning "no bound". */
export interface RangesFormValues {
  indices: Record<WaterIndexKey, { min: string; max: string }>;
  cycleLimits: Record<CycleLimitKey, string>;
}

/** The cycles limits' labels with units, as the projection names them. */
export const CYCLE_LIMIT_LABELS: Readonly<Record<CycleLimitKey, string>> = {
  lsi: 'LSI at skin temperature',
  silica: 'Silica (mg/L)',
  calciumHardness: 'Calcium hardness (mg/L as CaCO₃)',
  chlorides: 'Chlorides (mg/L)',
};

/** The short name of an index for its range row ("LSI", "Larson-Skold"). */
export function labelRangeIndex(key: WaterIndexKey): string {
  return WATER_INDICES[key].shortName;
}

const toText = (value: number | null) => (value === null ? '' : String(value));

/** The inputs' text for a system type's saved ranges. */
export function toRangesFormValues(ranges: WaterControlRanges): RangesFormValues {
  const indices = Object.fromEntries(
    RANGE_INDEX_KEYS.map((key) => [
      key,
      { min: toText(ranges.indices[key].min), max: toText(ranges.indices[key].max) },
    ]),
  ) as RangesFormValues['indices'];
  const cycleLimits = Object.fromEntries(
    CYCLE_LIMIT_KEYS.map((key) => [key, toText(ranges.cycleLimits[key])]),
  ) as RangesFormValues['cycleLimits'];
  return { indices, cycleLimits };
}

// Blank is "no bound" (null); typed numbers become numbers; anything else stays text, so the schema names the field.
function readNumbers(value: unknown): unknown {
  if (typeof value === 'string') {
    const text = value.trim().replace('−', '-');
    if (text === '') return null;
    const number = Number(text);
    return Number.isFinite(number) ? number : value;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, readNumbers(inner)]));
  }
  return value;
}

/** The Settings form's schema: the shared ranges schema read from the inputs' text (its messages, unchanged). */
export const RangesFormSchema = z.preprocess(readNumbers, WaterControlRangesSchema);
