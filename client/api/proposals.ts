import {
  type QueryClient,
  queryOptions,
  skipToken,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, fetchJson, isApiError } from '#client/lib/api.ts';
import { fetchListPage, removeFromPagedLists, usePagedList } from '#client/lib/paging.ts';
import type { ProgramExplanation, ProgramInput, ProgramResult } from '#shared/calc/index.ts';
import { DASHBOARD_ANSWER_DAYS, DASHBOARD_RECENT_LIMIT } from '#shared/constants.ts';
import type { Proposal, ProposalCreateInput, ProposalUpdateInput } from '#shared/schemas/proposal.ts';
import type { SendProposalBody, SendProposalResult, ShareLink } from '#shared/schemas/proposal-sharing.ts';
import { dashboardKeys } from './dashboard.ts';

/** GET /api/proposals/:id/program: the engine's input, result and explanation for a saved proposal. */
export interface ProposalProgram {
  input: ProgramInput;
  result: ProgramResult;
  explanation: ProgramExplanation;
}

/** Screens that show money read the server's figures on every visit, not what an earlier visit cached. */
const FRESH = { refetchOnMount: 'always' } as const;

/** The statuses the dashboard counts as open. */
const OPEN_STATUSES = ['draft', 'sent'] as const;

/** Query keys of the proposal endpoints; `all` is the prefix of every one of them. */
export const proposalKeys = {
  all: ['proposals'] as const,
  /** The Proposals page's paged list. */
  lists: () => ['proposals', 'list'] as const,
  /** The dashboard's newest open proposals. */
  open: () => ['proposals', 'open'] as const,
  detail: (id: number) => ['proposals', 'detail', id] as const,
  program: (id: number) => ['proposals', 'program', id] as const,
  bySurvey: (surveyId: number) => ['proposals', 'survey', surveyId] as const,
  /** The prefix of every survey's proposal entry. */
  bySurveyAll: () => ['proposals', 'survey'] as const,
};

/** A proposal as the cache holds it: its own entry, else its survey's (the generator reads it by survey). */
export function findCachedProposal(client: QueryClient, proposalId: number): Proposal | undefined {
  const own = client.getQueryData<Proposal | null>(proposalKeys.detail(proposalId));
  if (own) return own;
  return client
    .getQueriesData<Proposal | null>({ queryKey: proposalKeys.bySurveyAll() })
    .map(([, proposal]) => proposal)
    .find((proposal): proposal is Proposal => proposal?.id === proposalId);
}

/** Changes a cached proposal in every entry that holds it (its own and its survey's). */
export function updateCachedProposal(
  client: QueryClient,
  proposalId: number,
  change: (proposal: Proposal) => Proposal,
): void {
  client.setQueryData<Proposal>(proposalKeys.detail(proposalId), (proposal) =>
    proposal ? change(proposal) : proposal,
  );
  for (const [key, proposal] of client.getQueriesData<Proposal | null>({
    queryKey: proposalKeys.bySurveyAll(),
  })) {
    if (proposal?.id === proposalId) client.setQueryData<Proposal | null>(key, change(proposal));
  }
}

/** The user's proposals, newest first, a page at a time (Load more); money, so read again on every visit. */
export function useProposalPages() {
  return usePagedList<Proposal>(proposalKeys.lists(), '/api/proposals', {}, FRESH);
}

/** The customer's answers to show: the newest answer first. */
const byAnswerTime = (a: Proposal, b: Proposal) =>
  (b.tracking?.customerAnswer?.at ?? '').localeCompare(a.tracking?.customerAnswer?.at ?? '');

/**
 * The dashboard's Active Proposals (decision 040): the proposals the customer accepted or declined on the public
 * page in the last DASHBOARD_ANSWER_DAYS days (newest answer first), then the newest open (draft or sent) ones,
 * asked of the server so older closed ones never crowd them out.
 */
export function openProposalsQueryOptions() {
  return queryOptions({
    queryKey: proposalKeys.open(),
    queryFn: async () => {
      const limit = String(DASHBOARD_RECENT_LIMIT);
      const [answered, open] = await Promise.all([
        fetchListPage<Proposal>(
          '/api/proposals',
          { answeredWithinDays: String(DASHBOARD_ANSWER_DAYS), limit: '20' },
          null,
        ),
        fetchListPage<Proposal>('/api/proposals', { status: OPEN_STATUSES, limit }, null),
      ]);
      return [...answered.items.sort(byAnswerTime), ...open.items].slice(0, DASHBOARD_RECENT_LIMIT);
    },
    // The customer answers on another device: every visit to the dashboard asks again.
    ...FRESH,
  });
}

/** One proposal (the server keeps its figures current). */
export function proposalQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: proposalKeys.detail(id ?? 0),
    queryFn: id === null ? skipToken : ({ signal }) => fetchJson<Proposal>(`/api/proposals/${id}`, signal),
    ...FRESH,
  });
}

