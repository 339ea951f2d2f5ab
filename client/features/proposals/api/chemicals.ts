import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import type { Chemical, ChemicalCreateInput, ChemicalUpdateInput } from '#shared/schemas/proposal.ts';

/** Query keys of the chemical endpoints. */
export const chemicalKeys = {
  byProposal: (proposalId: number) => ['/api/chemicals/proposal', proposalId] as const,
};

/** The chemical rows of a saved proposal, in editor order; disabled until the proposal exists. */
export function useProposalChemicals(proposalId: number | null) {
  return useQuery<Chemical[]>({
    queryKey: chemicalKeys.byProposal(proposalId ?? 0),
    enabled: proposalId !== null,
    // The editor starts from what the server holds now, never from an earlier visit's cache.
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
