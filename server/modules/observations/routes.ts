import { surveyDetailRoutes } from '#server/modules/surveys/detail-routes.ts';
import { findObservations, saveObservations } from '#server/modules/surveys/survey-details.ts';
import { ObservationsInputSchema, ObservationsSchema } from '#shared/schemas/observations.ts';
import { presentObservations } from './presenter.ts';

/** Step 4 of the wizard: one observations row per survey, read and saved (upsert). */
export const observationRoutes = surveyDetailRoutes({
  path: '/observations',
  schema: ObservationsSchema,
  inputSchema: ObservationsInputSchema,
  find: findObservations,
  save: saveObservations,
  present: presentObservations,
});
