import type { FastifyInstance } from 'fastify';
import { PROPOSAL_NOT_FOUND } from '#server/lib/not-found.ts';
import { parseId, parseInput } from '#server/lib/validation.ts';
import { requireSubscriber } from '#server/plugins/auth.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
import { AnswerGapInputSchema, AnswerGapResultSchema } from '#shared/schemas/proposal-writing.ts';
import { ServicePlanAnswerSchema, ServicePlanSchema } from '#shared/schemas/service-plan.ts';
import { answerGap } from './answer-gap.ts';
import { getServicePlan, saveServicePlan } from './service-plan.ts';

type IdParams = { Params: { id: string } };

const PLAN = respondsWith({ 200: ServicePlanAnswerSchema });
const ANSWERED = respondsWith({ 200: AnswerGapResultSchema });

/** A proposal's service plan: read (the RFP's defaults until one is saved) and save (docs/decisions/037). */
export async function servicePlanRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get<IdParams>('/proposals/:id/service-plan', PLAN, async (request) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, PROPOSAL_NOT_FOUND);
    return getServicePlan(db, user.id, id);
  });

  app.put<IdParams>('/proposals/:id/service-plan', PLAN, async (request) => {
    const user = requireSubscriber(request);
    const id = parseId(request.params.id, PROPOSAL_NOT_FOUND);
    const plan = parseInput(ServicePlanSchema, request.body);
    return saveServicePlan(db, user.id, id, plan);
  });

  // A gap answered in one step: the plan field that meets it filled and confirmed, or the rep's commitment added.
  app.post<{ Params: { id: string; requirementId: string } }>(
    '/proposals/:id/requirements/:requirementId/answer',
    ANSWERED,
    async (request) => {
      const user = requireSubscriber(request);
      const id = parseId(request.params.id, PROPOSAL_NOT_FOUND);
      const input = parseInput(AnswerGapInputSchema, request.body ?? {});
      return answerGap(db, user, id, request.params.requirementId.slice(0, 40), input);
    },
  );
}
