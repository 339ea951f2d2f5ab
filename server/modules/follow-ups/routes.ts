import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSubscriber } from '#server/plugins/auth.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
import { FollowUpSchema } from '#shared/schemas/follow-ups.ts';
import { listFollowUps } from './follow-ups.ts';

const LIST = respondsWith({ 200: z.array(FollowUpSchema) });

/** The follow-ups page: observations of the subscriber's surveys that carry a follow-up date or tasks. */
export async function followUpRoutes(app: FastifyInstance): Promise<void> {
  app.get('/follow-ups', LIST, async (request) => {
    const user = requireSubscriber(request);
    return listFollowUps(app.deps.db, user.id);
  });
}
