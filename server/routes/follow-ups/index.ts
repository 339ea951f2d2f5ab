import type { FastifyInstance } from 'fastify';
import { requireSubscriber } from '../../plugins/auth.ts';
import { listFollowUps } from '../../services/surveys/follow-ups.ts';

/** The follow-ups page: observations of the subscriber's surveys that carry a follow-up date or tasks. */
export async function followUpRoutes(app: FastifyInstance): Promise<void> {
  app.get('/follow-ups', async (request) => {
    const user = requireSubscriber(request);
    return listFollowUps(app.deps.db, user.id);
  });
}
