import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { currentChemicals, equipment, surveys } from '#db/schema/index.ts';
import type { CurrentChemicalCreateInput } from '#shared/schemas/current-chemicals.ts';
import { notFound } from '../../lib/errors.ts';
import { CHEMICAL_NOT_FOUND } from '../not-found.ts';
import { type Created, createOnce } from '../sync/client-ids.ts';
import { inOwnedEquipment, ownedEquipmentIds, requireOwnedEquipment } from './ownership.ts';

/** A current chemical row as stored. */
export type CurrentChemicalRow = typeof currentChemicals.$inferSelect;

/** The current chemicals of the user's equipment, in the order they were added; 404 for missing or foreign equipment. */
export async function listCurrentChemicals(
  db: Database,
  userId: string,
  equipmentId: number,
): Promise<CurrentChemicalRow[]> {
  await requireOwnedEquipment(db, userId, equipmentId);
  return db
    .select()
    .from(currentChemicals)
    .where(eq(currentChemicals.equipmentId, equipmentId))
    .orderBy(asc(currentChemicals.id));
}

/**
 * Adds a current chemical to the user's equipment (404 when it is not theirs or is deleted meanwhile). With a
 * client id the user already used for a current chemical, that row is the answer and nothing is created.
 */
export function createCurrentChemical(
  db: Database,
  userId: string,
  input: CurrentChemicalCreateInput,
): Promise<Created<CurrentChemicalRow>> {
  return inOwnedEquipment(db, userId, input.equipmentId, (tx) =>
    createOnce(
      tx,
      { userId, table: 'current_chemicals', clientId: input.clientId },
      (clientId) => findOwnedByClientId(tx, userId, clientId),
      async () => {
        const [row] = await tx.insert(currentChemicals).values(input).returning();
        return row!;
      },
    ),
  );
}

async function findOwnedByClientId(
  db: Database,
  userId: string,
  clientId: string,
): Promise<CurrentChemicalRow | undefined> {
  const [found] = await db
    .select({ row: currentChemicals })
    .from(currentChemicals)
    .innerJoin(equipment, eq(equipment.id, currentChemicals.equipmentId))
    .innerJoin(surveys, eq(surveys.id, equipment.surveyId))
    .where(and(eq(surveys.userId, userId), eq(currentChemicals.clientId, clientId)));
  return found?.row;
}

/** Deletes a current chemical on the user's equipment; 404 "Chemical not found" when missing or someone else's. */
export async function deleteCurrentChemical(db: Database, userId: string, id: number): Promise<void> {
  const rows = await db
    .delete(currentChemicals)
    .where(
      and(eq(currentChemicals.id, id), inArray(currentChemicals.equipmentId, ownedEquipmentIds(db, userId))),
    )
    .returning({ id: currentChemicals.id });
  if (rows.length === 0) throw notFound(CHEMICAL_NOT_FOUND);
}
