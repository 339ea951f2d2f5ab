import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  EquipmentCreateInputSchema,
  EquipmentSchema,
  EquipmentUpdateInputSchema,
} from '#shared/schemas/equipment.ts';
import { readSyncHeaders, syncedRow } from '../../lib/sync-headers.ts';
import { parseId, parseInput } from '../../lib/validation.ts';
import { requireSubscriber } from '../../plugins/auth.ts';
import { respondsWith } from '../../plugins/openapi.ts';
import { presentEquipment } from '../../presenters/surveys.ts';
import { deleteStoredFiles } from '../../services/files/cleanup.ts';
import { EQUIPMENT_NOT_FOUND, SURVEY_NOT_FOUND } from '../../services/not-found.ts';
import {
  createEquipment,
  deleteEquipment,
  listEquipment,
  updateEquipment,
} from '../../services/surveys/equipment.ts';

const LIST = respondsWith({ 200: z.array(EquipmentSchema) });
const ONE = respondsWith({ 200: EquipmentSchema });
const CREATED = respondsWith({ 200: EquipmentSchema, 201: EquipmentSchema });
const NO_CONTENT = respondsWith({ 204: null });

/** Equipment of the subscriber's surveys (photos live in the photos routes). */
export async function equipmentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Params: { surveyId: string } }>('/equipment/survey/:surveyId', LIST, async (request) => {
    const user = requireSubscriber(request);
    return (await listEquipment(db, user.id, parseId(request.params.surveyId, SURVEY_NOT_FOUND))).map(
      presentEquipment,
    );
  });

  app.post('/equipment', CREATED, async (request, reply) => {
    const user = requireSubscriber(request);
    const input = parseInput(EquipmentCreateInputSchema, request.body);
    const { row, created } = await createEquipment(db, user.id, input);
    // 200 when the client id names equipment made before (docs/decisions/041).
    return reply.status(created ? 201 : 200).send(presentEquipment(row));
  });

  app.put<{ Params: { id: string } }>('/equipment/:id', ONE, async (request, reply) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, EQUIPMENT_NOT_FOUND);
    const input = parseInput(EquipmentUpdateInputSchema, request.body);
    const synced = await updateEquipment(db, user.id, id, input, readSyncHeaders(request));
    return presentEquipment(syncedRow(reply, synced));
  });

  app.delete<{ Params: { id: string } }>('/equipment/:id', NO_CONTENT, async (request, reply) => {
    const user = requireSubscriber(request);
    const photoKeys = await deleteEquipment(db, user.id, parseId(request.params.id, EQUIPMENT_NOT_FOUND));
    await deleteStoredFiles({ ...app.deps, log: request.log }, photoKeys);
    return reply.status(204).send();
  });
}
