import { readStoredAnalysis } from '#server/modules/rfp/stored-analysis.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';
import type { ProposalDetail } from './proposals.ts';

/** Turns a stored proposal into the API's Proposal (dates as ISO strings; statusHistory when it was read). */
export function presentProposal(row: ProposalDetail): Proposal {
  return {
    id: row.id,
    surveyId: row.surveyId,
    userId: row.userId,
    title: row.title,
    status: row.status,
    validUntil: row.validUntil,
    proposalDate: row.proposalDate,
    totalAnnualCost: row.totalAnnualCost,
    targetCycles: row.targetCycles,
    skinTemperatureF: row.skinTemperatureF,
    proposalContent: row.proposalContent,
    proposalPdfUrl: row.proposalPdfUrl,
    rfpFileUrl: row.rfpFileUrl,
    rfpFileName: row.rfpFileName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.tracking ? { tracking: row.tracking } : {}),
    // One proposal carries its history and RFP analysis; lists leave both out.
    ...(row.statusHistory
      ? {
          statusHistory: row.statusHistory,
          ...(row.sharing ? { sharing: row.sharing } : {}),
          rfpAnalysis: readStoredAnalysis(row.rfpAnalysis),
          figuresUpdatedSections: row.figuresUpdatedSections ?? null,
        }
      : {}),
  };
}
