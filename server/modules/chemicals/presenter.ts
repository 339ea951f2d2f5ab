import type { ChemicalRow } from '#server/modules/proposals/program-input.ts';
import type { Chemical } from '#shared/schemas/proposal.ts';

/** Turns a stored chemical row into the API's Chemical (tempId is the client's, echoed back). */
export function presentChemical(row: ChemicalRow): Chemical {
  return {
    id: row.id,
    proposalId: row.proposalId,
    equipmentId: row.equipmentId,
    systemIds: row.systemIds,
    name: row.name,
    type: row.type,
    description: row.description,
    treatmentRate: row.treatmentRate,
    rateUnit: row.rateUnit,
    density: row.density,
    unitCost: row.unitCost,
    priceUnit: row.priceUnit,
    annualCost: row.annualCost,
    tempId: row.tempId,
    productId: row.productId,
    productUnitCost: row.productUnitCost,
    createdAt: row.createdAt.toISOString(),
  };
}
