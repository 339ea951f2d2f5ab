import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { equipment, equipmentPhotos } from '#db/schema/index.ts';
import type { EquipmentCreateInput, EquipmentUpdateInput } from '#shared/schemas/survey.ts';
import { type EquipmentRow, ownedSurveyIds } from './ownership.ts';

type EquipmentValues = Partial<typeof equipment.$inferInsert>;

/** Fields that belong to one system type only are cleared for the others (fuel: boilers; volume: closed loops). */
export function applyTypeRules<T extends EquipmentValues>(values: T, type: string): T {
  return {
    ...values,
    ...(type === 'boiler' ? {} : { fuelType: null }),
    ...(type === 'closed-loop' ? {} : { totalWaterVolume: null }),
  };
}

/** The equipment of a survey, by id (the caller has checked the survey is the user's). */
export function listEquipment(db: Database, surveyId: number): Promise<EquipmentRow[]> {
  return db.select().from(equipment).where(eq(equipment.surveyId, surveyId)).orderBy(asc(equipment.id));
}

/** Adds equipment to a survey (the caller has checked the survey is the user's); a missing name is ''. */
export async function createEquipment(db: Database, input: EquipmentCreateInput): Promise<EquipmentRow> {
  const values = applyTypeRules({ ...input, name: input.name ?? '' }, input.type);
  const [row] = await db.insert(equipment).values(values).returning();
  return row!;
}

/** Updates the given fields of the user's equipment, applying the type rules to the resulting type. */
export async function updateEquipment(
  db: Database,
  userId: string,
  current: EquipmentRow,
  input: EquipmentUpdateInput,
): Promise<EquipmentRow | null> {
  const { name, ...rest } = input;
  const values = applyTypeRules(
    { ...rest, ...(name !== undefined ? { name: name ?? '' } : {}) },
    input.type ?? current.type,
  );
  const [row] = await db
    .update(equipment)
    .set(values)
    .where(and(eq(equipment.id, current.id), inArray(equipment.surveyId, ownedSurveyIds(db, userId))))
    .returning();
  return row ?? null;
}

/** Deletes the user's equipment (its photos and current chemicals cascade) and returns its photos' storage keys; null when not the user's. */
export function deleteEquipment(db: Database, userId: string, equipmentId: number): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: equipment.id })
      .from(equipment)
      .where(and(eq(equipment.id, equipmentId), inArray(equipment.surveyId, ownedSurveyIds(tx, userId))))
      .for('update');
    if (!row) return null;
    const photos = await tx
      .select({ key: equipmentPhotos.storageKey })
      .from(equipmentPhotos)
      .where(eq(equipmentPhotos.equipmentId, equipmentId));
    await tx.delete(equipment).where(eq(equipment.id, equipmentId));
    return photos.map((p) => p.key);
  });
}
