import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { equipment } from '#db/schema/index.ts';
import { badRequest } from '#server/lib/errors.ts';

/** The 400 message when a chemical names equipment that is not on the proposal's survey. */
export const SYSTEMS_NOT_IN_SURVEY = 'Selected systems must belong to this survey';

/** The systems a chemical row treats, as stored. */
export interface ChemicalSystems {
  equipmentId: number | null;
  systemIds: number[];
}

/** The system fields of a create or update body; undefined means "not sent". */
interface SystemsInput {
  equipmentId?: number | null;
  systemIds?: number[];
}

async function assertSurveyEquipment(db: Database, surveyId: number, ids: number[], field: string) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(and(eq(equipment.surveyId, surveyId), inArray(equipment.id, ids)));
  if (found.length !== ids.length)
    throw badRequest(SYSTEMS_NOT_IN_SURVEY, { [field]: SYSTEMS_NOT_IN_SURVEY });
}

// A row that treats at most its one equipment (the spec's single-equipment rows) follows a new equipmentId.
function isSingleSystem(current: ChemicalSystems | null): boolean {
  if (!current || current.systemIds.length === 0) return true;
  return current.systemIds.length === 1 && current.systemIds[0] === current.equipmentId;
}

/**
 * Checks that every sent system is equipment of the survey (else 400) and works out the row's systems:
 * equipmentId defaults to the first of systemIds, and an equipmentId sent alone selects that one system.
 */
export async function resolveChemicalSystems(
  db: Database,
  surveyId: number,
  input: SystemsInput,
  current: ChemicalSystems | null,
): Promise<ChemicalSystems> {
  const sentIds = input.systemIds === undefined ? undefined : [...new Set(input.systemIds)];
  await assertSurveyEquipment(db, surveyId, sentIds ?? [], 'systemIds');
  if (input.equipmentId != null)
    await assertSurveyEquipment(db, surveyId, [input.equipmentId], 'equipmentId');
  let systemIds = sentIds ?? current?.systemIds ?? [];
  if (sentIds === undefined && input.equipmentId != null && isSingleSystem(current)) {
    systemIds = [input.equipmentId];
  }
  let equipmentId = current?.equipmentId ?? null;
  if (input.equipmentId !== undefined) equipmentId = input.equipmentId;
  else if (sentIds !== undefined) equipmentId = sentIds[0] ?? null;
  if (equipmentId === null && input.equipmentId === undefined) equipmentId = systemIds[0] ?? null;
  return { equipmentId, systemIds };
}
