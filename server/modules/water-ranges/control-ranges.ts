import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { waterControlRanges } from '#db/schema/index.ts';
import {
  DEFAULT_CONTROL_RANGES,
  isWaterRangeSystemType,
  resolveControlRanges,
  type SystemControlRanges,
  type WaterControlRanges,
  type WaterRangeSystemType,
  withOneLsiCeiling,
} from '#shared/water/control-ranges.ts';
import { WaterControlRangesSchema } from '#shared/water/control-ranges-schema.ts';
import { clock } from '../../lib/clock.ts';

// The database does not know the shared schema, so a stored row is checked when read; a row that no longer
// parses (a shape from an older release) reads as the defaults rather than breaking the report.
function parseStored(value: unknown): WaterControlRanges | undefined {
  const parsed = WaterControlRangesSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** A user's control ranges for every system type, defaults filled in for those never saved. */
export async function listControlRanges(db: Database, userId: string): Promise<SystemControlRanges[]> {
  const rows = await db
    .select({ systemType: waterControlRanges.systemType, ranges: waterControlRanges.ranges })
    .from(waterControlRanges)
    .where(eq(waterControlRanges.userId, userId));
  const saved = new Map<WaterRangeSystemType, WaterControlRanges>();
  for (const row of rows) {
    const ranges = parseStored(row.ranges);
    if (ranges && isWaterRangeSystemType(row.systemType)) saved.set(row.systemType, ranges);
  }
  return resolveControlRanges(saved);
}

/** A user's control ranges for one system type (the defaults when never saved). */
export async function findControlRanges(
  db: Database,
  userId: string,
  systemType: WaterRangeSystemType,
): Promise<WaterControlRanges> {
  const [row] = await db
    .select({ ranges: waterControlRanges.ranges })
    .from(waterControlRanges)
    .where(and(eq(waterControlRanges.userId, userId), eq(waterControlRanges.systemType, systemType)));
  const stored = row && parseStored(row.ranges);
  return stored ? withOneLsiCeiling(systemType, stored) : DEFAULT_CONTROL_RANGES[systemType];
}

/** Saves a user's ranges for one system type (an upsert) and answers every type's ranges. */
export async function saveControlRanges(
  db: Database,
  userId: string,
  systemType: WaterRangeSystemType,
  input: WaterControlRanges,
): Promise<SystemControlRanges[]> {
  const ranges = withOneLsiCeiling(systemType, input);
  await db
    .insert(waterControlRanges)
    .values({ userId, systemType, ranges })
    .onConflictDoUpdate({
      target: [waterControlRanges.userId, waterControlRanges.systemType],
      set: { ranges, updatedAt: clock.now() },
    });
  return listControlRanges(db, userId);
}

/** Puts one system type back to the defaults and answers every type's ranges. */
export async function resetControlRanges(
  db: Database,
  userId: string,
  systemType: WaterRangeSystemType,
): Promise<SystemControlRanges[]> {
  await db
    .delete(waterControlRanges)
    .where(and(eq(waterControlRanges.userId, userId), eq(waterControlRanges.systemType, systemType)));
  return listControlRanges(db, userId);
}
