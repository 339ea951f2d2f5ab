import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment, ownerId, parentId, serialId } from './columns.ts';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/**
 * One row per `Idempotency-Key` a signed-in user sent on a state-changing API call (docs/decisions/041): taken
 * before the handler runs (status null while it runs), then holding the first answer, which replays for 7 days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serialId(),
    userId: ownerId(() => users.id),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 (hex) of the request body as received. */
    bodyHash: text('body_hash').notNull(),
    /** The first answer's status; null while the first request still runs. */
    status: integer('status'),
    contentType: text('content_type'),
    responseBody: text('response_body'),
    /** Answer headers a replay repeats (X-Sync-Conflicts). */
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_key').on(t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * A field edited offline that had also changed on the server since the device last saw it: both values are
 * kept, the later edit's in the record (docs/decisions/041). The rep reads them as "changed on another device".
 */
export const syncConflicts = pgTable(
  'sync_conflicts',
  {
    id: serialId(),
    userId: ownerId(() => users.id),
    surveyId: parentId('survey_id', () => surveys.id),
    /** survey | equipment | water-quality | observations */
    resource: text('resource').notNull(),
    recordId: integer('record_id').notNull(),
    field: text('field').notNull(),
    fieldLabel: text('field_label').notNull(),
    keptValue: jsonb('kept_value').$type<string | number | boolean | null>(),
    otherValue: jsonb('other_value').$type<string | number | boolean | null>(),
    /** Whose edit is in the record: `device` (the synced edit) or `server` (the change made meanwhile). */
    winner: text('winner').notNull(),
    /** When the device's edit was made, and when the server's value had been. */
    deviceEditedAt: moment('device_edited_at').notNull(),
    serverChangedAt: moment('server_changed_at').notNull(),
    createdAt: createdAt(),
    dismissedAt: moment('dismissed_at'),
  },
  (t) => [
    index('sync_conflicts_user_survey_idx').on(t.userId, t.surveyId),
    index('sync_conflicts_survey_idx').on(t.surveyId),
  ],
);
