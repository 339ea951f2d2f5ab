import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { equipment, equipmentPhotos, surveys } from '#db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { EQUIPMENT_NOT_FOUND } from '#server/lib/not-found.ts';
import { lockSurveyProposal, recalculateSurveyProposal } from '#server/modules/proposals/recalculate.ts';
import {
  type EquipmentRow,
  inOwnedEquipmentSurvey,
  inOwnedSurvey,
  requireOwnedSurvey,
} from '#server/modules/surveys/ownership.ts';
import { type Created, createOnce } from '#server/modules/sync/client-ids.ts';
import { applySyncedEdit, NO_SYNC, type SyncContext, type Synced } from '#server/modules/sync/conflicts.ts';
import type { EquipmentCreateInput, EquipmentUpdateInput } from '#shared/schemas/equipment.ts';

type EquipmentValues = Partial<typeof equipment.$inferInsert>;

/** Fields that belong to one system type only are cleared for the others (fuel: boilers; volume: closed loops). */
export function applyTypeRules<T extends EquipmentValues>(values: T, type: string): T {
  return {
    ...values,
    ...(type === 'boiler' ? {} : { fuelType: null }),
    ...(type === 'closed-loop' ? {} : { totalWaterVolume: null }),
  };
}

/** The equipment of the user's survey, by id; 404 "Survey not found" when it is missing or someone else's. */
export async function listEquipment(db: Database, userId: string, surveyId: number): Promise<EquipmentRow[]> {
  await requireOwnedSurvey(db, userId, surveyId);
  return db.select().from(equipment).where(eq(equipment.surveyId, surveyId)).orderBy(asc(equipment.id));
}

/**
 * Adds equipment to the user's survey and recalculates the survey's proposal in the same transaction (404
 * when the survey is not theirs or is deleted meanwhile); a missing name is ''. With a client id the user
 * already used for equipment, that equipment is the answer and nothing is created (decision 041).
 */
export function createEquipment(
  db: Database,
  userId: string,
  input: EquipmentCreateInput,
): Promise<Created<EquipmentRow>> {
  const values = applyTypeRules({ ...input, name: input.name ?? '' }, input.type);
  return inOwnedSurvey(db, userId, input.surveyId, (tx) =>
    createOnce(
      tx,
      { userId, table: 'equipment', clientId: input.clientId },
      async (clientId) => {
        const [found] = await tx
          .select({ equipment })
          .from(equipment)
          .innerJoin(surveys, eq(surveys.id, equipment.surveyId))
          .where(and(eq(surveys.userId, userId), eq(equipment.clientId, clientId)));
        return found?.equipment;
      },
      async () => {
        const [row] = await tx.insert(equipment).values(values).returning();
        await recalculateSurveyProposal(tx, input.surveyId);
        return row!;
      },
    ),
  );
}

/**
 * Runs a change to the user's equipment under the locks survey (KEY SHARE), proposal, equipment row (the order
 * of docs/decisions/018) and recalculates the proposal before committing; 404 "Equipment not found" for
 * missing, foreign or meanwhile deleted equipment.
 */
function changeOwnedEquipment<T>(
  db: Database,
  userId: string,
  equipmentId: number,
  change: (tx: Database, row: EquipmentRow) => Promise<T>,
): Promise<T> {
  return inOwnedEquipmentSurvey(db, userId, equipmentId, async (tx, surveyId) => {
    await lockSurveyProposal(tx, surveyId);
    const [row] = await tx
      .select()
      .from(equipment)
      .where(and(eq(equipment.id, equipmentId), eq(equipment.surveyId, surveyId)))
      .for('update');
    if (!row) throw notFound(EQUIPMENT_NOT_FOUND);
    const result = await change(tx, row);
    await recalculateSurveyProposal(tx, surveyId);
    return result;
  });
}

/**
 * Updates the given fields of the user's equipment (type rules applied to the resulting type) and recalculates.
 * An edit synced from a device that saw an older version keeps, per field, the later edit (decision 041).
 */
export function updateEquipment(
  db: Database,
  userId: string,
  equipmentId: number,
  input: EquipmentUpdateInput,
  sync: SyncContext = NO_SYNC,
): Promise<Synced<EquipmentRow>> {
  return changeOwnedEquipment(db, userId, equipmentId, async (tx, current) => {
    const { name, ...rest } = input;
    return applySyncedEdit(tx, {
      current,
      input: { ...rest, ...(name !== undefined ? { name: name ?? '' } : {}) },
      sync,
      write: async (plan, now) => {
        const written = plan.values as EquipmentValues;
        const [row] = await tx
          .update(equipment)
          .set({
            ...applyTypeRules(written, written.type ?? current.type),
            fieldChangedAt: { ...current.fieldChangedAt, ...plan.fieldChangedAt },
            updatedAt: now,
          })
          .where(eq(equipment.id, current.id))
          .returning();
        return row!;
      },
      owner: () => ({ userId, surveyId: current.surveyId, resource: 'equipment', recordId: current.id }),
    });
  });
}

/**
 * Deletes the user's equipment (its photos and current chemicals cascade), recalculates the proposal, and
 * returns its photos' storage keys so the caller can delete the files.
 */
export function deleteEquipment(db: Database, userId: string, equipmentId: number): Promise<string[]> {
  return changeOwnedEquipment(db, userId, equipmentId, async (tx, current) => {
    const photos = await tx
      .select({ key: equipmentPhotos.storageKey })
      .from(equipmentPhotos)
      .where(eq(equipmentPhotos.equipmentId, current.id));
    await tx.delete(equipment).where(eq(equipment.id, current.id));
    return photos.map((p) => p.key);
  });
}
