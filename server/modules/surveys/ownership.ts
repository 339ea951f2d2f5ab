import { and, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { equipment, surveys } from '#db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { EQUIPMENT_NOT_FOUND, SURVEY_NOT_FOUND } from '#server/lib/not-found.ts';

// Service-internal: routes never import this file; every service function takes the acting user and scopes
// its own queries with these helpers (docs/decisions/018).

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

// One transaction: take the row lock (no row: 404), then do the work while the parent cannot be deleted.
function inLockedParent<T>(
  db: Database,
  lock: (tx: Database) => Promise<unknown[]>,
  missing: string,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if ((await lock(tx)).length === 0) throw notFound(missing);
    return work(tx);
  });
}

/**
 * Runs `work` in one transaction after locking the user's survey row (FOR KEY SHARE), so a survey deleted at
 * the same moment either waits for the work or is already gone (404 "Survey not found"), never half-way.
 */
export function inOwnedSurvey<T>(
  db: Database,
  userId: string,
  surveyId: number,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const lock = (tx: Database) =>
    tx
      .select({ id: surveys.id })
      .from(surveys)
      .where(and(eq(surveys.id, surveyId), eq(surveys.userId, userId)))
      .for('key share');
  return inLockedParent(db, lock, SURVEY_NOT_FOUND, work);
}

/**
 * Runs `work` in one transaction after locking the user's equipment row (FOR KEY SHARE, that row only: a
 * survey delete locks the survey then its equipment, so taking the survey lock here could deadlock).
 */
export function inOwnedEquipment<T>(
  db: Database,
  userId: string,
  equipmentId: number,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const lock = (tx: Database) =>
    tx
      .select({ id: equipment.id })
      .from(equipment)
      .innerJoin(surveys, eq(surveys.id, equipment.surveyId))
      .where(and(eq(equipment.id, equipmentId), eq(surveys.userId, userId)))
      .for('key share', { of: equipment });
  return inLockedParent(db, lock, EQUIPMENT_NOT_FOUND, work);
}

/**
 * Runs `work` in one transaction after locking the survey of the user's equipment (FOR KEY SHARE): for changes
 * that must then lock the survey's proposal before the equipment row, the order a survey delete and a chemical
 * write take (docs/decisions/018). 404 "Equipment not found" when it is not theirs or its survey is gone.
 */
export async function inOwnedEquipmentSurvey<T>(
  db: Database,
  userId: string,
  equipmentId: number,
  work: (tx: Database, surveyId: number) => Promise<T>,
): Promise<T> {
  const { surveyId } = await requireOwnedEquipment(db, userId, equipmentId);
  const lock = (tx: Database) =>
    tx
      .select({ id: surveys.id })
      .from(surveys)
      .where(and(eq(surveys.id, surveyId), eq(surveys.userId, userId)))
      .for('key share');
  return inLockedParent(db, lock, EQUIPMENT_NOT_FOUND, (tx) => work(tx, surveyId));
}
