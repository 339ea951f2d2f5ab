import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SURVEY_NOT_FOUND } from '#server/lib/not-found.ts';
import { sendPage } from '#server/lib/paging.ts';
import { readSyncHeaders, syncedRow } from '#server/lib/sync-headers.ts';
import { deleteStoredFiles } from '#server/modules/files/cleanup.ts';
import { deleteRfpFiles } from '#server/modules/rfp/rfp-files.ts';
import { noContent, route } from '#server/plugins/route.ts';
import { SurveyListQuerySchema } from '#shared/schemas/paging.ts';
import { SurveyCreateRequestSchema, SurveySchema, SurveyUpdateInputSchema } from '#shared/schemas/survey.ts';
import { presentSurvey } from './presenter.ts';
import { createSurvey, deleteSurvey, getSurvey, listSurveys, updateSurvey } from './surveys.ts';

const ID = { id: SURVEY_NOT_FOUND };

/** The signed-in subscriber's surveys: list (paged), read, create, update, delete (with their stored photos). */
export async function surveyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/surveys',
    route(
      { access: 'subscriber', query: SurveyListQuerySchema, responds: { 200: z.array(SurveySchema) } },
      async ({ user, query }, request, reply) => {
        const page = await listSurveys(db, user.id, query);
        return sendPage(request, reply, { ...page, items: page.items.map(presentSurvey) });
      },
    ),
  );

  app.get(
    '/surveys/:id',
    route({ access: 'subscriber', params: ID, responds: { 200: SurveySchema } }, async ({ user, params }) =>
      presentSurvey(await getSurvey(db, user.id, params.id)),
    ),
  );

  app.post(
    '/surveys',
    route(
      {
        access: 'subscriber',
        body: SurveyCreateRequestSchema,
        responds: { 200: SurveySchema, 201: SurveySchema },
      },
      async ({ user, body }, _request, reply) => {
        const { row, created } = await createSurvey(db, user.id, body);
        // 200 when the client id names a survey made before (docs/decisions/041).
        return reply.status(created ? 201 : 200).send(presentSurvey(row));
      },
    ),
  );

  app.put(
    '/surveys/:id',
    route(
      { access: 'subscriber', params: ID, body: SurveyUpdateInputSchema, responds: { 200: SurveySchema } },
      async ({ user, params, body }, request, reply) => {
        const synced = await updateSurvey(db, user.id, params.id, body, readSyncHeaders(request));
        return presentSurvey(syncedRow(reply, synced));
      },
    ),
  );

  app.delete(
    '/surveys/:id',
    noContent({ access: 'subscriber', params: ID }, async ({ user, params }, request) => {
      const deleted = await deleteSurvey(db, user.id, params.id);
      const deps = { ...app.deps, log: request.log };
      await deleteStoredFiles(deps, deleted.photoKeys);
      await deleteRfpFiles(deps, user.id, deleted.rfpFileUrls);
    }),
  );
}
