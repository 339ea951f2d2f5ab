import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchJson } from '#client/lib/api.ts';
import { dropFromCachedList, putInCachedList } from '#client/lib/list-cache.ts';
import { sendWrite, upsertInList } from '#client/lib/offline/write.ts';
import type { CurrentChemical } from '#shared/schemas/current-chemicals.ts';

/** A chemical the facility already uses, as typed in the equipment dialog (not yet sent). */
export interface ChemicalDraft {
  name: string;
  description: string | null;
}

/** Query keys of a system's current chemicals. */
export const currentChemicalKeys = {
  all: ['current-chemicals'] as const,
  byEquipment: (equipmentId: number) => ['current-chemicals', 'equipment', equipmentId] as const,
};

/** The current chemicals of one system; skipped without an id. */
export function currentChemicalsQueryOptions(equipmentId: number | null) {
  return queryOptions({
    queryKey: currentChemicalKeys.byEquipment(equipmentId ?? 0),
    queryFn:
      equipmentId === null
        ? skipToken
        : ({ signal }) =>
            fetchJson<CurrentChemical[]>(`/api/current-chemicals/equipment/${equipmentId}`, signal),
  });
}

/** POST /api/current-chemicals: appends the new row to the system's cached list. */
export function useAddCurrentChemical() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ equipmentId, draft }: { equipmentId: number; draft: ChemicalDraft }) =>
      sendWrite<CurrentChemical>({
        kind: 'current-chemical',
        method: 'POST',
        url: '/api/current-chemicals',
        body: { equipmentId, ...draft },
        isCreate: true,
        label: `Current chemical "${draft.name}"`,
        local: ({ localId, now, clientId }) => ({
          ...draft,
          id: localId,
          equipmentId,
          clientId,
          createdAt: now,
        }),
        reads: (created) => [
          { url: `/api/current-chemicals/equipment/${equipmentId}`, update: upsertInList(created) },
        ],
      }),
    onSuccess: (created) =>
      putInCachedList(client, currentChemicalKeys.byEquipment(created.equipmentId), created),
  });
}

/** DELETE /api/current-chemicals/{id}: drops the row from the system's cached list. */
export function useRemoveCurrentChemical() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (chemical: CurrentChemical) => {
      await apiRequest('DELETE', `/api/current-chemicals/${chemical.id}`);
    },
    onSuccess: (_data, chemical) =>
      dropFromCachedList(client, currentChemicalKeys.byEquipment(chemical.equipmentId), chemical.id),
  });
}
