import type { FastifyInstance } from 'fastify';
import { SURVEY_NOT_FOUND } from '#server/lib/not-found.ts';
import { readSyncHeaders, syncedRow } from '#server/lib/sync-headers.ts';
import { findWaterQuality, saveWaterQuality } from '#server/modules/surveys/survey-details.ts';
import { route } from '#server/plugins/route.ts';
import { WaterQualityInputSchema, WaterQualitySchema } from '#shared/schemas/water-quality.ts';
import { presentWaterQuality } from './presenter.ts';

/** Step 3 of the wizard: one water quality row per survey, read and saved (upsert). */
export async function waterQualityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/water-quality/survey/:surveyId',
    route(
      {
        access: 'subscriber',
        params: { surveyId: SURVEY_NOT_FOUND },
        // JSON null (not an empty body) before the first save, so the client can always parse the answer.
        responds: { 200: WaterQualitySchema.nullable() },
      },
      async ({ user, params }, _request, reply) => {
        const row = await findWaterQuality(db, user.id, params.surveyId);
        return reply.send(row && presentWaterQuality(row));
      },
    ),
  );

  app.post(
    '/water-quality',
    route(
      { access: 'subscriber', body: WaterQualityInputSchema, responds: { 200: WaterQualitySchema } },
      async ({ user, body }, request, reply) => {
        const synced = await saveWaterQuality(db, user.id, body, readSyncHeaders(request));
        return presentWaterQuality(syncedRow(reply, synced));
      },
    ),
  );
}
