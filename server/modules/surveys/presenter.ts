import type { surveys } from '#db/schema/index.ts';
import type { Survey } from '#shared/schemas/survey.ts';

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
