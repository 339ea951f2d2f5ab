import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { chemicals, proposals } from '#db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { CHEMICAL_NOT_FOUND } from '#server/lib/not-found.ts';
import { assertOwnedProduct } from '#server/modules/products/products.ts';
import { lockOwnedProposal, requireOwnedProposal } from '#server/modules/proposals/ownership.ts';
import type { ChemicalRow } from '#server/modules/proposals/program-input.ts';
import { recalculateProposal } from '#server/modules/proposals/recalculate.ts';
import { ownedSurveyIds } from '#server/modules/surveys/ownership.ts';
import type { ChemicalCreateInput, ChemicalUpdateInput } from '#shared/schemas/proposal.ts';
import { resolveChemicalSystems } from './chemical-systems.ts';

function selectChemicals(db: Database, proposalId: number) {
  return db
    .select()
    .from(chemicals)
    .where(eq(chemicals.proposalId, proposalId))
    .orderBy(asc(chemicals.position), asc(chemicals.id));
}

async function readChemical(db: Database, chemicalId: number): Promise<ChemicalRow> {
  const [row] = await db.select().from(chemicals).where(eq(chemicals.id, chemicalId)).limit(1);
  return row!;
}

/** The chemicals of the user's proposal in editor order (position, then id); 404 for others'. */
export async function listChemicals(
  db: Database,
  userId: string,
  proposalId: number,
): Promise<ChemicalRow[]> {
  const { proposal } = await requireOwnedProposal(db, userId, proposalId);
  return selectChemicals(db, proposal.id);
}

/** Adds a chemical to the user's proposal at the end of the list and recalculates; 404 for others' proposals. */
export function createChemical(
  db: Database,
  userId: string,
  input: ChemicalCreateInput,
): Promise<ChemicalRow> {
  return db.transaction(async (tx) => {
    const { proposal } = await lockOwnedProposal(tx, userId, input.proposalId);
    const systems = await resolveChemicalSystems(tx, proposal.surveyId, input, null);
    if (input.productId != null) await assertOwnedProduct(tx, userId, input.productId);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${chemicals.position}), -1)`.mapWith(Number) })
      .from(chemicals)
      .where(eq(chemicals.proposalId, proposal.id));
    const [row] = await tx
      .insert(chemicals)
      .values({
        proposalId: proposal.id,
        ...systems,
        name: input.name,
        type: input.type,
        description: input.description ?? null,
        treatmentRate: input.treatmentRate ?? null,
        rateUnit: input.rateUnit,
        density: input.density ?? null,
        unitCost: input.unitCost ?? null,
        priceUnit: input.priceUnit,
        tempId: input.tempId ?? null,
        productId: input.productId ?? null,
        productUnitCost: input.productUnitCost ?? null,
        position: (last?.position ?? -1) + 1,
      })
      .returning();
    await recalculateProposal(tx, proposal.id, { touch: true });
    return readChemical(tx, row!.id);
  });
}

async function findChemicalProposalId(db: Database, userId: string, chemicalId: number): Promise<number> {
  const [row] = await db
    .select({ proposalId: chemicals.proposalId })
    .from(chemicals)
    .innerJoin(proposals, eq(proposals.id, chemicals.proposalId))
    .where(and(eq(chemicals.id, chemicalId), inArray(proposals.surveyId, ownedSurveyIds(db, userId))))
    .limit(1);
  if (!row) throw notFound(CHEMICAL_NOT_FOUND);
  return row.proposalId;
}

/**
 * Runs a change to one of the user's chemicals under its proposal's lock, recalculates, and returns the row as
 * it now is (null once deleted); 404 for others' chemicals.
 */
async function changeChemical(
  db: Database,
  userId: string,
  chemicalId: number,
  change: (tx: Database, row: ChemicalRow, surveyId: number) => Promise<void>,
): Promise<ChemicalRow | null> {
  const proposalId = await findChemicalProposalId(db, userId, chemicalId);
  return db.transaction(async (tx) => {
    const { proposal } = await lockOwnedProposal(tx, userId, proposalId);
    const [row] = await tx
      .select()
      .from(chemicals)
      .where(and(eq(chemicals.id, chemicalId), eq(chemicals.proposalId, proposal.id)));
    if (!row) throw notFound(CHEMICAL_NOT_FOUND);
    await change(tx, row, proposal.surveyId);
    await recalculateProposal(tx, proposal.id, { touch: true });
    const [changed] = await tx.select().from(chemicals).where(eq(chemicals.id, chemicalId));
    return changed ?? null;
  });
}

/** Updates the given fields of the user's chemical (annualCost is always the engine's) and recalculates. */
export async function updateChemical(
  db: Database,
  userId: string,
  chemicalId: number,
  input: ChemicalUpdateInput,
): Promise<ChemicalRow> {
  const row = await changeChemical(db, userId, chemicalId, async (tx, current, surveyId) => {
    const { proposalId: _moveIgnored, annualCost: _computedOnServer, ...fields } = input;
    const systems = await resolveChemicalSystems(tx, surveyId, input, current);
    if (input.productId != null) await assertOwnedProduct(tx, userId, input.productId);
    await tx
      .update(chemicals)
      .set({ ...fields, ...systems })
      .where(eq(chemicals.id, current.id));
  });
  return row!;
}

/** Deletes the user's chemical and recalculates its proposal (the last row may go: that rule is the editor's). */
export async function deleteChemical(db: Database, userId: string, chemicalId: number): Promise<void> {
  await changeChemical(db, userId, chemicalId, async (tx, row) => {
    await tx.delete(chemicals).where(eq(chemicals.id, row.id));
  });
}
