import type { ChemicalCreateInput } from '#shared/schemas/proposal.ts';
import type { EditorRow } from './chemical-rows.ts';
import { readNumber } from './program-input.ts';

/** What an auto-save of a row does: create it (new, or gone from the server) or update it. */
export type SaveAction = { kind: 'create' } | { kind: 'update'; id: number };

/**
 * Decides how to save a row: a row that is new (no server id) or whose id the server does not know is created
 * (POST); otherwise it is updated (PUT).
 */
export function decideSaveAction(serverId: number | null, knownServerIds: ReadonlySet<number>): SaveAction {
  if (serverId === null || !knownServerIds.has(serverId)) return { kind: 'create' };
  return { kind: 'update', id: serverId };
}

/** The POST/PUT /api/chemicals body of a row (annualCost is the engine's; the server recomputes it anyway). */
export function buildChemicalBody(
  row: EditorRow,
  proposalId: number,
  annualCost: number | null,
): ChemicalCreateInput {
  return {
    proposalId,
    name: row.name.trim(),
    type: row.type || 'treatment',
    treatmentRate: readNumber(row.treatmentRate),
    rateUnit: row.rateUnit,
    density: readNumber(row.density),
    unitCost: readNumber(row.unitCost),
    priceUnit: row.priceUnit,
    annualCost: row.systemIds.length ? annualCost : null,
    equipmentId: row.systemIds[0] ?? null,
    systemIds: row.systemIds,
    tempId: row.tempId,
    // Only a row from the price book carries its link (a typed row's body stays as it always was).
    ...(row.productId === null ? {} : { productId: row.productId, productUnitCost: row.productUnitCost }),
  };
}
