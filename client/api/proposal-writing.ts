import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#client/lib/api.ts';
import { readApiError } from '#client/lib/api-error.ts';
import { ndjsonEvents } from '#client/lib/ndjson.ts';
import type { Proposal } from '#shared/schemas/proposal.ts';
import {
  AI_MESSAGES,
  type GenerateProposalEvent,
  type GenerateProposalInput,
  type GenerateProposalResult,
  PROGRESS_STREAM_TYPE,
  type WritingStage,
} from '#shared/schemas/proposal-writing.ts';
import { proposalKeys, storeProposal } from './proposals.ts';

/** Where a writing run is: the request is on its way, or a stage the server reported, with characters written. */
export interface WritingProgress {
  stage: 'sending' | WritingStage;
  characters: number;
}

function streamError(event: Extract<GenerateProposalEvent, { type: 'error' }>): ApiError {
  return new ApiError(event.status, JSON.stringify({ message: event.message, code: event.code }));
}

/** Reads the NDJSON progress stream, reporting each event, and resolves with the result line. */
async function readProgressStream(
  res: Response,
  onProgress: (progress: WritingProgress) => void,
): Promise<GenerateProposalResult> {
  let progress: WritingProgress = { stage: 'sending', characters: 0 };
  for await (const event of ndjsonEvents<GenerateProposalEvent>(res)) {
    if (event.type === 'result') return event.result;
    if (event.type === 'error') throw streamError(event);
    progress =
      event.type === 'stage'
        ? { ...progress, stage: event.stage }
        : { ...progress, characters: event.characters };
    onProgress(progress);
  }
  // The connection ended before the server said how it went.
  throw new ApiError(502, JSON.stringify({ message: AI_MESSAGES.failed }));
}

/**
 * POST /api/ai/generate-proposal, asking for the progress stream (a plain JSON answer is read too); a non-OK
 * answer or an error event throws an ApiError carrying the server's message.
 */
export async function generateProposal(
  body: GenerateProposalInput,
  onProgress: (progress: WritingProgress) => void = () => {},
): Promise<GenerateProposalResult> {
  onProgress({ stage: 'sending', characters: 0 });
  const res = await fetch('/api/ai/generate-proposal', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: `${PROGRESS_STREAM_TYPE}, application/json` },
    body: JSON.stringify(body),
    credentials: 'include',
  });
  if (!res.ok) throw await readApiError(res);
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes(PROGRESS_STREAM_TYPE) || !res.body) return (await res.json()) as GenerateProposalResult;
  return readProgressStream(res, onProgress);
}

/** Puts newly written content into the cached proposal (detail and survey queries). */
function storeContent(
  client: ReturnType<typeof useQueryClient>,
  proposalId: number,
  surveyId: number,
  content: string,
) {
  const update = (proposal: Proposal | null | undefined) =>
    proposal && proposal.id === proposalId ? { ...proposal, proposalContent: content } : proposal;
  client.setQueryData<Proposal | null>(proposalKeys.detail(proposalId), update);
  client.setQueryData<Proposal | null>(proposalKeys.bySurvey(surveyId), update);
  void client.invalidateQueries({ queryKey: proposalKeys.lists() });
}

/** Writes the proposal on the server (which saves it) and keeps the cached proposal in step. */
export function useGenerateProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      onProgress,
    }: {
      body: GenerateProposalInput;
      onProgress?: (p: WritingProgress) => void;
    }) => generateProposal(body, onProgress),
    onSuccess: (result, { body }) =>
      storeContent(client, body.proposalId, body.surveyId, result.proposalContent),
  });
}

/** Saves the rep's edited text as the proposal's content (PUT /api/proposals/:id). */
export async function saveProposalContent(proposalId: number, proposalContent: string): Promise<Proposal> {
  const res = await apiRequest('PUT', `/api/proposals/${proposalId}`, { proposalContent });
  return (await res.json()) as Proposal;
}

/** The auto-save's write: the edited content, stored in the cache once saved. */
export function useSaveProposalContent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ proposalId, content }: { proposalId: number; content: string }) =>
      saveProposalContent(proposalId, content),
    onSuccess: (proposal) => storeProposal(client, proposal),
  });
}
