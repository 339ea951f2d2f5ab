import type { observations } from '#db/schema/index.ts';
import type { Observations } from '#shared/schemas/observations.ts';

/** Turns an observations row into the API's Observations. */
export function presentObservations(row: typeof observations.$inferSelect): Observations {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
