import type { FastifyInstance } from 'fastify';
import { WaterQualityInputSchema, WaterQualitySchema } from '#shared/schemas/water-quality.ts';
import { readSyncHeaders, syncedRow } from '../../lib/sync-headers.ts';
import { parseId, parseInput } from '../../lib/validation.ts';
import { requireSubscriber } from '../../plugins/auth.ts';
import { respondsWith } from '../../plugins/openapi.ts';
import { presentWaterQuality } from '../../presenters/surveys.ts';
import { SURVEY_NOT_FOUND } from '../../services/not-found.ts';
import { findWaterQuality, saveWaterQuality } from '../../services/surveys/survey-details.ts';

const SAVED = respondsWith({ 200: WaterQualitySchema });
// JSON null (not an empty body) before the first save, so the client can always parse the answer.
const ONE_OR_NULL = respondsWith({ 200: WaterQualitySchema.nullable() });

/** Step 3 of the wizard: one water quality row per survey, read and saved (upsert). */
export async function waterQualityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Params: { surveyId: string } }>(
    '/water-quality/survey/:surveyId',
    ONE_OR_NULL,
    async (request, reply) => {
      const user = requireSubscriber(request);
      const surveyId = parseId(request.params.surveyId, SURVEY_NOT_FOUND);
      const row = await findWaterQuality(db, user.id, surveyId);
      return reply.send(row && presentWaterQuality(row));
    },
  );

  app.post('/water-quality', SAVED, async (request, reply) => {
    const user = requireSubscriber(request);
    const input = parseInput(WaterQualityInputSchema, request.body);
    const synced = await saveWaterQuality(db, user.id, input, readSyncHeaders(request));
    return presentWaterQuality(syncedRow(reply, synced));
  });
}
