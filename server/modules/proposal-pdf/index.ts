import type { Database } from '#db/client.ts';
import type { StorageService } from '#server/adapters/storage/types.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import { proposalPdfDisposition } from './file-name.ts';
import { loadProposalPdf } from './load-proposal-pdf.ts';
import { type RenderOptions, renderProposalPdf } from './render-proposal-pdf.ts';

export { NO_CONTENT_MESSAGE } from './load-proposal-pdf.ts';

/** A proposal's PDF and the Content-Disposition header that names it after the proposal's title. */
export interface ProposalPdf {
  pdf: Buffer;
  fileName: string;
  contentDisposition: string;
}

/**
 * Makes the PDF of the user's proposal (404 for another user's or a missing one, 400 before it has written
 * content); nothing is stored, so the PDF always shows the proposal as it is now.
 */
export async function createProposalPdf(
  deps: { db: Database; storage: StorageService; onLogoError?: (error: unknown) => void },
  user: UserRow,
  proposalId: number,
  options: RenderOptions = {},
): Promise<ProposalPdf> {
  const data = await loadProposalPdf(deps, user, proposalId);
  const pdf = await renderProposalPdf(data, options);
  const { fileName, header } = proposalPdfDisposition(data.proposal.title);
  return { pdf, fileName, contentDisposition: header };
}
