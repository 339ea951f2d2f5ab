import type { observations } from '#db/schema/index.ts';
import { presentSynced } from '#server/modules/sync/present-synced.ts';
import type { Observations } from '#shared/schemas/observations.ts';

/** Turns an observations row into the API's Observations. */
export function presentObservations(row: typeof observations.$inferSelect): Observations {
  return presentSynced(row);
}
