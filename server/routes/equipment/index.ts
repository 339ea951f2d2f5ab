import type { FastifyInstance } from 'fastify';
import { EquipmentCreateInputSchema, EquipmentUpdateInputSchema } from '#shared/schemas/survey.ts';
import { notFound } from '../../lib/errors.ts';
import { parseId, parseInput } from '../../lib/validation.ts';
import { requireSubscriber } from '../../plugins/auth.ts';
import { deleteStoredFiles } from '../../services/files/cleanup.ts';
import { recalculateSurveyProposal } from '../../services/proposals/recalculate.ts';
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
    const created = await createEquipment(db, input);
    await recalculateSurveyProposal(db, created.surveyId);
    return reply.status(201).send(created);
  });

  app.put<{ Params: { id: string } }>('/equipment/:id', async (request) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, EQUIPMENT_NOT_FOUND);
    const input = parseInput(EquipmentUpdateInputSchema, request.body);
    const current = await requireOwnedEquipment(db, user.id, id);
    const updated = await updateEquipment(db, user.id, current, input);
    if (!updated) throw notFound(EQUIPMENT_NOT_FOUND);
    await recalculateSurveyProposal(db, updated.surveyId);
    return updated;
  });

  app.delete<{ Params: { id: string } }>('/equipment/:id', async (request, reply) => {
    const user = requireSubscriber(request);
    const current = await requireOwnedEquipment(db, user.id, parseId(request.params.id, EQUIPMENT_NOT_FOUND));
    const photoKeys = await deleteEquipment(db, user.id, current.id);
    if (!photoKeys) throw notFound(EQUIPMENT_NOT_FOUND);
    // A proposal's figures depend on the survey's equipment: keep its stored totals true.
    await recalculateSurveyProposal(db, current.surveyId);
    await deleteStoredFiles({ ...app.deps, log: request.log }, photoKeys);
    return reply.status(204).send();
  });
}
