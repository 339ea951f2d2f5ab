import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHEMICAL_NOT_FOUND, PROPOSAL_NOT_FOUND } from '#server/lib/not-found.ts';
import { created, noContent, route } from '#server/plugins/route.ts';
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
    created(
      { access: 'subscriber', body: ChemicalCreateInputSchema, responds: { 201: ChemicalSchema } },
      async ({ user, body }) => presentChemical(await createChemical(db, user.id, body)),
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
    noContent({ access: 'subscriber', params: ID }, ({ user, params }) =>
      deleteChemical(db, user.id, params.id),
    ),
  );
}
