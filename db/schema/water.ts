import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownerId, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A user's control ranges for one system type (shared/water/control-ranges.ts WaterControlRanges, checked when read).
 * No row means the defaults; resetting deletes the row.
 */
export const waterControlRanges = pgTable(
  'water_control_ranges',
  {
    userId: ownerId(() => users.id),
    systemType: text('system_type').notNull(),
    ranges: jsonb('ranges').$type<unknown>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.systemType] })],
);
