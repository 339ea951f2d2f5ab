import { z } from 'zod';
import { WATER_RANGE_SYSTEM_TYPES } from './control-ranges.ts';
import type { WaterIndexKey } from './verdicts.ts';

// The schemas of the control ranges, apart from their rules (shared/water/control-ranges.ts): the report and the
// generator read ranges without loading zod (docs/decisions/039-fast-signed-in-pages.md); Settings and the API, which
// validate them, import these.

const BOUNDS: Record<WaterIndexKey, { min: number; max: number; label: string }> = {
  lsi: { min: -10, max: 10, label: 'LSI' },
  rsi: { min: 0, max: 20, label: 'RSI' },
  psi: { min: 0, max: 20, label: 'PSI' },
  larsonSkold: { min: 0, max: 100, label: 'Larson-Skold' },
};

function boundField(key: WaterIndexKey, end: 'minimum' | 'maximum') {
  const { min, max, label } = BOUNDS[key];
  const message = `${label} ${end} must be a number between ${min} and ${max}`;
  // The union's own message covers a value that is neither a number nor null.
  return z.union([z.number().min(min, message).max(max, message), z.null()], { error: message });
}

function rangeSchema(key: WaterIndexKey) {
  return z
    .object({ min: boundField(key, 'minimum'), max: boundField(key, 'maximum') })
    .refine((r) => r.min === null || r.max === null || r.min < r.max, {
      message: `${BOUNDS[key].label} minimum must be below its maximum`,
      path: ['max'],
    });
}

function limitField(label: string, min: number, max: number, unit: string) {
  const message = `${label} limit must be a number between ${min} and ${max.toLocaleString('en-US')}${unit}`;
  return z.number({ error: message }).min(min, message).max(max, message);
}

/** The control ranges of one system type, as Settings saves them; every field is required. */
export const WaterControlRangesSchema = z.object(
  {
    indices: z.object({
      lsi: rangeSchema('lsi'),
      rsi: rangeSchema('rsi'),
      psi: rangeSchema('psi'),
      larsonSkold: rangeSchema('larsonSkold'),
    }),
    cycleLimits: z.object({
      lsi: limitField('LSI', -5, 10, ''),
      silica: limitField('Silica', 1, 99_999_999, ' mg/L'),
      calciumHardness: limitField('Calcium hardness', 1, 99_999_999, ' mg/L'),
      chlorides: limitField('Chlorides', 1, 99_999_999, ' mg/L'),
    }),
  },
  { error: 'expected control ranges' },
);

/** The ranges of one system type with whether they are still the defaults. */
export const SystemControlRangesSchema = z.object({
  systemType: z.enum(WATER_RANGE_SYSTEM_TYPES),
  label: z.string(),
  isDefault: z.boolean(),
  ranges: WaterControlRangesSchema,
});
