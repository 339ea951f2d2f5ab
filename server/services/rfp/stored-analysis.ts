import { eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { proposals } from '#db/schema/index.ts';
import { type RfpAnalysis, RfpAnalysisSchema } from '#shared/schemas/rfp.ts';
import { lockOwnedProposal } from '../proposals/ownership.ts';

/** A stored analysis as the API sends it, or null when there is none or it no longer fits the schema. */
export function readStoredAnalysis(value: unknown): RfpAnalysis | null {
  if (value == null) return null;
  const parsed = RfpAnalysisSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Stores an RFP and its analysis on the user's proposal (404 "Proposal not found" for others'), with the row
 * locked as every proposal change is; answers the RFP URL the proposal named before.
 */
export function storeRfpOnProposal(
  db: Database,
  userId: string,
  proposalId: number,
  rfp: { fileUrl: string; fileName: string | null; analysis: RfpAnalysis },
): Promise<{ previousFileUrl: string | null }> {
  return db.transaction(async (tx) => {
    const { proposal } = await lockOwnedProposal(tx, userId, proposalId);
    await tx
      .update(proposals)
      .set({
        rfpFileUrl: rfp.fileUrl,
        rfpFileName: rfp.fileName,
        rfpAnalysis: rfp.analysis,
        updatedAt: new Date(),
      })
      .where(eq(proposals.id, proposalId));
    return { previousFileUrl: proposal.rfpFileUrl };
  });
}
