import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, errorMessage } from '#client/lib/api.ts';
import { readApiError } from '#client/lib/api-error.ts';
import { ndjsonEvents } from '#client/lib/ndjson.ts';
import { PROGRESS_STREAM_TYPE, RFP_ANALYSIS_FAILED_MESSAGE } from '#shared/constants.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';
import type {
  AnalyzeRfpEvent,
  AnalyzeRfpResult,
  RfpAnalysis,
  RfpReviewInput,
  RfpUploadTicket,
} from '#shared/schemas/rfp.ts';
import { putFile, UploadUrlError } from './photos.ts';
import { findCachedProposal, proposalQueryOptions, updateCachedProposal } from './proposals.ts';

/** The RFP stored on a proposal: its analysis, file name and URL (all null before an upload). */
export interface StoredRfp {
  analysis: RfpAnalysis | null;
  fileName: string | null;
  fileUrl: string | null;
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

/** Puts a new RFP and its analysis on the cached proposal. */
function storeAnalysis(client: QueryClient, proposalId: number, result: AnalyzeRfpResult): void {
  updateCachedProposal(client, proposalId, (proposal) => ({
    ...proposal,
    rfpFileUrl: result.fileUrl,
    rfpFileName: result.fileName,
    rfpAnalysis: result.analysis,
  }));
}

/** What the server reports while it reads an RFP: reading, a scanned page being read by OCR, saving. */
export type RfpReadingProgress =
  | { stage: 'reading' | 'saving' }
  | { stage: 'ocr'; page: number; index: number; total: number };

/**
 * POST /api/analyze-rfp asking for the progress stream (a plain JSON answer is read too); a non-OK answer or an
 * error event throws an ApiError carrying the server's message.
 */
export async function analyzeRfp(
  input: { proposalId: number; fileUrl: string; fileName: string },
  onProgress: (progress: RfpReadingProgress) => void = () => {},
): Promise<AnalyzeRfpResult> {
  const res = await fetch('/api/analyze-rfp', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: `${PROGRESS_STREAM_TYPE}, application/json` },
    body: JSON.stringify(input),
    credentials: 'include',
  });
  if (!res.ok) throw await readApiError(res);
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes(PROGRESS_STREAM_TYPE) || !res.body) return (await res.json()) as AnalyzeRfpResult;
  for await (const event of ndjsonEvents<AnalyzeRfpEvent>(res)) {
    if (event.type === 'result') return event.result;
    if (event.type === 'error')
      throw new ApiError(event.status, JSON.stringify({ message: event.message, code: event.code }));
    onProgress(event.type === 'ocr' ? { ...event, stage: 'ocr' } : { stage: event.stage });
  }
  // The connection ended before the server said how it went.
  throw new ApiError(502, JSON.stringify({ message: RFP_ANALYSIS_FAILED_MESSAGE }));
}

/** Analyses an uploaded RFP for a saved proposal (with progress): the analysis is stored on it and in the cache. */
export function useAnalyzeRfp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      input,
      onProgress,
    }: {
      input: { proposalId: number; fileUrl: string; fileName: string };
      onProgress?: (progress: RfpReadingProgress) => void;
    }) => analyzeRfp(input, onProgress),
    onSuccess: (result, { input }) => storeAnalysis(client, input.proposalId, result),
  });
}

/** Keeps the rep's review (requirements dismissed and added) with the proposal: PUT /api/proposals/:id/rfp-review. */
export function useSaveRfpReview(proposalId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (review: RfpReviewInput) => {
      const res = await apiRequest('PUT', `/api/proposals/${proposalId}/rfp-review`, review);
      return (await res.json()) as RfpAnalysis;
    },
    onSuccess: (analysis) => {
      if (proposalId !== null)
        updateCachedProposal(client, proposalId, (proposal) => ({ ...proposal, rfpAnalysis: analysis }));
    },
  });
}

/**
 * The written text stored on a proposal, read with it like its RFP: the server brings its figures to the program
 * after each change, and the generator's editor follows (docs/decisions/037).
 */
export function useStoredProposalContent(proposalId: number | null) {
  return useQuery({
    ...useProposalFromCache(proposalId),
    select: (proposal: Proposal): string | null => proposal.proposalContent,
  });
}
