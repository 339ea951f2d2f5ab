import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CHEMICAL_NOT_FOUND, PROPOSAL_NOT_FOUND } from '#server/lib/not-found.ts';
import { parseId, parseInput } from '#server/lib/validation.ts';
import { requireSubscriber } from '#server/plugins/auth.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
import {
  ChemicalCreateInputSchema,
  ChemicalSchema,
  ChemicalUpdateInputSchema,
} from '#shared/schemas/proposal.ts';
import { createChemical, deleteChemical, listChemicals, updateChemical } from './chemicals.ts';
import { presentChemical } from './presenter.ts';

type IdParams = { Params: { id: string } };

const LIST = respondsWith({ 200: z.array(ChemicalSchema) });
const ONE = respondsWith({ 200: ChemicalSchema });
const CREATED = respondsWith({ 201: ChemicalSchema });
const NO_CONTENT = respondsWith({ 204: null });

/** The chemical rows of the user's proposals; every change recalculates the proposal with the engine. */
export async function chemicalRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<{ Params: { proposalId: string } }>('/chemicals/proposal/:proposalId', LIST, async (request) => {
    const user = requireSubscriber(request);
    const proposalId = parseId(request.params.proposalId, PROPOSAL_NOT_FOUND);
    return (await listChemicals(db, user.id, proposalId)).map(presentChemical);
  });

  app.post('/chemicals', CREATED, async (request, reply) => {
    const user = requireSubscriber(request);
    const input = parseInput(ChemicalCreateInputSchema, request.body);
    return reply.status(201).send(presentChemical(await createChemical(db, user.id, input)));
  });

  app.put<IdParams>('/chemicals/:id', ONE, async (request) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, CHEMICAL_NOT_FOUND);
    const input = parseInput(ChemicalUpdateInputSchema, request.body);
    return presentChemical(await updateChemical(db, user.id, id, input));
  });

  app.delete<IdParams>('/chemicals/:id', NO_CONTENT, async (request, reply) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, CHEMICAL_NOT_FOUND);
    await deleteChemical(db, user.id, id);
    return reply.status(204).send();
  });
}
