import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { statusErrorBody } from '#server/lib/errors.ts';
import { PROPOSAL_NOT_FOUND, SURVEY_NOT_FOUND } from '#server/lib/not-found.ts';
import { sendPage } from '#server/lib/paging.ts';
import { parseId, parseInput } from '#server/lib/validation.ts';
import { requireSubscriber } from '#server/plugins/auth.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
import { ProposalListQuerySchema } from '#shared/schemas/paging.ts';
import {
  ProposalCreateInputSchema,
  ProposalExistsSchema,
  ProposalProgramSchema,
  ProposalSchema,
  ProposalUpdateInputSchema,
} from '#shared/schemas/proposal.ts';
import { presentProposal } from './presenter.ts';
import { getProposalProgram } from './program.ts';
import {
  createProposal,
  deleteProposal,
  findSurveyProposal,
  getProposal,
  listProposals,
  PROPOSAL_EXISTS_MESSAGE,
  updateProposal,
} from './proposals.ts';

type IdParams = { Params: { id: string } };

const LIST = respondsWith({ 200: z.array(ProposalSchema) });
const ONE = respondsWith({ 200: ProposalSchema });
const ONE_OR_NULL = respondsWith({ 200: ProposalSchema.nullable() });
const PROGRAM = respondsWith({ 200: ProposalProgramSchema });
const CREATED = respondsWith({ 201: ProposalSchema, 409: ProposalExistsSchema });
const NO_CONTENT = respondsWith({ 204: null });

/** The user's proposals: list (paged), one, the one of a survey, create, update, delete, and the calculated program. */
export async function proposalRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/proposals', LIST, async (request, reply) => {
    const user = requireSubscriber(request);
    const query = parseInput(ProposalListQuerySchema, request.query);
    const page = await listProposals(db, user.id, query);
    return sendPage(request, reply, { ...page, items: page.items.map(presentProposal) });
  });

  app.get<{ Params: { surveyId: string } }>('/proposals/survey/:surveyId', ONE_OR_NULL, async (request) => {
    const user = requireSubscriber(request);
    const surveyId = parseId(request.params.surveyId, SURVEY_NOT_FOUND);
    const proposal = await findSurveyProposal(db, user.id, surveyId);
    return proposal ? presentProposal(proposal) : null;
  });

  app.get<IdParams>('/proposals/:id', ONE, async (request) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, PROPOSAL_NOT_FOUND);
    return presentProposal(await getProposal(db, user.id, id));
  });

  app.get<IdParams>('/proposals/:id/program', PROGRAM, async (request) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, PROPOSAL_NOT_FOUND);
    return getProposalProgram(db, user.id, id);
  });

  app.post('/proposals', CREATED, async (request, reply) => {
    const user = requireSubscriber(request);
    const input = parseInput(ProposalCreateInputSchema, request.body);
    const outcome = await createProposal(db, user.id, input);
    if (outcome.kind === 'exists') {
      return reply.status(409).send({ ...statusErrorBody(409, PROPOSAL_EXISTS_MESSAGE), id: outcome.id });
    }
    return reply.status(201).send(presentProposal(outcome.proposal));
  });

  app.put<IdParams>('/proposals/:id', ONE, async (request) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, PROPOSAL_NOT_FOUND);
    const input = parseInput(ProposalUpdateInputSchema, request.body);
    return presentProposal(await updateProposal(db, user.id, id, input));
  });

  app.delete<IdParams>('/proposals/:id', NO_CONTENT, async (request, reply) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, PROPOSAL_NOT_FOUND);
    await deleteProposal({ ...app.deps, log: request.log }, user.id, id);
    return reply.status(204).send();
  });
}
