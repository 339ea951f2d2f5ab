import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { observations, waterQuality } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { recalculateSurveyProposal } from '#server/modules/proposals/recalculate.ts';
import {
  NO_SYNC,
  planFieldChanges,
  recordConflicts,
  type SyncContext,
  type Synced,
  writesRow,
} from '#server/modules/sync/conflicts.ts';
import type { ObservationsInput } from '#shared/schemas/observations.ts';
import type { WaterQualityInput } from '#shared/schemas/water-quality.ts';
import { inOwnedSurvey, requireOwnedSurvey } from './ownership.ts';

/** A water quality row as stored. */
export type WaterQualityRow = typeof waterQuality.$inferSelect;
/** An observations row as stored. */
export type ObservationsRow = typeof observations.$inferSelect;

/** The user's survey's water quality, or null before the first save; 404 for a missing or foreign survey. */
export async function findWaterQuality(
  db: Database,
  userId: string,
  surveyId: number,
): Promise<WaterQualityRow | null> {
  await requireOwnedSurvey(db, userId, surveyId);
  const [row] = await db.select().from(waterQuality).where(eq(waterQuality.surveyId, surveyId));
  return row ?? null;
}

/** `field_changed_at` merged with an update's changes, in SQL: a row inserted meanwhile keeps its own. */
function mergedFieldTimes(
  column: typeof waterQuality.fieldChangedAt | typeof observations.fieldChangedAt,
  changes: object,
) {
  return sql`${column} || ${JSON.stringify(changes)}::jsonb`;
}

/**
 * Saves the user's survey's one water quality row (inserts it, or updates the fields given; 404 when not
 * theirs) and, in the same transaction, recalculates the survey's proposal: conductivity sets its cycles.
 * An edit synced from a device that saw an older version keeps, per field, the later edit (decision 041).
 */
export function saveWaterQuality(
  db: Database,
  userId: string,
  input: WaterQualityInput,
  sync: SyncContext = NO_SYNC,
): Promise<Synced<WaterQualityRow>> {
  const { surveyId, ...fields } = input;
  return inOwnedSurvey(db, userId, surveyId, async (tx) => {
    const [current] = await tx
      .select()
      .from(waterQuality)
      .where(eq(waterQuality.surveyId, surveyId))
      .for('no key update');
    // One time for the row's updatedAt and its fields' savedAt, so a later base compares with both alike.
    const now = clock.now();
    const plan = planFieldChanges(current ?? null, fields, sync, now);
    let row = current;
    if (!current || writesRow(plan, sync)) {
      const values = plan.values as Partial<typeof waterQuality.$inferInsert>;
      [row] = await tx
        .insert(waterQuality)
        .values({ ...values, surveyId, fieldChangedAt: plan.fieldChangedAt, updatedAt: now })
        .onConflictDoUpdate({
          target: waterQuality.surveyId,
          set: {
            ...values,
            fieldChangedAt: mergedFieldTimes(waterQuality.fieldChangedAt, plan.fieldChangedAt),
            updatedAt: now,
          },
        })
        .returning();
    }
    await recalculateSurveyProposal(tx, surveyId);
    const owner = { userId, surveyId, resource: 'water-quality' as const, recordId: row!.id };
    return { row: row!, conflicts: await recordConflicts(tx, owner, plan.conflicts) };
  });
}

/** The user's survey's observations, or null before the first save; 404 for a missing or foreign survey. */
export async function findObservations(
  db: Database,
  userId: string,
  surveyId: number,
): Promise<ObservationsRow | null> {
  await requireOwnedSurvey(db, userId, surveyId);
  const [row] = await db.select().from(observations).where(eq(observations.surveyId, surveyId));
  return row ?? null;
}

/**
 * Saves the user's survey's one observations row: inserts it, or updates the fields given (404 when not theirs).
 * An edit synced from a device that saw an older version keeps, per field, the later edit (decision 041).
 */
export function saveObservations(
  db: Database,
  userId: string,
  input: ObservationsInput,
  sync: SyncContext = NO_SYNC,
): Promise<Synced<ObservationsRow>> {
  const { surveyId, ...fields } = input;
  return inOwnedSurvey(db, userId, surveyId, async (tx) => {
    const [current] = await tx
      .select()
      .from(observations)
      .where(eq(observations.surveyId, surveyId))
      .for('no key update');
    // One time for the row's updatedAt and its fields' savedAt, so a later base compares with both alike.
    const now = clock.now();
    const plan = planFieldChanges(current ?? null, fields, sync, now);
    let row = current;
    if (!current || writesRow(plan, sync)) {
      const values = plan.values as Partial<typeof observations.$inferInsert>;
      [row] = await tx
        .insert(observations)
        .values({ ...values, surveyId, fieldChangedAt: plan.fieldChangedAt, updatedAt: now })
        .onConflictDoUpdate({
          target: observations.surveyId,
          set: {
            ...values,
            fieldChangedAt: mergedFieldTimes(observations.fieldChangedAt, plan.fieldChangedAt),
            updatedAt: now,
          },
        })
        .returning();
    }
    const owner = { userId, surveyId, resource: 'observations' as const, recordId: row!.id };
    return { row: row!, conflicts: await recordConflicts(tx, owner, plan.conflicts) };
  });
}
