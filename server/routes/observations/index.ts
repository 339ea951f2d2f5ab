import type { FastifyInstance } from 'fastify';
import { ObservationsInputSchema } from '#shared/schemas/survey.ts';
import { parseId, parseInput } from '../../lib/validation.ts';
import { requireSubscriber } from '../../plugins/auth.ts';
import { requireOwnedSurvey, SURVEY_NOT_FOUND } from '../../services/surveys/ownership.ts';
import { findObservations, saveObservations } from '../../services/surveys/survey-details.ts';

/** Step 4 of the wizard: one observations row per survey, read and saved (upsert). */
export async function observationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Params: { surveyId: string } }>('/observations/survey/:surveyId', async (request, reply) => {
    const user = requireSubscriber(request);
    const survey = await requireOwnedSurvey(db, user.id, parseId(request.params.surveyId, SURVEY_NOT_FOUND));
    // JSON null (not an empty body) before the first save, so the client can always parse the answer.
    return reply.type('application/json').send(JSON.stringify(await findObservations(db, survey.id)));
  });

  app.post('/observations', async (request) => {
    const user = requireSubscriber(request);
    const input = parseInput(ObservationsInputSchema, request.body);
    await requireOwnedSurvey(db, user.id, input.surveyId);
    return saveObservations(db, input);
  });
}
