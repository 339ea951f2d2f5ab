import type { waterQuality } from '#db/schema/index.ts';
import { presentSynced } from '#server/modules/sync/present-synced.ts';
import type { WaterQuality } from '#shared/schemas/water-quality.ts';

/** Turns a water quality row into the API's WaterQuality. */
export function presentWaterQuality(row: typeof waterQuality.$inferSelect): WaterQuality {
  return presentSynced(row);
}
