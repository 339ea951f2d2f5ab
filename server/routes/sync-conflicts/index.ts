import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SyncConflictQuerySchema, SyncConflictSchema } from '#shared/schemas/sync.ts';
import { parseId, parseInput } from '../../lib/validation.ts';
import { requireSubscriber } from '../../plugins/auth.ts';
import { respondsWith } from '../../plugins/openapi.ts';
import { CONFLICT_NOT_FOUND } from '../../services/not-found.ts';
import {
  dismissSyncConflict,
  listSyncConflicts,
  presentSyncConflict,
} from '../../services/sync/conflicts.ts';

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