/** The engine's figures for a saved proposal. */
export function proposalProgramQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: proposalKeys.program(id ?? 0),
    queryFn:
      id === null
        ? skipToken
        : ({ signal }) => fetchJson<ProposalProgram>(`/api/proposals/${id}/program`, signal),
    ...FRESH,
  });
}

/** The survey's proposal, or null when it has none yet. */
export function surveyProposalQueryOptions(surveyId: number | null) {
  return queryOptions({
    queryKey: proposalKeys.bySurvey(surveyId ?? 0),
    queryFn:
      surveyId === null
        ? skipToken
        : ({ signal }) => fetchJson<Proposal | null>(`/api/proposals/survey/${surveyId}`, signal),
    ...FRESH,
  });
}

/** POST /api/proposals; a 409 names the survey's existing proposal, which is updated instead. */
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

/** The existing proposal's id in a 409 "A proposal already exists for this survey" answer, else null. */
export function readConflictId(error: unknown): number | null {
  if (!isApiError(error, 409)) return null;
  const id = error.body?.id;
  return typeof id === 'number' ? id : null;
}

/**
 * After a write the server recalculated proposal figures for (a chemical, a system, a water test): every proposal
 * query reads again when next shown. The generator keeps its own survey-proposal query (it holds the editor).
 */
export function invalidateProposalFigures(client: QueryClient, { keepSurveyProposal = false } = {}): void {
  void client.invalidateQueries({
    queryKey: proposalKeys.all,
    predicate: (query) => !keepSurveyProposal || query.queryKey[1] !== 'survey',
  });
}

/** Puts a saved proposal into the cache under its own and its survey's keys, and marks the lists changed. */
export function storeProposal(client: QueryClient, proposal: Proposal): void {
  client.setQueryData(proposalKeys.detail(proposal.id), proposal);
  client.setQueryData(proposalKeys.bySurvey(proposal.surveyId), proposal);
  void client.invalidateQueries({ queryKey: proposalKeys.lists() });
  void client.invalidateQueries({ queryKey: proposalKeys.open() });
  void client.invalidateQueries({ queryKey: proposalKeys.program(proposal.id) });
  void client.invalidateQueries({ queryKey: dashboardKeys.all });
}

/** Creates (or, after a 409, updates) the survey's proposal and stores it. */
export function useCreateProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProposal,
    onSuccess: (proposal) => storeProposal(client, proposal),
  });
}

/** Updates a proposal (title, total, status, target cycles) and stores it. */
export function useUpdateProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ProposalUpdateInput }) => updateProposal(id, body),
    onSuccess: (proposal) => storeProposal(client, proposal),
  });
}

/** Deletes a proposal and drops it from every cached list at once. */
export function useDeleteProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (proposal: Proposal) => {
      await apiRequest('DELETE', `/api/proposals/${proposal.id}`);
    },
    onSuccess: (_data, proposal) => {
      removeFromPagedLists<Proposal>(client, proposalKeys.lists(), proposal.id);
      client.setQueryData<Proposal[]>(proposalKeys.open(), (list) =>
        list?.filter((p) => p.id !== proposal.id),
      );
      client.removeQueries({ queryKey: proposalKeys.detail(proposal.id) });
      client.removeQueries({ queryKey: proposalKeys.program(proposal.id) });
      client.setQueryData(proposalKeys.bySurvey(proposal.surveyId), null);
      void client.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}

/** After sharing, sending or revoking: the proposal (status, link, send history) reads again everywhere. */
function refreshSharedProposal(client: QueryClient, proposalId: number): void {
  void client.invalidateQueries({ queryKey: proposalKeys.detail(proposalId) });
  void client.invalidateQueries({ queryKey: proposalKeys.bySurveyAll() });
  void client.invalidateQueries({ queryKey: proposalKeys.lists() });
  void client.invalidateQueries({ queryKey: proposalKeys.open() });
  void client.invalidateQueries({ queryKey: dashboardKeys.all });
}

/** POST /api/proposals/:id/share: a new link to the public page (shown once; earlier links stop working). */
export function useShareProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, expiresInDays }: { id: number; expiresInDays?: number }) =>
      (await (await apiRequest('POST', `/api/proposals/${id}/share`, { expiresInDays })).json()) as ShareLink,
    onSuccess: (_link, { id }) => refreshSharedProposal(client, id),
  });
}

/** DELETE /api/proposals/:id/share: every link of the proposal stops working. */
export function useRevokeShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/proposals/${id}/share`);
    },
    onSuccess: (_data, id) => refreshSharedProposal(client, id),
  });
}

/** POST /api/proposals/:id/send: the proposal by e-mail with its PDF and a new link. */
export function useSendProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      beforeSend,
    }: {
      id: number;
      body: SendProposalBody;
      /** Saves what is waiting to auto-save first (the generator), so the PDF sent is what the rep sees. */
      beforeSend?: () => Promise<void>;
    }) => {
      await beforeSend?.();
      return (await (
        await apiRequest('POST', `/api/proposals/${id}/send`, body)
      ).json()) as SendProposalResult;
    },
    onSuccess: (_result, { id }) => refreshSharedProposal(client, id),
  });
}
