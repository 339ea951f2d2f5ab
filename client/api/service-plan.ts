import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchJson } from '#client/lib/api.ts';
import type { AnswerGapInput, AnswerGapResult } from '#shared/schemas/proposal-writing.ts';
import type { ServicePlan, ServicePlanAnswer } from '#shared/schemas/service-plan.ts';

/** Query keys of proposals' service plans. */
export const servicePlanKeys = {
  all: ['service-plans'] as const,
  byProposal: (proposalId: number) => ['service-plans', proposalId] as const,
  /** How many times the plan was changed outside the card (a gap answered): the card re-reads it when it moves. */
  revision: (proposalId: number) => ['service-plans', proposalId, 'revision'] as const,
};

/** The card's revision counter of a proposal's plan (0 until a gap is answered from the plan). */
export function servicePlanRevisionOptions(proposalId: number | null) {
  return queryOptions({
    queryKey: servicePlanKeys.revision(proposalId ?? 0),
    queryFn: () => 0,
    initialData: 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * POST /api/proposals/:id/requirements/:requirementId/answer: a gap answered in one step (its plan field filled and
 * confirmed, or the rep's commitment added). The plan is read again and the card shows the change.
 */
export function useAnswerGap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      proposalId,
      requirementId,
      input,
    }: {
      proposalId: number;
      requirementId: string;
      input: AnswerGapInput;
    }) => {
      const res = await apiRequest(
        'POST',
        `/api/proposals/${proposalId}/requirements/${encodeURIComponent(requirementId)}/answer`,
        input,
      );
      return (await res.json()) as AnswerGapResult;
    },
    onSuccess: async (_answer, { proposalId, input }) => {
      if (input.commitment) return;
      await client.invalidateQueries({ queryKey: servicePlanKeys.byProposal(proposalId), exact: true });
      client.setQueryData(servicePlanKeys.revision(proposalId), (n: number | undefined) => (n ?? 0) + 1);
    },
  });
}

/** A saved proposal's service plan (the RFP's defaults until one is saved), from GET /api/proposals/:id/service-plan. */
export function servicePlanQueryOptions(proposalId: number | null) {
  return queryOptions({
    queryKey: servicePlanKeys.byProposal(proposalId ?? 0),
    queryFn:
      proposalId === null
        ? skipToken
        : ({ signal }) => fetchJson<ServicePlanAnswer>(`/api/proposals/${proposalId}/service-plan`, signal),
    refetchOnMount: 'always',
  });
}

/** PUT /api/proposals/:id/service-plan; the answer replaces the cached plan. */
export function useSaveServicePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ proposalId, plan }: { proposalId: number; plan: ServicePlan }) => {
      const res = await apiRequest('PUT', `/api/proposals/${proposalId}/service-plan`, plan);
      return (await res.json()) as ServicePlanAnswer;
    },
    onSuccess: (answer, { proposalId }) =>
      client.setQueryData(servicePlanKeys.byProposal(proposalId), answer),
  });
}
