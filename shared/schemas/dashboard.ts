import { z } from 'zod';

const count = z.number().int().min(0);

/** GET /api/dashboard/stats. */
export const DashboardStatsSchema = z.object({
  totalSurveys: count,
  activeProposals: count,
  thisMonth: count,
  pendingFollowups: count,
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
