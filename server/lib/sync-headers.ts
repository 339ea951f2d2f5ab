import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  BASE_UPDATED_AT_HEADER,
  CHANGED_FIELDS_HEADER,
  EDITED_AT_HEADER,
  SYNC_CONFLICTS_HEADER,
  SyncHeadersSchema,
} from '#shared/schemas/sync.ts';
import type { SyncContext, Synced } from '../services/sync/conflicts.ts';
import { parseInput } from './validation.ts';

/**
 * Reads an update's X-Base-Updated-At, X-Edited-At and X-Changed-Fields (docs/decisions/041); 400 with a clear
 * message when one is malformed. All absent: the update works exactly as it did before offline sync.
 */
export function readSyncHeaders(request: FastifyRequest): SyncContext {
  const single = (name: string) => {
    const value = request.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(',') : value;
  };
  const parsed = parseInput(SyncHeadersSchema, {
    [BASE_UPDATED_AT_HEADER]: single(BASE_UPDATED_AT_HEADER),
    [EDITED_AT_HEADER]: single(EDITED_AT_HEADER),
    [CHANGED_FIELDS_HEADER]: single(CHANGED_FIELDS_HEADER),
  });
  const time = (value: string | undefined) => (value === undefined ? null : new Date(value));
  const fields = parsed[CHANGED_FIELDS_HEADER];
  return {
    baseUpdatedAt: time(parsed[BASE_UPDATED_AT_HEADER]),
    editedAt: time(parsed[EDITED_AT_HEADER]),
    changedFields: fields === undefined ? null : [...new Set(fields.split(',').map((f) => f.trim()))],
  };
}

/** The updated row, with `X-Sync-Conflicts: <n>` on the answer when the update recorded conflicts. */
export function syncedRow<T>(reply: FastifyReply, synced: Synced<T>): T {
  if (synced.conflicts > 0) reply.header(SYNC_CONFLICTS_HEADER, String(synced.conflicts));
  return synced.row;
}
