import type { Database } from '#db/client.ts';
import type { StorageService } from '#server/adapters/storage/types.ts';
import { badRequest } from '#server/lib/errors.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import { type Letterhead, loadLetterhead } from '#server/modules/company/letterhead.ts';
import { type ProposalRow, requireOwnedProposal } from '#server/modules/proposals/ownership.ts';
import { calculateProposalProgram, type ProposalProgram } from '#server/modules/proposals/program.ts';
import {
  buildProgramInput,
  type EquipmentRow,
  loadProgramSource,
} from '#server/modules/proposals/program-input.ts';
import { readStoredPlan } from '#server/modules/proposals/service-plan.ts';
import { readStoredAnalysis } from '#server/modules/rfp/stored-analysis.ts';
import { requireOwnedSurvey, type SurveyRow } from '#server/modules/surveys/ownership.ts';
import { buildComplianceMatrix } from '#server/modules/writing/index.ts';
import type { ComplianceRow } from '#shared/schemas/proposal-writing.ts';
import { answeredRequirements, type RfpAnalysis } from '#shared/schemas/rfp.ts';
import type { WaterRecommendation } from '#shared/water/recommendation.ts';
import { loadWaterRecommendation } from './water-section.ts';

/** The 400 answer for a proposal whose text has not been written yet (the PDF is the written proposal). */
export const NO_CONTENT_MESSAGE =
  'This proposal has no written content yet. Generate the AI proposal first, then download the PDF.';

/** Everything the proposal PDF shows, read from the server's own rows and the calculation engine. */
export interface ProposalPdfData {
  proposal: ProposalRow;
  /** The written proposal (Markdown), never blank. */
  content: string;
  survey: SurveyRow;
  /** The rep's company and the rep, as the cover, headers, footers and the acceptance block name them. */
  letterhead: Letterhead;
  /** The survey's equipment in id order (the engine's order). */
  equipment: EquipmentRow[];
  program: ProposalProgram;
  /** The RFP analysis stored on the proposal, or null when no RFP was uploaded. */
  rfp: RfpAnalysis | null;
  /** Each RFP requirement and how the text answers it (the generator's matrix); empty without an RFP. */
  complianceMatrix: ComplianceRow[];
  /** The scale and cycles recommendation, read against the user's own control ranges. */
  water: WaterRecommendation;
  /** The rep chose to list the requirements the proposal does not meet in an Exceptions section. */
  showExceptions: boolean;
}

/**
 * Loads the user's proposal for its PDF: 404 "Proposal not found" for another user's or a missing one, 400 when
 * it has no written content. The program is calculated from the stored rows, as the generator and the detail
 * page calculate it, so the PDF's figures are theirs.
 */
export async function loadProposalPdf(
  deps: { db: Database; storage: StorageService; onLogoError?: (error: unknown) => void },
  user: UserRow,
  proposalId: number,
): Promise<ProposalPdfData> {
  const { db } = deps;
  const { proposal } = await requireOwnedProposal(db, user.id, proposalId);
  const content = proposal.proposalContent?.trim() ? proposal.proposalContent : null;
  if (content === null) throw badRequest(NO_CONTENT_MESSAGE);
  const [survey, source] = await Promise.all([
    requireOwnedSurvey(db, user.id, proposal.surveyId),
    loadProgramSource(db, proposal),
  ]);
  const rfp = readStoredAnalysis(proposal.rfpAnalysis);
  return {
    proposal,
    content,
    survey,
    letterhead: await loadLetterhead(deps, user, deps.onLogoError),
    equipment: source.equipment,
    program: calculateProposalProgram(buildProgramInput(source)),
    rfp,
    complianceMatrix: rfp ? buildComplianceMatrix(content, answeredRequirements(rfp)) : [],
    water: await loadWaterRecommendation(db, user.id, proposal, source.equipment),
    showExceptions: readStoredPlan(proposal.servicePlan)?.showExceptions ?? false,
  };
}
