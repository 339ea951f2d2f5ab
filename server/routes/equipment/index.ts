import type { FastifyInstance } from 'fastify';
import { EquipmentCreateInputSchema, EquipmentUpdateInputSchema } from '#shared/schemas/survey.ts';
import { notFound } from '../../lib/errors.ts';
import { parseId, parseInput } from '../../lib/validation.ts';
import { requireSubscriber } from '../../plugins/auth.ts';
import { deleteStoredFiles } from '../../services/files/cleanup.ts';
import {
  createEquipment,
  deleteEquipment,
  listEquipment,
  updateEquipment,
} from '../../services/surveys/equipment.ts';
import {
  EQUIPMENT_NOT_FOUND,
  requireOwnedEquipment,
  requireOwnedSurvey,
  SURVEY_NOT_FOUND,
} from '../../services/surveys/ownership.ts';

/** Equipment of the subscriber's surveys (photos live in the photos routes). */
export async function equipmentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Params: { surveyId: string } }>('/equipment/survey/:surveyId', async (request) => {
    const user = requireSubscriber(request);
    const survey = await requireOwnedSurvey(db, user.id, parseId(request.params.surveyId, SURVEY_NOT_FOUND));
    return listEquipment(db, survey.id);
  });

  app.post('/equipment', async (request, reply) => {
    const user = requireSubscriber(request);
    const input = parseInput(EquipmentCreateInputSchema, request.body);
    await requireOwnedSurvey(db, user.id, input.surveyId);
    return reply.status(201).send(await createEquipment(db, input));
  });

  app.put<{ Params: { id: string } }>('/equipment/:id', async (request) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, EQUIPMENT_NOT_FOUND);
    const input = parseInput(EquipmentUpdateInputSchema, request.body);
    const current = await requireOwnedEquipment(db, user.id, id);
    const updated = await updateEquipment(db, user.id, current, input);
    if (!updated) throw notFound(EQUIPMENT_NOT_FOUND);
    return updated;
  });

  app.delete<{ Params: { id: string } }>('/equipment/:id', async (request, reply) => {
    const user = requireSubscriber(request);
    const photoKeys = await deleteEquipment(db, user.id, parseId(request.params.id, EQUIPMENT_NOT_FOUND));
    if (!photoKeys) throw notFound(EQUIPMENT_NOT_FOUND);
    await deleteStoredFiles({ ...app.deps, log: request.log }, photoKeys);
    return reply.status(204).send();
  });
}
