import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { observations, waterQuality } from '#db/schema/index.ts';
import { recalculateSurveyProposal } from '#server/modules/proposals/recalculate.ts';
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

/**
 * Saves the user's survey's one water quality row (inserts it, or updates the fields given; 404 when not
 * theirs) and, in the same transaction, recalculates the survey's proposal: conductivity sets its cycles.
 */
export function saveWaterQuality(
  db: Database,
  userId: string,
  input: WaterQualityInput,
): Promise<WaterQualityRow> {
  const { surveyId, ...fields } = input;
  return inOwnedSurvey(db, userId, surveyId, async (tx) => {
    const [row] = await tx
      .insert(waterQuality)
      .values(input)
      .onConflictDoUpdate({ target: waterQuality.surveyId, set: { ...fields, updatedAt: sql`now()` } })
      .returning();
    await recalculateSurveyProposal(tx, surveyId);
    return row!;
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

/** Saves the user's survey's one observations row: inserts it, or updates the fields given (404 when not theirs). */
export function saveObservations(
  db: Database,
  userId: string,
  input: ObservationsInput,
): Promise<ObservationsRow> {
  const { surveyId, ...fields } = input;
  return inOwnedSurvey(db, userId, surveyId, async (tx) => {
    const [row] = await tx
      .insert(observations)
      .values(input)
      .onConflictDoUpdate({ target: observations.surveyId, set: { ...fields, updatedAt: sql`now()` } })
      .returning();
    return row!;
  });
}
