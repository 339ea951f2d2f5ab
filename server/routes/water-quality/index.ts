import type { FastifyInstance } from 'fastify';
import { WaterQualityInputSchema } from '#shared/schemas/survey.ts';
import { parseId, parseInput } from '../../lib/validation.ts';
import { requireSubscriber } from '../../plugins/auth.ts';
import { recalculateSurveyProposal } from '../../services/proposals/recalculate.ts';
import { requireOwnedSurvey, SURVEY_NOT_FOUND } from '../../services/surveys/ownership.ts';
import { findWaterQuality, saveWaterQuality } from '../../services/surveys/survey-details.ts';

/** Step 3 of the wizard: one water quality row per survey, read and saved (upsert). */
export async function waterQualityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Params: { surveyId: string } }>('/water-quality/survey/:surveyId', async (request, reply) => {
    const user = requireSubscriber(request);
    const survey = await requireOwnedSurvey(db, user.id, parseId(request.params.surveyId, SURVEY_NOT_FOUND));
    // JSON null (not an empty body) before the first save, so the client can always parse the answer.
    return reply.type('application/json').send(JSON.stringify(await findWaterQuality(db, survey.id)));
  });

  app.post('/water-quality', async (request) => {
    const user = requireSubscriber(request);
    const input = parseInput(WaterQualityInputSchema, request.body);
    await requireOwnedSurvey(db, user.id, input.surveyId);
    const saved = await saveWaterQuality(db, input);
    // Conductivity sets the cycles of concentration: keep the survey's proposal totals true.
    await recalculateSurveyProposal(db, input.surveyId);
    return saved;
  });
}
