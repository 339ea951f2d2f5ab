import type { FastifyInstance } from 'fastify';
import { PROPOSAL_NOT_FOUND } from '#server/lib/not-found.ts';
import { route } from '#server/plugins/route.ts';
import { AnswerGapInputSchema, AnswerGapResultSchema } from '#shared/schemas/proposal-writing.ts';
import { ServicePlanAnswerSchema, ServicePlanSchema } from '#shared/schemas/service-plan.ts';
import { answerGap } from './answer-gap.ts';
import { getServicePlan, saveServicePlan } from './service-plan.ts';

const PROPOSAL = { id: PROPOSAL_NOT_FOUND };
const PLAN = { 200: ServicePlanAnswerSchema };
// A requirement's id is read as sent, its first 40 characters.
const requirementId = (value: string) => value.slice(0, 40);

/** A proposal's service plan: read (the RFP's defaults until one is saved) and save (docs/decisions/037). */
export async function servicePlanRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/proposals/:id/service-plan',
    route({ access: 'subscriber', params: PROPOSAL, responds: PLAN }, async ({ user, params }) =>
      getServicePlan(db, user.id, params.id),
    ),
  );

  app.put(
    '/proposals/:id/service-plan',
    route(
      { access: 'subscriber', params: PROPOSAL, body: ServicePlanSchema, responds: PLAN },
      async ({ user, params, body }) => saveServicePlan(db, user.id, params.id, body),
    ),
  );

  // A gap answered in one step: the plan field that meets it filled and confirmed, or the rep's commitment added.
  app.post(
    '/proposals/:id/requirements/:requirementId/answer',
    route(
      {
        access: 'subscriber',
        params: { ...PROPOSAL, requirementId },
        body: AnswerGapInputSchema,
        responds: { 200: AnswerGapResultSchema },
      },
      async ({ user, params, body }) => answerGap(db, user, params.id, params.requirementId, body),
    ),
  );
}
