import { surveyDetailRoutes } from '#server/modules/surveys/detail-routes.ts';
import { findWaterQuality, saveWaterQuality } from '#server/modules/surveys/survey-details.ts';
import { WaterQualityInputSchema, WaterQualitySchema } from '#shared/schemas/water-quality.ts';
import { presentWaterQuality } from './presenter.ts';

/** Step 3 of the wizard: one water quality row per survey, read and saved (upsert). */
export const waterQualityRoutes = surveyDetailRoutes({
  path: '/water-quality',
  schema: WaterQualitySchema,
  inputSchema: WaterQualityInputSchema,
  find: findWaterQuality,
  save: saveWaterQuality,
  present: presentWaterQuality,
});
