import { queryOptions } from '@tanstack/react-query';
import { fetchJson } from '#client/lib/api.ts';
import type { DashboardStats } from '#shared/schemas/dashboard.ts';

/** Query keys of GET /api/dashboard/stats. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => ['dashboard', 'stats'] as const,
};

/** The four stat-card counts (surveys, open proposals, this month, follow-ups due). */
export function dashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.stats(),
    queryFn: ({ signal }) => fetchJson<DashboardStats>('/api/dashboard/stats', signal),
  });
}
