import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { currentChemicals, observations, waterQuality } from '#db/schema/index.ts';
import { badRequest } from '#server/lib/errors.ts';
import { findCompany } from '#server/modules/company/company-settings.ts';
import { type ProposalRow, requireOwnedProposal } from '#server/modules/proposals/ownership.ts';
import {
  type ChemicalRow,
  type EquipmentRow,
  loadProgramSource,
} from '#server/modules/proposals/program-input.ts';
import { loadRangeMap, readStoredPlan } from '#server/modules/proposals/service-plan.ts';
import { requireOwnedSurvey, type SurveyRow } from '#server/modules/surveys/ownership.ts';
import { findControlRanges } from '#server/modules/water-ranges/control-ranges.ts';
import { AI_MESSAGES } from '#shared/schemas/proposal-writing.ts';
import type { ServicePlan } from '#shared/schemas/service-plan.ts';
import type { CycleLimits } from '#shared/water/constants.ts';
import { pickRangeSystemType, type WaterControlRanges } from '#shared/water/control-ranges.ts';

/** The rep writing the proposal, as the cover letter signs it. */
export interface WritingAuthor {
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The rep's job title and direct phone (Settings > Profile), signed under the cover letter. */
  jobTitle?: string | null;
  phone?: string | null;
}

/** The stored rows a proposal is written from; the caller has checked ownership. */
export interface WritingSource {
  user: WritingAuthor;
  /** The rep's company name (Settings > Company), or null until it is set. */
  companyName: string | null;
  /** The rep's cycles limits for the survey's system type (Settings ranges); the defaults when absent. */
  cycleLimits?: CycleLimits;
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
  const rangeSystemType = pickRangeSystemType(program.equipment.map((item) => item.type));
  const servicePlan = readStoredPlan(proposal.servicePlan);
  const [chemicalsInUse, [water], [notes], company, ranges, controlRanges] = await Promise.all([
    db
      .select()
      .from(currentChemicals)
      .where(inArray(currentChemicals.equipmentId, systemIds))
      .orderBy(asc(currentChemicals.id)),
    db.select().from(waterQuality).where(eq(waterQuality.surveyId, survey.id)).limit(1),
    db.select().from(observations).where(eq(observations.surveyId, survey.id)).limit(1),
    findCompany(db, user.id),
    findControlRanges(db, user.id, rangeSystemType),
    loadRangeMap(db, user.id),
  ]);
  return {
    user,
    companyName: company?.name ?? null,
    cycleLimits: ranges.cycleLimits,
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
