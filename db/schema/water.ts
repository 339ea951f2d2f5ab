import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A user's control ranges for one system type (shared/water/control-ranges.ts WaterControlRanges, checked when read).
 * No row means the defaults; resetting deletes the row.
 */
export const waterControlRanges = pgTable(
  'water_control_ranges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    systemType: text('system_type').notNull(),
    ranges: jsonb('ranges').$type<unknown>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.systemType] })],
);
