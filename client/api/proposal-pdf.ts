import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import { saveResponseAsFile } from '#client/lib/download.ts';
import type { GenerateProposalPdfInput } from '#shared/schemas/proposal-writing.ts';
import { findCachedProposal } from './proposals.ts';

/** The PDF is made on the server from the saved proposal (spec 7). */
export const PROPOSAL_PDF_URL = '/api/generate-pdf-proposal';
/** The file name when the answer names none (spec 7). */
export const DEFAULT_PROPOSAL_PDF_NAME = 'proposal.pdf';
// The auto-save writes 2 s after the last keystroke; a download asked for before then waits this long for it.
const SAVE_WAIT_MS = 6000;

/** The written content of the cached proposal (its own entry, else its survey's), or undefined when not cached. */
function cachedContent(client: QueryClient, proposalId: number): string | null | undefined {
  return findCachedProposal(client, proposalId)?.proposalContent;
}

/**
 * Resolves once the cached proposal holds `content` (the rep's last edit has been saved, the cache is updated by
 * every save), or after SAVE_WAIT_MS: the PDF is made from what the server has.
 */
function waitUntilSaved(client: QueryClient, proposalId: number, content: string): Promise<void> {
  const isSaved = () => {
    const saved = cachedContent(client, proposalId);
    return saved === undefined || saved === content;
  };
  if (isSaved()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, SAVE_WAIT_MS);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (isSaved()) done();
    });
  });
}

/** POST /api/generate-pdf-proposal and save the answer as a file named by its Content-Disposition. */
export async function downloadProposalPdf(proposalId: number): Promise<string> {
  const body: GenerateProposalPdfInput = { proposalId };
  const res = await apiRequest('POST', PROPOSAL_PDF_URL, body);
  return saveResponseAsFile(res, DEFAULT_PROPOSAL_PDF_NAME);
}

/**
 * Downloads a proposal's PDF. `beforeDownload` (the generator's: save every change waiting to auto-save) runs
 * first; given the text the rep sees (`content`), it waits for that text to be saved, so the PDF shows the last
 * edit. A mutation: a lost session or an inactive subscription reaches the app's global handlers.
 */
export function useDownloadProposalPdf() {
  const client = useQueryClient();
  return useMutation<
    string,
    Error,
    { proposalId: number; content?: string; beforeDownload?: () => Promise<void> }
  >({
    mutationFn: async ({ proposalId, content, beforeDownload }) => {
      await beforeDownload?.();
      if (content !== undefined) await waitUntilSaved(client, proposalId, content);
      return downloadProposalPdf(proposalId);
    },
  });
}
