import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { observations, waterQuality } from '#db/schema/index.ts';
import { recalculateSurveyProposal } from '#server/modules/proposals/recalculate.ts';
import { applySyncedEdit, NO_SYNC, type SyncContext, type Synced } from '#server/modules/sync/conflicts.ts';
import type { ObservationsInput } from '#shared/schemas/observations.ts';
import type { WaterQualityInput } from '#shared/schemas/water-quality.ts';
import { inOwnedSurvey, requireOwnedSurvey } from './ownership.ts';

/** A water quality row as stored. */
export type WaterQualityRow = typeof waterQuality.$inferSelect;
/** An observations row as stored. */
export type ObservationsRow = typeof observations.$inferSelect;

/** A table of one row per survey that a step of the wizard reads and saves. */
type DetailTable = typeof waterQuality | typeof observations;
type DetailRow<T extends DetailTable> = T['$inferSelect'];

/** The user's survey's row of `table`, or null before the first save; 404 for a missing or foreign survey. */
async function findDetail<T extends DetailTable>(
  db: Database,
  table: T,
  userId: string,
  surveyId: number,
): Promise<DetailRow<T> | null> {
  await requireOwnedSurvey(db, userId, surveyId);
  const [row] = await db
    .select()
    .from(table as DetailTable)
    .where(eq(table.surveyId, surveyId));
  return (row as DetailRow<T> | undefined) ?? null;
}

/**
 * Saves the user's survey's one row of `table`: inserts it, or updates the fields given (404 when not theirs);
 * `afterSave` runs in the same transaction. An edit synced from a device that saw an older version keeps, per
 * field, the later edit (decision 041).
 */
function saveDetail<T extends DetailTable>(
  db: Database,
  userId: string,
  detail: {
    table: T;
    resource: 'water-quality' | 'observations';
    afterSave?: (tx: Database, surveyId: number) => Promise<void>;
  },
  { surveyId, ...fields }: { surveyId: number } & Record<string, unknown>,
  sync: SyncContext,
): Promise<Synced<DetailRow<T>>> {
  const table: DetailTable = detail.table;
  return inOwnedSurvey(db, userId, surveyId, async (tx) => {
    const [current] = await tx.select().from(table).where(eq(table.surveyId, surveyId)).for('no key update');
    const synced = await applySyncedEdit(tx, {
      current: current ?? null,
      input: fields,
      sync,
      write: async (plan, now) => {
        const values = plan.values as Partial<T['$inferInsert']>;
        const [row] = await tx
          .insert(table)
          .values({ ...values, surveyId, fieldChangedAt: plan.fieldChangedAt, updatedAt: now })
          .onConflictDoUpdate({
            target: table.surveyId,
            set: {
              ...values,
              // Merged in SQL: a row inserted meanwhile keeps its own fields' change times.
              fieldChangedAt: sql`${table.fieldChangedAt} || ${JSON.stringify(plan.fieldChangedAt)}::jsonb`,
              updatedAt: now,
            },
          })
          .returning();
        return row!;
      },
      owner: (row) => ({ userId, surveyId, resource: detail.resource, recordId: row.id }),
    });
    await detail.afterSave?.(tx, surveyId);
    return synced as Synced<DetailRow<T>>;
  });
}

const WATER_QUALITY = {
  table: waterQuality,
  resource: 'water-quality' as const,
  // Conductivity sets the proposal's cycles.
  afterSave: recalculateSurveyProposal,
};
const OBSERVATIONS = { table: observations, resource: 'observations' as const };

/** The user's survey's water quality, or null before the first save; 404 for a missing or foreign survey. */
export const findWaterQuality = (
  db: Database,
  userId: string,
  surveyId: number,
): Promise<WaterQualityRow | null> => findDetail(db, waterQuality, userId, surveyId);

/**
 * Saves the user's survey's one water quality row (inserts it, or updates the fields given; 404 when not
 * theirs) and, in the same transaction, recalculates the survey's proposal: conductivity sets its cycles.
 */
export const saveWaterQuality = (
  db: Database,
  userId: string,
  input: WaterQualityInput,
  sync: SyncContext = NO_SYNC,
): Promise<Synced<WaterQualityRow>> => saveDetail(db, userId, WATER_QUALITY, input, sync);

/** The user's survey's observations, or null before the first save; 404 for a missing or foreign survey. */
export const findObservations = (
  db: Database,
  userId: string,
  surveyId: number,
): Promise<ObservationsRow | null> => findDetail(db, observations, userId, surveyId);

/** Saves the user's survey's one observations row: inserts it, or updates the fields given (404 when not theirs). */
export const saveObservations = (
  db: Database,
  userId: string,
  input: ObservationsInput,
  sync: SyncContext = NO_SYNC,
): Promise<Synced<ObservationsRow>> => saveDetail(db, userId, OBSERVATIONS, input, sync);
