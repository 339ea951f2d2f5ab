import type { FastifyInstance } from 'fastify';
import { ProposalCreateInputSchema, ProposalUpdateInputSchema } from '#shared/schemas/proposal.ts';
import { notFound } from '../../lib/errors.ts';
import { parseId, parseInput } from '../../lib/validation.ts';
import { requireSubscriber } from '../../plugins/auth.ts';
import { PROPOSAL_NOT_FOUND } from '../../services/proposals/ownership.ts';
import { getProposalProgram } from '../../services/proposals/program.ts';
import {
  createProposal,
  deleteProposal,
  findSurveyProposal,
  getProposal,
  listProposals,
  PROPOSAL_EXISTS_MESSAGE,
  presentProposal,
  updateProposal,
} from '../../services/proposals/proposals.ts';
import { SURVEY_NOT_FOUND } from '../../services/surveys/ownership.ts';

type IdParams = { Params: { id: string } };

/** The user's proposals: list, one, the one of a survey, create, update, delete, and the calculated program. */
export async function proposalRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/proposals', async (request) => {
    const user = requireSubscriber(request);
    return (await listProposals(db, user.id)).map(presentProposal);
  });

  app.get<{ Params: { surveyId: string } }>('/proposals/survey/:surveyId', async (request) => {
    const user = requireSubscriber(request);
    const surveyId = parseId(request.params.surveyId, SURVEY_NOT_FOUND);
    const proposal = await findSurveyProposal(db, user.id, surveyId);
    return proposal ? presentProposal(proposal) : null;
  });

  app.get<IdParams>('/proposals/:id', async (request) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, PROPOSAL_NOT_FOUND);
    return presentProposal(await getProposal(db, user.id, id));
  });

  app.get<IdParams>('/proposals/:id/program', async (request) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, PROPOSAL_NOT_FOUND);
    return getProposalProgram(db, user.id, id);
  });

  app.post('/proposals', async (request, reply) => {
    const user = requireSubscriber(request);
    const input = parseInput(ProposalCreateInputSchema, request.body);
    const outcome = await createProposal(db, user.id, input);
    if (outcome.kind === 'exists') {
      return reply.status(409).send({ message: PROPOSAL_EXISTS_MESSAGE, id: outcome.id });
    }
    return reply.status(201).send(presentProposal(outcome.proposal));
  });

  app.put<IdParams>('/proposals/:id', async (request) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, PROPOSAL_NOT_FOUND);
    const input = parseInput(ProposalUpdateInputSchema, request.body);
    return presentProposal(await updateProposal(db, user.id, id, input));
  });

  app.delete<IdParams>('/proposals/:id', async (request, reply) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, PROPOSAL_NOT_FOUND);
    if (!(await deleteProposal(db, user.id, id))) throw notFound(PROPOSAL_NOT_FOUND);
    return reply.status(204).send();
  });
}
