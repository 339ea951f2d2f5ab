import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHEMICAL_NOT_FOUND, EQUIPMENT_NOT_FOUND } from '#server/lib/not-found.ts';
import { noContent, route } from '#server/plugins/route.ts';
import {
  CurrentChemicalCreateInputSchema,
  CurrentChemicalSchema,
} from '#shared/schemas/current-chemicals.ts';
import { createCurrentChemical, deleteCurrentChemical, listCurrentChemicals } from './current-chemicals.ts';
import { presentCurrentChemical } from './presenter.ts';

/** Chemicals a facility already uses, per piece of the subscriber's equipment. */
export async function currentChemicalRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/current-chemicals/equipment/:equipmentId',
    route(
      {
        access: 'subscriber',
        params: { equipmentId: EQUIPMENT_NOT_FOUND },
        responds: { 200: z.array(CurrentChemicalSchema) },
      },
      async ({ user, params }) =>
        (await listCurrentChemicals(db, user.id, params.equipmentId)).map(presentCurrentChemical),
    ),
  );

  app.post(
    '/current-chemicals',
    route(
      {
        access: 'subscriber',
        body: CurrentChemicalCreateInputSchema,
        responds: { 200: CurrentChemicalSchema, 201: CurrentChemicalSchema },
      },
      async ({ user, body }, _request, reply) => {
        const { row, created } = await createCurrentChemical(db, user.id, body);
        // 200 when the client id names a row made before (docs/decisions/041).
        return reply.status(created ? 201 : 200).send(presentCurrentChemical(row));
      },
    ),
  );

  app.delete(
    '/current-chemicals/:id',
    noContent({ access: 'subscriber', params: { id: CHEMICAL_NOT_FOUND } }, ({ user, params }) =>
      deleteCurrentChemical(db, user.id, params.id),
    ),
  );
}
