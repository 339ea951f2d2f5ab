import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { currentChemicals } from '#db/schema/index.ts';
import type { CurrentChemicalCreateInput } from '#shared/schemas/survey.ts';
import { ownedEquipmentIds } from './ownership.ts';

/** A current chemical row as stored. */
export type CurrentChemicalRow = typeof currentChemicals.$inferSelect;

/** The current chemicals of a piece of equipment, in the order they were added (the caller checked ownership). */
export function listCurrentChemicals(db: Database, equipmentId: number): Promise<CurrentChemicalRow[]> {
  return db
    .select()
    .from(currentChemicals)
    .where(eq(currentChemicals.equipmentId, equipmentId))
    .orderBy(asc(currentChemicals.id));
}

/** Adds a current chemical to a piece of equipment (the caller checked ownership). */
export async function createCurrentChemical(
  db: Database,
  input: CurrentChemicalCreateInput,
): Promise<CurrentChemicalRow> {
  const [row] = await db.insert(currentChemicals).values(input).returning();
  return row!;
}

/** Deletes a current chemical on the user's equipment; false when it is missing or someone else's. */
export async function deleteCurrentChemical(db: Database, userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(currentChemicals)
    .where(
      and(eq(currentChemicals.id, id), inArray(currentChemicals.equipmentId, ownedEquipmentIds(db, userId))),
    )
    .returning({ id: currentChemicals.id });
  return rows.length > 0;
}
