import type { FastifyInstance } from 'fastify';
import { SURVEY_NOT_FOUND } from '#server/lib/not-found.ts';
import { readSyncHeaders, syncedRow } from '#server/lib/sync-headers.ts';
import { findObservations, saveObservations } from '#server/modules/surveys/survey-details.ts';
import { route } from '#server/plugins/route.ts';
import { ObservationsInputSchema, ObservationsSchema } from '#shared/schemas/observations.ts';
import { presentObservations } from './presenter.ts';

/** Step 4 of the wizard: one observations row per survey, read and saved (upsert). */
export async function observationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/observations/survey/:surveyId',
    route(
      {
        access: 'subscriber',
        params: { surveyId: SURVEY_NOT_FOUND },
        // JSON null (not an empty body) before the first save, so the client can always parse the answer.
        responds: { 200: ObservationsSchema.nullable() },
      },
      async ({ user, params }, _request, reply) => {
        const row = await findObservations(db, user.id, params.surveyId);
        return reply.send(row && presentObservations(row));
      },
    ),
  );

  app.post(
    '/observations',
    route(
      { access: 'subscriber', body: ObservationsInputSchema, responds: { 200: ObservationsSchema } },
      async ({ user, body }, request, reply) => {
        const synced = await saveObservations(db, user.id, body, readSyncHeaders(request));
        return presentObservations(syncedRow(reply, synced));
      },
    ),
  );
}
