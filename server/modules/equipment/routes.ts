import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EQUIPMENT_NOT_FOUND, SURVEY_NOT_FOUND } from '#server/lib/not-found.ts';
import { readSyncHeaders, syncedRow } from '#server/lib/sync-headers.ts';
import { deleteStoredFiles } from '#server/modules/files/cleanup.ts';
import { noContent, route } from '#server/plugins/route.ts';
import {
  EquipmentCreateInputSchema,
  EquipmentSchema,
  EquipmentUpdateInputSchema,
} from '#shared/schemas/equipment.ts';
import { createEquipment, deleteEquipment, listEquipment, updateEquipment } from './equipment.ts';
import { presentEquipment } from './presenter.ts';

const ID = { id: EQUIPMENT_NOT_FOUND };

/** Equipment of the subscriber's surveys (photos live in the photos routes). */
export async function equipmentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/equipment/survey/:surveyId',
    route(
      {
        access: 'subscriber',
        params: { surveyId: SURVEY_NOT_FOUND },
        responds: { 200: z.array(EquipmentSchema) },
      },
      async ({ user, params }) => (await listEquipment(db, user.id, params.surveyId)).map(presentEquipment),
    ),
  );

  app.post(
    '/equipment',
    route(
      {
        access: 'subscriber',
        body: EquipmentCreateInputSchema,
        responds: { 200: EquipmentSchema, 201: EquipmentSchema },
      },
      async ({ user, body }, _request, reply) => {
        const { row, created } = await createEquipment(db, user.id, body);
        // 200 when the client id names equipment made before (docs/decisions/041).
        return reply.status(created ? 201 : 200).send(presentEquipment(row));
      },
    ),
  );

  app.put(
    '/equipment/:id',
    route(
      {
        access: 'subscriber',
        params: ID,
        body: EquipmentUpdateInputSchema,
        responds: { 200: EquipmentSchema },
      },
      async ({ user, params, body }, request, reply) => {
        const synced = await updateEquipment(db, user.id, params.id, body, readSyncHeaders(request));
        return presentEquipment(syncedRow(reply, synced));
      },
    ),
  );

  app.delete(
    '/equipment/:id',
    noContent({ access: 'subscriber', params: ID }, async ({ user, params }, request) => {
      const photoKeys = await deleteEquipment(db, user.id, params.id);
      await deleteStoredFiles({ ...app.deps, log: request.log }, photoKeys);
    }),
  );
}
