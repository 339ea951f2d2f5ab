import type { FastifyInstance } from 'fastify';
import { requireSubscriber } from '#server/plugins/auth.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
import { DashboardStatsSchema } from '#shared/schemas/dashboard.ts';
import { getDashboardStats } from './dashboard.ts';

const STATS = respondsWith({ 200: DashboardStatsSchema });

/** The dashboard's four stat cards. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dashboard/stats', STATS, async (request) => {
    const user = requireSubscriber(request);
    return getDashboardStats(app.deps.db, user.id);
  });
}
