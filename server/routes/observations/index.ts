import type { FastifyInstance } from 'fastify';
import { ObservationsInputSchema, ObservationsSchema } from '#shared/schemas/observations.ts';
import { readSyncHeaders, syncedRow } from '../../lib/sync-headers.ts';
import { parseId, parseInput } from '../../lib/validation.ts';
import { requireSubscriber } from '../../plugins/auth.ts';
import { respondsWith } from '../../plugins/openapi.ts';
import { presentObservations } from '../../presenters/surveys.ts';
import { SURVEY_NOT_FOUND } from '../../services/not-found.ts';
import { findObservations, saveObservations } from '../../services/surveys/survey-details.ts';

const SAVED = respondsWith({ 200: ObservationsSchema });
// JSON null (not an empty body) before the first save, so the client can always parse the answer.
const ONE_OR_NULL = respondsWith({ 200: ObservationsSchema.nullable() });

/** Step 4 of the wizard: one observations row per survey, read and saved (upsert). */
export async function observationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Params: { surveyId: string } }>(
    '/observations/survey/:surveyId',
    ONE_OR_NULL,
    async (request, reply) => {
      const user = requireSubscriber(request);
      const surveyId = parseId(request.params.surveyId, SURVEY_NOT_FOUND);
      const row = await findObservations(db, user.id, surveyId);
      return reply.send(row && presentObservations(row));
    },
  );

  app.post('/observations', SAVED, async (request, reply) => {
    const user = requireSubscriber(request);
    const input = parseInput(ObservationsInputSchema, request.body);
    const synced = await saveObservations(db, user.id, input, readSyncHeaders(request));
    return presentObservations(syncedRow(reply, synced));
  });
}
