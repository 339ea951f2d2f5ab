import type { currentChemicals, equipment, observations, surveys, waterQuality } from '#db/schema/index.ts';
import type { CurrentChemical } from '#shared/schemas/current-chemicals.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import type { Observations } from '#shared/schemas/observations.ts';
import type { Survey } from '#shared/schemas/survey.ts';
import type { WaterQuality } from '#shared/schemas/water-quality.ts';

// One presenter per resource: a stored row in, the response schema's JSON shape out (dates as ISO strings;
// docs/decisions/019-response-schemas-and-error-codes.md). Fields not named here never reach the client.

/** Turns a survey row into the API's Survey. */
export function presentSurvey(row: typeof surveys.$inferSelect): Survey {
  return {
    id: row.id,
    userId: row.userId,
    facilityName: row.facilityName,
    facilityAddress: row.facilityAddress,
    industryType: row.industryType,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    currentVendor: row.currentVendor,
    status: row.status,
    clientId: row.clientId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A row's fields as the API sends them: dates as ISO strings, without the per-field change times (decision 041),
 * which are the server's; a nullable answer's schema is checked whole, so an extra field would fail it.
 */
function presentSynced<R extends { fieldChangedAt: unknown; createdAt: Date; updatedAt: Date }>(row: R) {
  const { fieldChangedAt: _times, ...fields } = row;
  return { ...fields, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** Turns an equipment row into the API's Equipment. */
export function presentEquipment(row: typeof equipment.$inferSelect): Equipment {
  return presentSynced(row);
}

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

/** Turns a water quality row into the API's WaterQuality. */
export function presentWaterQuality(row: typeof waterQuality.$inferSelect): WaterQuality {
  return presentSynced(row);
}

/** Turns an observations row into the API's Observations. */
export function presentObservations(row: typeof observations.$inferSelect): Observations {
  return presentSynced(row);
}
