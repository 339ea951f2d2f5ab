import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { proposals } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { badRequest } from '#server/lib/errors.ts';
import { lockOwnedProposal } from '#server/modules/proposals/ownership.ts';
import { validUntilForRfp } from '#shared/proposals/dates.ts';
import {
  ADDED_REQUIREMENT_LOCATION,
  type RfpAnalysis,
  RfpAnalysisSchema,
  type RfpRequirement,
  type RfpReviewInput,
} from '#shared/schemas/rfp.ts';

/** 400 when the rep reviews requirements of a proposal that has no RFP analysis. */
export const NO_ANALYSIS_TO_REVIEW = 'This proposal has no RFP analysis yet. Upload the RFP first.';

/** A stored analysis as the API sends it, or null when there is none or it no longer fits the schema. */
export function readStoredAnalysis(value: unknown): RfpAnalysis | null {
  if (value == null) return null;
  const parsed = RfpAnalysisSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Stores an RFP and its analysis on the user's proposal (404 "Proposal not found" for others'), with the row
 * locked as every proposal change is; answers the RFP URL the proposal named before. When the RFP states a due
 * date, the prices hold until 90 days after it unless the proposal already holds them longer.
 */
export function storeRfpOnProposal(
  db: Database,
  userId: string,
  proposalId: number,
  rfp: { fileUrl: string; fileName: string | null; analysis: RfpAnalysis },
): Promise<{ previousFileUrl: string | null }> {
  return db.transaction(async (tx) => {
    const { proposal } = await lockOwnedProposal(tx, userId, proposalId);
    const validUntil = validUntilForRfp(rfp.analysis.specificDetails.dueDate, proposal.validUntil);
    await tx
      .update(proposals)
      .set({
        ...(validUntil ? { validUntil } : {}),
        rfpFileUrl: rfp.fileUrl,
        rfpFileName: rfp.fileName,
        rfpAnalysis: rfp.analysis,
        updatedAt: clock.now(),
      })
      .where(eq(proposals.id, proposalId));
    return { previousFileUrl: proposal.rfpFileUrl };
  });
}

/**
 * PUT /api/proposals/:id/rfp-review: keeps the rep's review with the proposal's stored analysis, under the
 * proposal's row lock: the reader's requirements dismissed (ids of that analysis; others are refused) and
 * requirements added (numbered A1, A2... in the order given). Answers the analysis with its review.
 */
export async function storeRfpReview(
  db: Database,
  userId: string,
  proposalId: number,
  input: RfpReviewInput,
): Promise<RfpAnalysis> {
  return db.transaction(async (tx) => {
    const { proposal } = await lockOwnedProposal(tx, userId, proposalId);
    const analysis = readStoredAnalysis(proposal.rfpAnalysis);
    if (!analysis || analysis.isBasicTemplate) throw badRequest(NO_ANALYSIS_TO_REVIEW);
    const known = new Set(analysis.identifiedRequirements.map((requirement) => requirement.id));
    const unknown = input.dismissedIds.filter((id) => !known.has(id));
    if (unknown.length > 0) throw badRequest(`Unknown requirement: ${unknown.join(', ')}`);
    const added: RfpRequirement[] = input.added.map((requirement, i) => ({
      id: `A${i + 1}`,
      text: requirement.text,
      category: requirement.category,
      location: ADDED_REQUIREMENT_LOCATION,
    }));
    const reviewed: RfpAnalysis = {
      ...analysis,
      review: { dismissedIds: [...new Set(input.dismissedIds)], added },
    };
    await tx
      .update(proposals)
      .set({ rfpAnalysis: reviewed, updatedAt: clock.now() })
      .where(eq(proposals.id, proposalId));
    return reviewed;
  });
}
