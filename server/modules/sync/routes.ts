import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONFLICT_NOT_FOUND } from '#server/lib/not-found.ts';
import { noContent, route } from '#server/plugins/route.ts';
import { SyncConflictQuerySchema, SyncConflictSchema } from '#shared/schemas/sync.ts';
import { dismissSyncConflict, listSyncConflicts, presentSyncConflict } from './conflicts.ts';

/** The "changed on another device" notes of the subscriber's synced edits (docs/decisions/041). */
export async function syncConflictRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    '/sync-conflicts',
    route(
      {
        access: 'subscriber',
        query: SyncConflictQuerySchema,
        responds: { 200: z.array(SyncConflictSchema) },
      },
      async ({ user, query }) =>
        (await listSyncConflicts(db, user.id, query.surveyId)).map(presentSyncConflict),
    ),
  );

  app.post(
    '/sync-conflicts/:id/dismiss',
    noContent({ access: 'subscriber', params: { id: CONFLICT_NOT_FOUND } }, ({ user, params }) =>
      dismissSyncConflict(db, user.id, params.id),
    ),
  );
}
