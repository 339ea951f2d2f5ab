import { z } from 'zod';
import { WaterChemistryInputSchema } from '../water/schema.ts';
import { idField, optionalNumber, optionalText } from './fields.ts';
import { idValue, isoDate, isoTime, nullableNumber, nullableText } from './response-fields.ts';

/** Step 3 and POST /api/water-quality (an upsert: one row per survey). */
export const WaterQualityFieldsSchema = z.object({
  ph: optionalNumber({ min: 0, max: 14, message: 'pH must be between 0 and 14' }),
  conductivity: optionalNumber({
    min: 0,
    max: 99_999_999,
    int: true,
    message: 'Conductivity must be a whole number of at least 0',
  }),
  hardness: optionalNumber({
    min: 0,
    max: 99_999_999,
    int: true,
    message: 'Hardness must be a whole number of at least 0',
  }),
  alkalinity: optionalNumber({
    min: 0,
    max: 99_999_999,
    int: true,
    message: 'Alkalinity must be a whole number of at least 0',
  }),
  silica: optionalNumber({ min: 0, max: 99_999_999, message: 'Silica must be at least 0' }),
  iron: optionalNumber({ min: 0, max: 9_999_999, message: 'Iron must be at least 0' }),
  copper: optionalNumber({ min: 0, max: 9_999_999, message: 'Copper must be at least 0' }),
  chlorides: optionalNumber({
    min: 0,
    max: 99_999_999,
    int: true,
    message: 'Chlorides must be a whole number of at least 0',
  }),
  // The water-chemistry fields (docs/decisions/025-water-chemistry.md): one definition, the engine's.
  ...WaterChemistryInputSchema.pick({ calciumHardness: true, tds: true, sulfate: true, temperatureF: true })
    .shape,
  notes: optionalText(5000),
});

export const WaterQualityInputSchema = WaterQualityFieldsSchema.extend({
  surveyId: idField('Survey is required'),
});
export type WaterQualityInput = z.infer<typeof WaterQualityInputSchema>;

/**
 * A survey's water test results as the API returns them. The API always sends the row's dates and tester; they
 * are optional here only so older callers' literals still type-check.
 */
export const WaterQualitySchema = z.object({
  id: idValue,
  surveyId: idValue,
  ph: nullableNumber,
  conductivity: nullableNumber,
  hardness: nullableNumber,
  alkalinity: nullableNumber,
  silica: nullableNumber,
  iron: nullableNumber,
  copper: nullableNumber,
  chlorides: nullableNumber,
  tds: nullableNumber,
  calciumHardness: nullableNumber,
  sulfate: nullableNumber,
  temperatureF: nullableNumber,
  notes: nullableText,
  testDate: isoDate.nullable().optional(),
  testedBy: nullableText.optional(),
  createdAt: isoTime.optional(),
  updatedAt: isoTime.optional(),
});
export type WaterQuality = z.infer<typeof WaterQualitySchema>;
