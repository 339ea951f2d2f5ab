import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchJson } from '#client/lib/api.ts';
import type { ServicePlan, ServicePlanAnswer } from '#shared/schemas/service-plan.ts';

/** Query keys of proposals' service plans. */
export const servicePlanKeys = {
  all: ['service-plans'] as const,
  byProposal: (proposalId: number) => ['service-plans', proposalId] as const,
};

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
