import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { surveys } from './surveys.ts';
import { users } from './users.ts';

/**
 * One row per `Idempotency-Key` a signed-in user sent on a state-changing API call (docs/decisions/041): taken
 * before the handler runs (status null while it runs), then holding the first answer, which replays for 7 days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
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
    deviceEditedAt: timestamp('device_edited_at', { withTimezone: true }).notNull(),
    serverChangedAt: timestamp('server_changed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
  },
  (t) => [
    index('sync_conflicts_user_survey_idx').on(t.userId, t.surveyId),
    index('sync_conflicts_survey_idx').on(t.surveyId),
  ],
);
