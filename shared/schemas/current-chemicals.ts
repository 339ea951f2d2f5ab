import { z } from 'zod';
import { idField, optionalText, requiredText } from './fields.ts';
import { idValue, isoTime, nullableText } from './response-fields.ts';
import { clientIdField } from './sync.ts';

/** A current chemical as entered in the equipment dialog. */
export const CurrentChemicalFieldsSchema = z.object({
  name: requiredText('Chemical name is required', 200),
  description: optionalText(1000),
});

/** POST /api/current-chemicals body. */
export const CurrentChemicalCreateInputSchema = CurrentChemicalFieldsSchema.extend({
  equipmentId: idField('Equipment is required'),
  clientId: clientIdField,
});
export type CurrentChemicalCreateInput = z.infer<typeof CurrentChemicalCreateInputSchema>;

/** A chemical the facility already uses, as the API returns it. */
export const CurrentChemicalSchema = z.object({
  id: idValue,
  equipmentId: idValue,
  name: z.string(),
  description: nullableText,
  /** The id the device made when it created the row offline, else null (docs/decisions/041). */
  clientId: nullableText,
  createdAt: isoTime,
});
export type CurrentChemical = z.infer<typeof CurrentChemicalSchema>;
