import { type QueryClient, queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest, fetchJson } from '#client/lib/api.ts';
import type { Chemical, ChemicalCreateInput, ChemicalUpdateInput } from '#shared/schemas/proposal.ts';
import { invalidateProposalFigures } from './proposals.ts';

/** Query keys of a proposal's chemical rows. */
export const chemicalKeys = {
  all: ['chemicals'] as const,
  byProposal: (proposalId: number) => ['chemicals', 'proposal', proposalId] as const,
};

/** The chemical rows of a saved proposal, in editor order; the editor starts from what the server holds now. */
export function proposalChemicalsQueryOptions(proposalId: number | null) {
  return queryOptions({
    queryKey: chemicalKeys.byProposal(proposalId ?? 0),
    queryFn:
      proposalId === null
        ? skipToken
        : ({ signal }) => fetchJson<Chemical[]>(`/api/chemicals/proposal/${proposalId}`, signal),
    refetchOnMount: 'always',
  });
}

/** POST /api/chemicals: the created row, with the client's tempId echoed. */
export async function createChemical(body: ChemicalCreateInput): Promise<Chemical> {
  const res = await apiRequest('POST', '/api/chemicals', body);
  return (await res.json()) as Chemical;
}

/** PUT /api/chemicals/:id. */
export async function updateChemical(id: number, body: ChemicalUpdateInput): Promise<Chemical> {
  const res = await apiRequest('PUT', `/api/chemicals/${id}`, body);
  return (await res.json()) as Chemical;
}

/** DELETE /api/chemicals/:id. */
export async function deleteChemical(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/chemicals/${id}`);
}

/**
 * Records a row the auto-saver just saved in its proposal's cached list; the server recalculated the proposal,
 * so its figures are marked changed (the generator's own proposal query is left alone).
 */
export function storeChemical(client: QueryClient, chemical: Chemical): void {
  client.setQueryData<Chemical[]>(chemicalKeys.byProposal(chemical.proposalId), (list) => {
    if (!list) return [chemical];
    const index = list.findIndex((c) => c.id === chemical.id);
    return index === -1 ? [...list, chemical] : list.map((c, i) => (i === index ? chemical : c));
  });
  invalidateProposalFigures(client, { keepSurveyProposal: true });
}

/** Drops a deleted row from every cached chemical list and marks the proposal figures changed. */
export function forgetChemical(client: QueryClient, chemicalId: number): void {
  client.setQueriesData<Chemical[]>({ queryKey: chemicalKeys.all }, (list) =>
    list?.filter((c) => c.id !== chemicalId),
  );
  invalidateProposalFigures(client, { keepSurveyProposal: true });
}
