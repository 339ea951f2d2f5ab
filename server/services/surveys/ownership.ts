import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { equipment, surveys } from '#db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/** The 404 message for a missing survey or another user's survey. */
export const SURVEY_NOT_FOUND = 'Survey not found';
/** The 404 message for missing equipment or another user's equipment. */
export const EQUIPMENT_NOT_FOUND = 'Equipment not found';

/** A survey row as stored. */
export type SurveyRow = typeof surveys.$inferSelect;
/** An equipment row as stored. */
export type EquipmentRow = typeof equipment.$inferSelect;

/** The user's survey with this id, or null when it is missing or belongs to someone else. */
export async function findOwnedSurvey(
  db: Database,
  userId: string,
  surveyId: number,
): Promise<SurveyRow | null> {
  const [row] = await db
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, surveyId), eq(surveys.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The user's survey with this id, or 404 "Survey not found". */
export async function requireOwnedSurvey(db: Database, userId: string, surveyId: number): Promise<SurveyRow> {
  const row = await findOwnedSurvey(db, userId, surveyId);
  if (!row) throw notFound(SURVEY_NOT_FOUND);
  return row;
}

/** The equipment with this id when its survey is the user's, or null. */
export async function findOwnedEquipment(
  db: Database,
  userId: string,
  equipmentId: number,
): Promise<EquipmentRow | null> {
  const [row] = await db
    .select({ equipment })
    .from(equipment)
    .innerJoin(surveys, eq(surveys.id, equipment.surveyId))
    .where(and(eq(equipment.id, equipmentId), eq(surveys.userId, userId)))
    .limit(1);
  return row?.equipment ?? null;
}

/** The equipment with this id when its survey is the user's, or 404 "Equipment not found". */
export async function requireOwnedEquipment(
  db: Database,
  userId: string,
  equipmentId: number,
): Promise<EquipmentRow> {
  const row = await findOwnedEquipment(db, userId, equipmentId);
  if (!row) throw notFound(EQUIPMENT_NOT_FOUND);
  return row;
}

/** Ids of the user's surveys, as a subquery for scoping nested rows (`inArray(x.surveyId, ownedSurveyIds(...))`). */
export function ownedSurveyIds(db: Database, userId: string) {
  return db.select({ id: surveys.id }).from(surveys).where(eq(surveys.userId, userId));
}

/** Ids of equipment on the user's surveys, as a subquery for scoping rows under equipment. */
export function ownedEquipmentIds(db: Database, userId: string) {
  return db
    .select({ id: equipment.id })
    .from(equipment)
    .innerJoin(surveys, eq(surveys.id, equipment.surveyId))
    .where(eq(surveys.userId, userId));
}
