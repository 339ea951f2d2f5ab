import type { FastifyInstance } from 'fastify';
import { CurrentChemicalCreateInputSchema } from '#shared/schemas/survey.ts';
import { notFound } from '../../lib/errors.ts';
import { parseId, parseInput } from '../../lib/validation.ts';
import { requireSubscriber } from '../../plugins/auth.ts';
import {
  createCurrentChemical,
  deleteCurrentChemical,
  listCurrentChemicals,
} from '../../services/surveys/current-chemicals.ts';
import { EQUIPMENT_NOT_FOUND, requireOwnedEquipment } from '../../services/surveys/ownership.ts';

const CHEMICAL_NOT_FOUND = 'Chemical not found';

/** Chemicals a facility already uses, per piece of the subscriber's equipment. */
export async function currentChemicalRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Params: { equipmentId: string } }>(
    '/current-chemicals/equipment/:equipmentId',
    async (request) => {
      const user = requireSubscriber(request);
      const id = parseId(request.params.equipmentId, EQUIPMENT_NOT_FOUND);
      const item = await requireOwnedEquipment(db, user.id, id);
      return listCurrentChemicals(db, item.id);
    },
  );

  app.post('/current-chemicals', async (request, reply) => {
    const user = requireSubscriber(request);
    const input = parseInput(CurrentChemicalCreateInputSchema, request.body);
    await requireOwnedEquipment(db, user.id, input.equipmentId);
    return reply.status(201).send(await createCurrentChemical(db, input));
  });

  app.delete<{ Params: { id: string } }>('/current-chemicals/:id', async (request, reply) => {
    const user = requireSubscriber(request);
    const deleted = await deleteCurrentChemical(db, user.id, parseId(request.params.id, CHEMICAL_NOT_FOUND));
    if (!deleted) throw notFound(CHEMICAL_NOT_FOUND);
    return reply.status(204).send();
  });
}
