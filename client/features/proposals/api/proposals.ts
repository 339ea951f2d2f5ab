import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, queryClient } from '#client/lib/api.ts';
import type { ProgramExplanation, ProgramInput, ProgramResult } from '#shared/calc/index.ts';
import type { ProposalStatus } from '#shared/enums.ts';
import type { Proposal, ProposalCreateInput, ProposalUpdateInput } from '#shared/schemas/proposal.ts';

/** GET /api/proposals/:id/program: the engine's input, result and explanation for a saved proposal. */
export interface ProposalProgram {
  input: ProgramInput;
  result: ProgramResult;
  explanation: ProgramExplanation;
}

/** Screens that show money read fresh figures on every visit (the server recalculates on read). */
const FRESH = { refetchOnMount: 'always' } as const;

/** Query keys of the proposal endpoints; all start with '/api/proposals' so one prefix invalidates them. */
export const proposalKeys = {
  all: ['/api/proposals'] as const,
  detail: (id: number) => ['/api/proposals', id] as const,
  program: (id: number) => ['/api/proposals', id, 'program'] as const,
  bySurvey: (surveyId: number) => ['/api/proposals', 'survey', surveyId] as const,
};

/** Every proposal of the user, newest first. */
export function useProposals() {
  return useQuery<Proposal[]>({ queryKey: proposalKeys.all, ...FRESH });
}

/** One proposal (the server brings its figures up to date). */
export function useProposal(id: number | null) {
  return useQuery<Proposal>({ queryKey: proposalKeys.detail(id ?? 0), enabled: id !== null, ...FRESH });
}

/** The engine's figures for a saved proposal. */
export function useProposalProgram(id: number | null) {
  return useQuery<ProposalProgram>({
    queryKey: proposalKeys.program(id ?? 0),
    enabled: id !== null,
    ...FRESH,
  });
}

/** The survey's proposal, or null when it has none yet. */
export function useSurveyProposal(surveyId: number | null) {
  return useQuery<Proposal | null>({
    queryKey: proposalKeys.bySurvey(surveyId ?? 0),
    enabled: surveyId !== null,
    ...FRESH,
  });
}

/** POST /api/proposals; a 409 names the survey's existing proposal, which is returned instead. */
export async function createProposal(body: ProposalCreateInput): Promise<Proposal> {
  try {
    const res = await apiRequest('POST', '/api/proposals', body);
    return (await res.json()) as Proposal;
  } catch (error) {
    const existingId = readConflictId(error);
    if (existingId === null) throw error;
    return updateProposal(existingId, body);
  }
}

/** PUT /api/proposals/:id with any subset of fields. */
export async function updateProposal(id: number, body: ProposalUpdateInput): Promise<Proposal> {
  const res = await apiRequest('PUT', `/api/proposals/${id}`, body);
  return (await res.json()) as Proposal;
}

/** DELETE /api/proposals/:id. */
export async function deleteProposal(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/proposals/${id}`);
}

/** The id in a 409 "A proposal already exists for this survey" answer, else null. */
export function readConflictId(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^409: ([\s\S]*)$/.exec(error.message);
  if (!match) return null;
  try {
    const body: unknown = JSON.parse(match[1]);
    if (body && typeof body === 'object' && 'id' in body && typeof body.id === 'number') return body.id;
  } catch {
    // Not JSON: no id to follow.
  }
  return null;
}

/**
 * Marks the money figures of the list, each proposal and its program as changed (after a chemical was saved or
 * removed, the server recalculated them); the generator's own survey-proposal query is left alone.
 */
export function invalidateProposalFigures(client: QueryClient): void {
  void client.invalidateQueries({
    predicate: (query) => query.queryKey[0] === proposalKeys.all[0] && query.queryKey[1] !== 'survey',
  });
  void client.invalidateQueries({ queryKey: ['/api/dashboard/stats'] });
}

/** Puts a saved proposal into the cache under its own and its survey's keys, and refreshes the lists. */
export function storeProposal(client: QueryClient, proposal: Proposal): void {
  client.setQueryData(proposalKeys.detail(proposal.id), proposal);
  client.setQueryData(proposalKeys.bySurvey(proposal.surveyId), proposal);
  void client.invalidateQueries({ queryKey: proposalKeys.all, exact: true });
  void client.invalidateQueries({ queryKey: proposalKeys.program(proposal.id) });
  void client.invalidateQueries({ queryKey: ['/api/dashboard/stats'] });
}

/** Deletes a proposal and drops it from the cached lists. */
export function useDeleteProposal() {
  return useMutation({
    mutationFn: (proposal: Proposal) => deleteProposal(proposal.id),
    onSuccess: (_data, proposal) => {
      queryClient.setQueryData<Proposal[]>(proposalKeys.all, (list) =>
        list?.filter((p) => p.id !== proposal.id),
      );
      queryClient.removeQueries({ queryKey: proposalKeys.detail(proposal.id) });
      queryClient.setQueryData(proposalKeys.bySurvey(proposal.surveyId), null);
      void queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] });
    },
  });
}

/** Sets a proposal's status (the detail page marks it sent, accepted or rejected). */
export function useUpdateProposalStatus(id: number) {
  return useMutation({
    mutationFn: (status: ProposalStatus) => updateProposal(id, { status }),
    onSuccess: (proposal) => storeProposal(queryClient, proposal),
  });
}
