import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CurrentChemicalCreateInputSchema,
  CurrentChemicalSchema,
} from '#shared/schemas/current-chemicals.ts';
import { parseId, parseInput } from '../../lib/validation.ts';
import { requireSubscriber } from '../../plugins/auth.ts';
import { respondsWith } from '../../plugins/openapi.ts';
import { presentCurrentChemical } from '../../presenters/surveys.ts';
import { CHEMICAL_NOT_FOUND, EQUIPMENT_NOT_FOUND } from '../../services/not-found.ts';
import {
  createCurrentChemical,
  deleteCurrentChemical,
  listCurrentChemicals,
} from '../../services/surveys/current-chemicals.ts';

const LIST = respondsWith({ 200: z.array(CurrentChemicalSchema) });
const CREATED = respondsWith({ 200: CurrentChemicalSchema, 201: CurrentChemicalSchema });
const NO_CONTENT = respondsWith({ 204: null });

/** Chemicals a facility already uses, per piece of the subscriber's equipment. */
export async function currentChemicalRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Params: { equipmentId: string } }>(
    '/current-chemicals/equipment/:equipmentId',
    LIST,
    async (request) => {
      const user = requireSubscriber(request);
      const id = parseId(request.params.equipmentId, EQUIPMENT_NOT_FOUND);
      return (await listCurrentChemicals(db, user.id, id)).map(presentCurrentChemical);
    },
  );

  app.post('/current-chemicals', CREATED, async (request, reply) => {
    const user = requireSubscriber(request);
    const input = parseInput(CurrentChemicalCreateInputSchema, request.body);
    const { row, created } = await createCurrentChemical(db, user.id, input);
    // 200 when the client id names a row made before (docs/decisions/041).
    return reply.status(created ? 201 : 200).send(presentCurrentChemical(row));
  });

  app.delete<{ Params: { id: string } }>('/current-chemicals/:id', NO_CONTENT, async (request, reply) => {
    const user = requireSubscriber(request);
    await deleteCurrentChemical(db, user.id, parseId(request.params.id, CHEMICAL_NOT_FOUND));
    return reply.status(204).send();
  });
}
