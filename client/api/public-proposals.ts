import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchJson } from '#client/lib/api.ts';
import type {
  AcceptProposalInput,
  DeclineProposalInput,
  PublicProposal,
} from '#shared/schemas/proposal-sharing.ts';

/** Query keys of the public proposal endpoints (the customer's page, no sign-in). */
export const publicProposalKeys = {
  all: ['public-proposal'] as const,
  detail: (token: string) => ['public-proposal', token] as const,
};

const base = (token: string) => `/api/public/proposals/${encodeURIComponent(token)}`;

/** The public proposal's PDF, opened in the browser. */
export const publicProposalPdfUrl = (token: string) => `${base(token)}/proposal.pdf`;

/** The accepted proposal's signed record (decision 040). */
export const publicAcceptedPdfUrl = (token: string) => `${base(token)}/accepted.pdf`;

/** GET /api/public/proposals/:token (each load counts as an open for the rep; the client's defaults read it once). */
export function publicProposalQueryOptions(token: string) {
  return queryOptions({
    queryKey: publicProposalKeys.detail(token),
    queryFn: ({ signal }) => fetchJson<PublicProposal>(base(token), signal),
  });
}

/** Accept or decline: the answer is the page's new proposal, put straight into the cache (no second open). */
function useAnswer<T>(token: string, path: 'accept' | 'decline') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) =>
      (await (await apiRequest('POST', `${base(token)}/${path}`, input)).json()) as PublicProposal,
    onSuccess: (proposal) => client.setQueryData(publicProposalKeys.detail(token), proposal),
  });
}

/** POST /api/public/proposals/:token/accept. */
export function useAcceptProposal(token: string) {
  return useAnswer<AcceptProposalInput>(token, 'accept');
}

/** POST /api/public/proposals/:token/decline. */
export function useDeclineProposal(token: string) {
  return useAnswer<DeclineProposalInput>(token, 'decline');
}
