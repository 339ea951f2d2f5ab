import type { equipment } from '#db/schema/index.ts';
import { presentSynced } from '#server/modules/sync/present-synced.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';

/** Turns an equipment row into the API's Equipment. */
export function presentEquipment(row: typeof equipment.$inferSelect): Equipment {
  return presentSynced(row);
}
