import { type QueryClient, queryOptions, skipToken } from '@tanstack/react-query';
import { apiRequest, fetchJson } from '#client/lib/api.ts';
import { sendWrite, upsertInList } from '#client/lib/offline/write.ts';
import type { Chemical, ChemicalCreateInput } from '#shared/schemas/proposal.ts';
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

/** A chemical row as it waits on the device: the body sent, with its (local) id. */
function localChemical(body: ChemicalCreateInput, id: number, now: string): Chemical {
  return {
    annualCost: null,
    productId: null,
    productUnitCost: null,
    ...body,
    id,
    createdAt: now,
  } as Chemical;
}

/** Where the generator reads a proposal's rows: a queued row is kept there, so a reload offline shows it. */
function chemicalReads(chemical: Chemical) {
  return [{ url: `/api/chemicals/proposal/${chemical.proposalId}`, update: upsertInList(chemical) }];
}

/** POST /api/chemicals: the created row, with the client's tempId echoed; offline it waits in the outbox. */
export function createChemical(body: ChemicalCreateInput): Promise<Chemical> {
  return sendWrite<Chemical>({
    kind: 'chemical',
    method: 'POST',
    url: '/api/chemicals',
    body,
    isCreate: true,
    label: `Chemical row "${body.name}"`,
    local: ({ localId, now }) => localChemical(body, localId, now),
    reads: chemicalReads,
  });
}

/** PUT /api/chemicals/:id; offline it waits in the outbox. */
export function updateChemical(id: number, body: ChemicalCreateInput): Promise<Chemical> {
  return sendWrite<Chemical>({
    kind: 'chemical',
    method: 'PUT',
    url: `/api/chemicals/${id}`,
    body,
    label: `Chemical row "${body.name}" changes`,
    local: ({ now }) => localChemical(body, id, now),
    reads: chemicalReads,
  });
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
