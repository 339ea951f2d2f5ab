import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHEMICAL_NOT_FOUND, PROPOSAL_NOT_FOUND } from '#server/lib/not-found.ts';
import { route } from '#server/plugins/route.ts';
import {
  ChemicalCreateInputSchema,
  ChemicalSchema,
  ChemicalUpdateInputSchema,
} from '#shared/schemas/proposal.ts';
import { createChemical, deleteChemical, listChemicals, updateChemical } from './chemicals.ts';
import { presentChemical } from './presenter.ts';

const ID = { id: CHEMICAL_NOT_FOUND };

/** The chemical rows of the user's proposals; every change recalculates the proposal with the engine. */
export async function chemicalRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/chemicals/proposal/:proposalId',
    route(
      {
        access: 'subscriber',
        params: { proposalId: PROPOSAL_NOT_FOUND },
        responds: { 200: z.array(ChemicalSchema) },
      },
      async ({ user, params }) => (await listChemicals(db, user.id, params.proposalId)).map(presentChemical),
    ),
  );

  app.post(
    '/chemicals',
    route(
      { access: 'subscriber', body: ChemicalCreateInputSchema, responds: { 201: ChemicalSchema } },
      async ({ user, body }, _request, reply) =>
        reply.status(201).send(presentChemical(await createChemical(db, user.id, body))),
    ),
  );

  app.put(
    '/chemicals/:id',
    route(
      {
        access: 'subscriber',
        params: ID,
        body: ChemicalUpdateInputSchema,
        responds: { 200: ChemicalSchema },
      },
      async ({ user, params, body }) => presentChemical(await updateChemical(db, user.id, params.id, body)),
    ),
  );

  app.delete(
    '/chemicals/:id',
    route(
      { access: 'subscriber', params: ID, responds: { 204: null } },
      async ({ user, params }, _request, reply) => {
        await deleteChemical(db, user.id, params.id);
        return reply.status(204).send();
      },
    ),
  );
}
