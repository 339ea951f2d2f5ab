import type { FastifyInstance } from 'fastify';
import { SurveyCreateInputSchema, SurveyUpdateInputSchema } from '#shared/schemas/survey.ts';
import { notFound } from '../../lib/errors.ts';
import { parseId, parseInput } from '../../lib/validation.ts';
import { requireSubscriber } from '../../plugins/auth.ts';
import { deleteStoredFiles } from '../../services/files/cleanup.ts';
import { requireOwnedSurvey, SURVEY_NOT_FOUND } from '../../services/surveys/ownership.ts';
import { createSurvey, deleteSurvey, listSurveys, updateSurvey } from '../../services/surveys/surveys.ts';

/** The signed-in subscriber's surveys: list, read, create, update, delete (with their stored photos). */
export async function surveyRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/surveys', async (request) => {
    const user = requireSubscriber(request);
    return listSurveys(db, user.id);
  });

  app.get<{ Params: { id: string } }>('/surveys/:id', async (request) => {
    const user = requireSubscriber(request);
    return requireOwnedSurvey(db, user.id, parseId(request.params.id, SURVEY_NOT_FOUND));
  });

  app.post('/surveys', async (request, reply) => {
    const user = requireSubscriber(request);
    const input = parseInput(SurveyCreateInputSchema, request.body);
    return reply.status(201).send(await createSurvey(db, user.id, input));
  });

  app.put<{ Params: { id: string } }>('/surveys/:id', async (request) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, SURVEY_NOT_FOUND);
    const input = parseInput(SurveyUpdateInputSchema, request.body);
    const survey = await updateSurvey(db, user.id, id, input);
    if (!survey) throw notFound(SURVEY_NOT_FOUND);
    return survey;
  });

  app.delete<{ Params: { id: string } }>('/surveys/:id', async (request, reply) => {
    const user = requireSubscriber(request);
    const photoKeys = await deleteSurvey(db, user.id, parseId(request.params.id, SURVEY_NOT_FOUND));
    if (!photoKeys) throw notFound(SURVEY_NOT_FOUND);
    await deleteStoredFiles({ ...app.deps, log: request.log }, photoKeys);
    return reply.status(204).send();
  });
}
