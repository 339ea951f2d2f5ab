import type { currentChemicals } from '#db/schema/index.ts';
import type { CurrentChemical } from '#shared/schemas/current-chemicals.ts';

/** Turns a current-chemical row into the API's CurrentChemical. */
export function presentCurrentChemical(row: typeof currentChemicals.$inferSelect): CurrentChemical {
  return {
    id: row.id,
    equipmentId: row.equipmentId,
    name: row.name,
    description: row.description,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
  };
}
