import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '#server/plugins/route.ts';
import { FollowUpSchema } from '#shared/schemas/follow-ups.ts';
import { listFollowUps } from './follow-ups.ts';

/** The follow-ups page: observations of the subscriber's surveys that carry a follow-up date or tasks. */
export async function followUpRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/follow-ups',
    route({ access: 'subscriber', responds: { 200: z.array(FollowUpSchema) } }, async ({ user }) =>
      listFollowUps(app.deps.db, user.id),
    ),
  );
}
