import type { FastifyInstance } from 'fastify';
import { route } from '#server/plugins/route.ts';
import { DashboardStatsSchema } from '#shared/schemas/dashboard.ts';
import { getDashboardStats } from './dashboard.ts';

/** The dashboard's four stat cards. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/dashboard/stats',
    route({ access: 'subscriber', responds: { 200: DashboardStatsSchema } }, async ({ user }) =>
      getDashboardStats(app.deps.db, user.id),
    ),
  );
}
