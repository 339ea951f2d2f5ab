import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONFLICT_NOT_FOUND } from '#server/lib/not-found.ts';
import { parseId, parseInput } from '#server/lib/validation.ts';
import { requireSubscriber } from '#server/plugins/auth.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
import { SyncConflictQuerySchema, SyncConflictSchema } from '#shared/schemas/sync.ts';
import { dismissSyncConflict, listSyncConflicts, presentSyncConflict } from './conflicts.ts';

const LIST = respondsWith({ 200: z.array(SyncConflictSchema) });
const NO_CONTENT = respondsWith({ 204: null });

/** The "changed on another device" notes of the subscriber's synced edits (docs/decisions/041). */
export async function syncConflictRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/sync-conflicts', LIST, async (request) => {
    const user = requireSubscriber(request);
    const { surveyId } = parseInput(SyncConflictQuerySchema, request.query);
    return (await listSyncConflicts(db, user.id, surveyId)).map(presentSyncConflict);
  });

  app.post<{ Params: { id: string } }>('/sync-conflicts/:id/dismiss', NO_CONTENT, async (request, reply) => {
    const user = requireSubscriber(request);
    await dismissSyncConflict(db, user.id, parseId(request.params.id, CONFLICT_NOT_FOUND));
    return reply.status(204).send();
  });
}
