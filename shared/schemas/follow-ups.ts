import { z } from 'zod';
import { idValue, isoDate, nullableText } from './response-fields.ts';

/** One entry of GET /api/follow-ups. */
export const FollowUpSchema = z.object({
  id: idValue,
  surveyId: idValue,
  facilityName: z.string(),
  followUpDate: isoDate.nullable(),
  followUpTasks: nullableText,
});
export type FollowUp = z.infer<typeof FollowUpSchema>;
