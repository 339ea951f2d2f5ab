import { z } from 'zod';
import { INDUSTRY_TYPES, SURVEY_STATUSES, valuesOf } from '../enums.ts';
import { optionalText, requiredText } from './fields.ts';
import { idValue, isoTime, nullableText } from './response-fields.ts';
import { clientIdField } from './sync.ts';

/** Step 1 facility form and POST /api/surveys body. */
export const SurveyCreateInputSchema = z.object({
  facilityName: requiredText('Facility name is required', 200),
  industryType: z.enum(valuesOf(INDUSTRY_TYPES), { error: 'Industry type is required' }),
  facilityAddress: requiredText('Facility address is required', 500),
  contactName: optionalText(200),
  contactPhone: optionalText(50),
  contactEmail: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    z.string().email('Please enter a valid email').max(254).nullable().optional(),
  ),
  currentVendor: optionalText(200),
  status: z
    .enum(valuesOf(SURVEY_STATUSES), { error: 'Status must be draft, in_progress, completed or final' })
    .optional(),
});
export type SurveyCreateInput = z.infer<typeof SurveyCreateInputSchema>;

/** POST /api/surveys body: the fields, and optionally the id the device made (a second create with it answers the first). */
export const SurveyCreateRequestSchema = SurveyCreateInputSchema.extend({ clientId: clientIdField });
export type SurveyCreateRequest = z.infer<typeof SurveyCreateRequestSchema>;

/** PUT /api/surveys/{id}: any subset of the survey fields, e.g. { status: 'final' }. */
export const SurveyUpdateInputSchema = SurveyCreateInputSchema.partial();
export type SurveyUpdateInput = z.infer<typeof SurveyUpdateInputSchema>;

/** A survey as the API returns it. */
export const SurveySchema = z.object({
  id: idValue,
  userId: z.string(),
  facilityName: z.string(),
  facilityAddress: z.string(),
  industryType: z.string(),
  contactName: nullableText,
  contactPhone: nullableText,
  contactEmail: nullableText,
  currentVendor: nullableText,
  status: z.string(),
  /** The id the device made when it created the survey offline, else null (docs/decisions/041). */
  clientId: nullableText,
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type Survey = z.infer<typeof SurveySchema>;
