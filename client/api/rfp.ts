import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '#client/lib/api.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';
import type { AnalyzeRfpResult, RfpAnalysis, RfpUploadTicket } from '#shared/schemas/rfp.ts';
import { putFile, UploadUrlError } from './photos.ts';
import { proposalKeys, proposalQueryOptions } from './proposals.ts';

/** The RFP stored on a proposal: its analysis, file name and URL (all null before an upload). */
export interface StoredRfp {
  analysis: RfpAnalysis | null;
  fileName: string | null;
  fileUrl: string | null;
}

function findCachedProposal(client: QueryClient, proposalId: number): Proposal | undefined {
  const cached = client.getQueryData<Proposal>(proposalKeys.detail(proposalId));
  if (cached) return cached;
  return client
    .getQueriesData<Proposal | null>({ queryKey: [...proposalKeys.all, 'survey'] })
    .map(([, proposal]) => proposal)
    .find((proposal): proposal is Proposal => proposal?.id === proposalId);
}

/** The proposal query, answered from the cache when the proposal is already there (no second request). */
function useProposalFromCache(proposalId: number | null) {
  const client = useQueryClient();
  const cached = proposalId === null ? undefined : findCachedProposal(client, proposalId);
  return {
    ...proposalQueryOptions(proposalId),
    ...(cached ? { initialData: cached, refetchOnMount: false } : {}),
  };
}

/**
 * The RFP stored on a proposal, read with the proposal (skipped without an id). When the cache already holds the
 * proposal (the generator loaded it with its survey) that copy is used; uploading an RFP updates it.
 */
export function useStoredRfp(proposalId: number | null) {
  return useQuery({
    ...useProposalFromCache(proposalId),
    select: (proposal: Proposal): StoredRfp => ({
      analysis: proposal.rfpAnalysis ?? null,
      fileName: proposal.rfpFileName ?? null,
      fileUrl: proposal.rfpFileUrl,
    }),
  });
}

/** The RFP analysis stored on a proposal (`data`: null when none was uploaded); the writer reads it here. */
export function useRfpAnalysis(proposalId: number | null) {
  return useQuery({
    ...useProposalFromCache(proposalId),
    select: (proposal: Proposal): RfpAnalysis | null => proposal.rfpAnalysis ?? null,
  });
}

/** POST /api/objects/upload: a one-time URL to PUT exactly this file's bytes to ('Failed to get upload URL'). */
export async function requestRfpUploadUrl(file: File): Promise<string> {
  try {
    const res = await apiRequest('POST', '/api/objects/upload', {
      fileName: file.name,
      contentType: file.type || null,
      size: file.size,
    });
    return ((await res.json()) as RfpUploadTicket).uploadURL;
  } catch (error) {
    throw new UploadUrlError(errorMessage(error, 'Failed to get upload URL'));
  }
}

/** Requests a link for the RFP and PUTs its bytes (with upload progress); answers the stored URL. */
export async function uploadRfpFile(file: File, onProgress: (percent: number) => void): Promise<string> {
  const uploadUrl = await requestRfpUploadUrl(file);
  await putFile(uploadUrl, file, onProgress);
  // The stored URL is the upload URL without its query (the signature).
  return uploadUrl.split('?')[0]!;
}

/** Puts a new RFP and its analysis on the cached proposal (its own and its survey's entry). */
function storeAnalysis(client: QueryClient, proposalId: number, result: AnalyzeRfpResult): void {
  const withRfp = (proposal: Proposal): Proposal => ({
    ...proposal,
    rfpFileUrl: result.fileUrl,
    rfpFileName: result.fileName,
    rfpAnalysis: result.analysis,
  });
  client.setQueryData<Proposal>(proposalKeys.detail(proposalId), (proposal) =>
    proposal ? withRfp(proposal) : proposal,
  );
  for (const [key, proposal] of client.getQueriesData<Proposal | null>({
    queryKey: [...proposalKeys.all, 'survey'],
  })) {
    if (proposal?.id === proposalId) client.setQueryData<Proposal | null>(key, withRfp(proposal));
  }
}

/** POST /api/analyze-rfp for a saved proposal: the analysis is stored on it and in the cache. */
export function useAnalyzeRfp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { proposalId: number; fileUrl: string; fileName: string }) => {
      const res = await apiRequest('POST', '/api/analyze-rfp', input);
      return (await res.json()) as AnalyzeRfpResult;
    },
    onSuccess: (result, input) => storeAnalysis(client, input.proposalId, result),
  });
}
