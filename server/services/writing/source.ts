import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { currentChemicals, observations, waterQuality } from '#db/schema/index.ts';
import { AI_MESSAGES } from '#shared/schemas/proposal-writing.ts';
import type { ServicePlan } from '#shared/schemas/service-plan.ts';
import type { WaterControlRanges } from '#shared/water/control-ranges.ts';
import { badRequest } from '../../lib/errors.ts';
import { type ProposalRow, requireOwnedProposal } from '../proposals/ownership.ts';
import { type ChemicalRow, type EquipmentRow, loadProgramSource } from '../proposals/program-input.ts';
import { loadRangeMap, readStoredPlan } from '../proposals/service-plan.ts';
import { requireOwnedSurvey, type SurveyRow } from '../surveys/ownership.ts';

/** The rep writing the proposal, as the cover letter signs it. */
export interface WritingAuthor {
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** The stored rows a proposal is written from; the caller has checked ownership. */
export interface WritingSource {
  user: WritingAuthor;
  survey: SurveyRow;
  /** The survey's equipment, in id order (the engine's order). */
  equipment: EquipmentRow[];
  currentChemicals: (typeof currentChemicals.$inferSelect)[];
  waterQuality: typeof waterQuality.$inferSelect | null;
  observations: typeof observations.$inferSelect | null;
  proposal: ProposalRow;
  /** The proposal's chemicals in position then id order (the engine's order). */
  chemicals: ChemicalRow[];
  /** The service plan the rep saved, or null (the brief then uses the defaults). */
  servicePlan: ServicePlan | null;
  /** The rep's Settings ranges by system type, for the plan's defaults. */
  controlRanges: ReadonlyMap<string, WaterControlRanges>;
}

/**
 * Loads what the user's proposal is written from: 404 for a survey or proposal that is not the user's,
 * 400 with the spec's message when the survey has no equipment or the proposal is not this survey's.
 */
export async function loadWritingSource(
  db: Database,
  user: WritingAuthor & { id: string },
  ids: { surveyId: number; proposalId: number },
): Promise<WritingSource> {
  const survey = await requireOwnedSurvey(db, user.id, ids.surveyId);
  const { proposal } = await requireOwnedProposal(db, user.id, ids.proposalId);
  if (proposal.surveyId !== survey.id) throw badRequest(AI_MESSAGES.missingInputs);
  const program = await loadProgramSource(db, proposal);
  if (program.equipment.length === 0) throw badRequest(AI_MESSAGES.missingInputs);
  const systemIds = program.equipment.map((item) => item.id);
  const servicePlan = readStoredPlan(proposal.servicePlan);
  const [chemicalsInUse, [water], [notes], controlRanges] = await Promise.all([
    db
      .select()
      .from(currentChemicals)
      .where(inArray(currentChemicals.equipmentId, systemIds))
      .orderBy(asc(currentChemicals.id)),
    db.select().from(waterQuality).where(eq(waterQuality.surveyId, survey.id)).limit(1),
    db.select().from(observations).where(eq(observations.surveyId, survey.id)).limit(1),
    servicePlan ? new Map<string, WaterControlRanges>() : loadRangeMap(db, user.id),
  ]);
  return {
    user,
    survey,
    equipment: program.equipment,
    currentChemicals: chemicalsInUse,
    waterQuality: water ?? null,
    observations: notes ?? null,
    proposal,
    chemicals: program.chemicals,
    servicePlan,
    controlRanges,
  };
}
