import { z } from 'zod';
import { idField, optionalDate, optionalText } from './fields.ts';
import { idValue, isoDate, isoTime, nullableText } from './response-fields.ts';

/** Step 4 and POST /api/observations (an upsert: one row per survey). */
export const ObservationsFieldsSchema = z.object({
  systemObservations: optionalText(10_000),
  recommendations: optionalText(10_000),
  followUpTasks: optionalText(10_000),
  followUpDate: optionalDate('Please enter a valid follow-up date'),
});

export const ObservationsInputSchema = ObservationsFieldsSchema.extend({
  surveyId: idField('Survey is required'),
});
export type ObservationsInput = z.infer<typeof ObservationsInputSchema>;

/** A survey's observations and follow-up as the API returns them. */
export const ObservationsSchema = z.object({
  id: idValue,
  surveyId: idValue,
  systemObservations: nullableText,
  recommendations: nullableText,
  followUpTasks: nullableText,
  followUpDate: isoDate.nullable(),
  createdAt: isoTime.optional(),
  updatedAt: isoTime.optional(),
});
export type Observations = z.infer<typeof ObservationsSchema>;
