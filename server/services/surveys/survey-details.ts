import { eq, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { observations, waterQuality } from '#db/schema/index.ts';
import type { ObservationsInput, WaterQualityInput } from '#shared/schemas/survey.ts';

/** A water quality row as stored. */
export type WaterQualityRow = typeof waterQuality.$inferSelect;
/** An observations row as stored. */
export type ObservationsRow = typeof observations.$inferSelect;

/** The survey's water quality, or null before the first save (the caller checked ownership). */
export async function findWaterQuality(db: Database, surveyId: number): Promise<WaterQualityRow | null> {
  const [row] = await db.select().from(waterQuality).where(eq(waterQuality.surveyId, surveyId));
  return row ?? null;
}

/** Saves the survey's one water quality row: inserts it, or updates the fields given (the caller checked ownership). */
export async function saveWaterQuality(db: Database, input: WaterQualityInput): Promise<WaterQualityRow> {
  const { surveyId, ...fields } = input;
  const [row] = await db
    .insert(waterQuality)
    .values(input)
    .onConflictDoUpdate({ target: waterQuality.surveyId, set: { ...fields, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/** The survey's observations, or null before the first save (the caller checked ownership). */
export async function findObservations(db: Database, surveyId: number): Promise<ObservationsRow | null> {
  const [row] = await db.select().from(observations).where(eq(observations.surveyId, surveyId));
  return row ?? null;
}

/** Saves the survey's one observations row: inserts it, or updates the fields given (the caller checked ownership). */
export async function saveObservations(db: Database, input: ObservationsInput): Promise<ObservationsRow> {
  const { surveyId, ...fields } = input;
  const [row] = await db
    .insert(observations)
    .values(input)
    .onConflictDoUpdate({ target: observations.surveyId, set: { ...fields, updatedAt: sql`now()` } })
    .returning();
  return row!;
}
