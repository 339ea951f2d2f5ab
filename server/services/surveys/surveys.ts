import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { equipment, equipmentPhotos, surveys } from '#db/schema/index.ts';
import type { SurveyCreateInput, SurveyUpdateInput } from '#shared/schemas/survey.ts';
import type { SurveyRow } from './ownership.ts';

/** The user's surveys, newest first. */
export function listSurveys(db: Database, userId: string): Promise<SurveyRow[]> {
  return db
    .select()
    .from(surveys)
    .where(eq(surveys.userId, userId))
    .orderBy(desc(surveys.createdAt), desc(surveys.id));
}

/** Creates a survey for the user; a new survey starts in_progress (step 1 of the wizard saved). */
export async function createSurvey(
  db: Database,
  userId: string,
  input: SurveyCreateInput,
): Promise<SurveyRow> {
  const [row] = await db
    .insert(surveys)
    .values({ ...input, userId, status: input.status ?? 'in_progress' })
    .returning();
  return row!;
}

/** Updates the given fields of the user's survey and bumps updatedAt; null when it is not the user's. */
export async function updateSurvey(
  db: Database,
  userId: string,
  surveyId: number,
  input: SurveyUpdateInput,
): Promise<SurveyRow | null> {
  const [row] = await db
    .update(surveys)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(surveys.id, surveyId), eq(surveys.userId, userId)))
    .returning();
  return row ?? null;
}

/**
 * Deletes the user's survey and everything under it (database cascades) and returns the storage keys of
 * its photos, so the caller can delete the files; null when it is not the user's.
 */
export function deleteSurvey(db: Database, userId: string, surveyId: number): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [survey] = await tx
      .select({ id: surveys.id })
      .from(surveys)
      .where(and(eq(surveys.id, surveyId), eq(surveys.userId, userId)))
      .for('update');
    if (!survey) return null;
    // Locking the equipment rows makes a photo added meanwhile wait, so no key escapes the list below.
    await tx
      .select({ id: equipment.id })
      .from(equipment)
      .where(eq(equipment.surveyId, surveyId))
      .for('update');
    const photos = await tx
      .select({ key: equipmentPhotos.storageKey })
      .from(equipmentPhotos)
      .innerJoin(equipment, eq(equipment.id, equipmentPhotos.equipmentId))
      .where(eq(equipment.surveyId, surveyId));
    await tx.delete(surveys).where(eq(surveys.id, surveyId));
    return photos.map((p) => p.key);
  });
}
