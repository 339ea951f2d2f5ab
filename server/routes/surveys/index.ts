import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SurveyListQuerySchema } from '#shared/schemas/paging.ts';
import { SurveyCreateRequestSchema, SurveySchema, SurveyUpdateInputSchema } from '#shared/schemas/survey.ts';
import { sendPage } from '../../lib/paging.ts';
import { readSyncHeaders, syncedRow } from '../../lib/sync-headers.ts';
import { parseId, parseInput } from '../../lib/validation.ts';
import { requireSubscriber } from '../../plugins/auth.ts';
import { respondsWith } from '../../plugins/openapi.ts';
import { presentSurvey } from '../../presenters/surveys.ts';
import { deleteStoredFiles } from '../../services/files/cleanup.ts';
import { SURVEY_NOT_FOUND } from '../../services/not-found.ts';
import { deleteRfpFiles } from '../../services/rfp/rfp-files.ts';
import {
  createSurvey,
  deleteSurvey,
  getSurvey,
  listSurveys,
  updateSurvey,
} from '../../services/surveys/surveys.ts';

const LIST = respondsWith({ 200: z.array(SurveySchema) });
const ONE = respondsWith({ 200: SurveySchema });
const CREATED = respondsWith({ 200: SurveySchema, 201: SurveySchema });
const NO_CONTENT = respondsWith({ 204: null });

/** The signed-in subscriber's surveys: list (paged), read, create, update, delete (with their stored photos). */
export async function surveyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/surveys', LIST, async (request, reply) => {
    const user = requireSubscriber(request);
    const query = parseInput(SurveyListQuerySchema, request.query);
    const page = await listSurveys(db, user.id, query);
    return sendPage(request, reply, { ...page, items: page.items.map(presentSurvey) });
  });

  app.get<{ Params: { id: string } }>('/surveys/:id', ONE, async (request) => {
    const user = requireSubscriber(request);
    return presentSurvey(await getSurvey(db, user.id, parseId(request.params.id, SURVEY_NOT_FOUND)));
  });

  app.post('/surveys', CREATED, async (request, reply) => {
    const user = requireSubscriber(request);
    const input = parseInput(SurveyCreateRequestSchema, request.body);
    const { row, created } = await createSurvey(db, user.id, input);
    // 200 when the client id names a survey made before (docs/decisions/041).
    return reply.status(created ? 201 : 200).send(presentSurvey(row));
  });

  app.put<{ Params: { id: string } }>('/surveys/:id', ONE, async (request, reply) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, SURVEY_NOT_FOUND);
    const input = parseInput(SurveyUpdateInputSchema, request.body);
    const synced = await updateSurvey(db, user.id, id, input, readSyncHeaders(request));
    return presentSurvey(syncedRow(reply, synced));
  });

  app.delete<{ Params: { id: string } }>('/surveys/:id', NO_CONTENT, async (request, reply) => {
    const user = requireSubscriber(request);
    const deleted = await deleteSurvey(db, user.id, parseId(request.params.id, SURVEY_NOT_FOUND));
    const deps = { ...app.deps, log: request.log };
    await deleteStoredFiles(deps, deleted.photoKeys);
    await deleteRfpFiles(deps, user.id, deleted.rfpFileUrls);
    return reply.status(204).send();
  });
}
