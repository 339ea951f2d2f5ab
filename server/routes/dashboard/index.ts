import type { FastifyInstance } from 'fastify';
import { requireSubscriber } from '../../plugins/auth.ts';
import { getDashboardStats } from '../../services/surveys/dashboard.ts';

/** The dashboard's four stat cards. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dashboard/stats', async (request) => {
    const user = requireSubscriber(request);
    return getDashboardStats(app.deps.db, user.id);
  });
}
