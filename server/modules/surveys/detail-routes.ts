import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { SURVEY_NOT_FOUND } from '#server/lib/not-found.ts';
import { readSyncHeaders, syncedRow } from '#server/lib/sync-headers.ts';
import type { SyncContext, Synced } from '#server/modules/sync/conflicts.ts';
import { route } from '#server/plugins/route.ts';

type Db = FastifyInstance['deps']['db'];

/**
 * The two routes of a wizard step that keeps one row per survey (water quality, observations): `GET
 * /<name>/survey/:surveyId` reads it and `POST /<name>` saves it (upsert, with the sync headers of decision 041).
 */
export function surveyDetailRoutes<Row, Input extends { surveyId: number }>(detail: {
  /** The path's first part, e.g. `/water-quality`. */
  path: string;
  schema: z.ZodType;
  inputSchema: z.ZodType<Input>;
  find: (db: Db, userId: string, surveyId: number) => Promise<Row | null>;
  save: (db: Db, userId: string, input: Input, sync: SyncContext) => Promise<Synced<Row>>;
  present: (row: Row) => unknown;
}): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    const { db } = app.deps;

    app.get(
      `${detail.path}/survey/:surveyId`,
      route(
        {
          access: 'subscriber',
          params: { surveyId: SURVEY_NOT_FOUND },
          // JSON null (not an empty body) before the first save, so the client can always parse the answer.
          responds: { 200: detail.schema.nullable() },
        },
        async ({ user, params }, _request, reply) => {
          const row = await detail.find(db, user.id, params.surveyId);
          return reply.send(row && detail.present(row));
        },
      ),
    );

    app.post(
      detail.path,
      route(
        { access: 'subscriber', body: detail.inputSchema, responds: { 200: detail.schema } },
        async ({ user, body }, request, reply) => {
          const synced = await detail.save(db, user.id, body, readSyncHeaders(request));
          return detail.present(syncedRow(reply, synced));
        },
      ),
    );
  };
}
