import { asc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { chemicals, equipment, waterQuality } from '#db/schema/index.ts';
import type { ProgramInput } from '#shared/calc/index.ts';
import { buildProgramInput as buildInput } from '#shared/proposals/program-input.ts';

/** An equipment row as stored. */
export type EquipmentRow = typeof equipment.$inferSelect;
/** A chemical row of a proposal as stored. */
export type ChemicalRow = typeof chemicals.$inferSelect;

/** What a proposal's program is calculated from: the survey's water quality and equipment, the proposal's chemicals. */
export interface ProgramSource {
  conductivity: number | null;
  /** The survey's equipment, in id order. */
  equipment: EquipmentRow[];
  /** The proposal's chemicals, in position then id order (the order of the engine's result). */
  chemicals: ChemicalRow[];
}

/** Maps stored survey and proposal rows to the calculation engine's input (docs/decisions/004-calculation-engine.md), keeping their order. */
export function buildProgramInput(source: ProgramSource): ProgramInput {
  return buildInput(source.conductivity, source.equipment, source.chemicals);
}

/** Loads the rows a proposal's program is calculated from; the caller has already checked ownership. */
export async function loadProgramSource(
  db: Database,
  proposal: { id: number; surveyId: number },
): Promise<ProgramSource> {
  const [quality] = await db
    .select({ conductivity: waterQuality.conductivity })
    .from(waterQuality)
    .where(eq(waterQuality.surveyId, proposal.surveyId))
    .limit(1);
  const systems = await db
    .select()
    .from(equipment)
    .where(eq(equipment.surveyId, proposal.surveyId))
    .orderBy(asc(equipment.id));
  const rows = await db
    .select()
    .from(chemicals)
    .where(eq(chemicals.proposalId, proposal.id))
    .orderBy(asc(chemicals.position), asc(chemicals.id));
  return { conductivity: quality?.conductivity ?? null, equipment: systems, chemicals: rows };
}
