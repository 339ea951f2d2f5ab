import { useQuery } from '@tanstack/react-query';
import type { Proposal } from '#shared/schemas/proposal.ts';
import type { DashboardStats, Survey } from '#shared/schemas/survey.ts';

/** Query keys of the dashboard (the default loader fetches the joined key). */
export const dashboardKeys = {
  stats: ['/api/dashboard/stats'] as const,
  surveys: ['/api/surveys'] as const,
  proposals: ['/api/proposals'] as const,
};

/** GET /api/dashboard/stats: the four stat-card counts. */
export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: dashboardKeys.stats });
}

/** GET /api/surveys: the user's surveys, newest first. */
export function useSurveys() {
  return useQuery<Survey[]>({ queryKey: dashboardKeys.surveys });
}

/** GET /api/proposals: the user's proposals. */
export function useProposals() {
  return useQuery<Proposal[]>({ queryKey: dashboardKeys.proposals });
}
