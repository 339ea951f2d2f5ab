import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { statusErrorBody } from '#server/lib/errors.ts';
import { PROPOSAL_NOT_FOUND, SURVEY_NOT_FOUND } from '#server/lib/not-found.ts';
import { sendPage } from '#server/lib/paging.ts';
import { noContent, route } from '#server/plugins/route.ts';
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

const ID = { id: PROPOSAL_NOT_FOUND };

/** The user's proposals: list (paged), one, the one of a survey, create, update, delete, and the calculated program. */
export async function proposalRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/proposals',
    route(
      { access: 'subscriber', query: ProposalListQuerySchema, responds: { 200: z.array(ProposalSchema) } },
      async ({ user, query }, request, reply) => {
        const page = await listProposals(db, user.id, query);
        return sendPage(request, reply, { ...page, items: page.items.map(presentProposal) });
      },
    ),
  );

  app.get(
    '/proposals/survey/:surveyId',
    route(
      {
        access: 'subscriber',
        params: { surveyId: SURVEY_NOT_FOUND },
        responds: { 200: ProposalSchema.nullable() },
      },
      async ({ user, params }) => {
        const proposal = await findSurveyProposal(db, user.id, params.surveyId);
        return proposal ? presentProposal(proposal) : null;
      },
    ),
  );

  app.get(
    '/proposals/:id',
    route({ access: 'subscriber', params: ID, responds: { 200: ProposalSchema } }, async ({ user, params }) =>
      presentProposal(await getProposal(db, user.id, params.id)),
    ),
  );

  app.get(
    '/proposals/:id/program',
    route(
      { access: 'subscriber', params: ID, responds: { 200: ProposalProgramSchema } },
      async ({ user, params }) => getProposalProgram(db, user.id, params.id),
    ),
  );

  app.post(
    '/proposals',
    route(
      {
        access: 'subscriber',
        body: ProposalCreateInputSchema,
        responds: { 201: ProposalSchema, 409: ProposalExistsSchema },
      },
      async ({ user, body }, _request, reply) => {
        const outcome = await createProposal(db, user.id, body);
        if (outcome.kind === 'exists') {
          return reply.status(409).send({ ...statusErrorBody(409, PROPOSAL_EXISTS_MESSAGE), id: outcome.id });
        }
        return reply.status(201).send(presentProposal(outcome.proposal));
      },
    ),
  );

  app.put(
    '/proposals/:id',
    route(
      {
        access: 'subscriber',
        params: ID,
        body: ProposalUpdateInputSchema,
        responds: { 200: ProposalSchema },
      },
      async ({ user, params, body }) => presentProposal(await updateProposal(db, user.id, params.id, body)),
    ),
  );

  app.delete(
    '/proposals/:id',
    noContent({ access: 'subscriber', params: ID }, ({ user, params }, request) =>
      deleteProposal({ ...app.deps, log: request.log }, user.id, params.id),
    ),
  );
}
