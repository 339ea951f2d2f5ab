import {
  type QueryClient,
  queryOptions,
  skipToken,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, fetchJson } from '#client/lib/api.ts';
import { sendWrite, upsertInList } from '#client/lib/offline/write.ts';
import type { Equipment, EquipmentFields } from '#shared/schemas/equipment.ts';
import { currentChemicalKeys } from './current-chemicals.ts';
import { photoKeys } from './photos.ts';
import { invalidateProposalFigures } from './proposals.ts';

/** Query keys of a survey's equipment (its systems). */
export const equipmentKeys = {
  all: ['equipment'] as const,
  bySurvey: (surveyId: number) => ['equipment', 'survey', surveyId] as const,
};

function equipmentListUrl(surveyId: number): string {
  return `/api/equipment/survey/${surveyId}`;
}

/** The survey's systems in the order they were added; skipped without an id. */
export function equipmentListQueryOptions(surveyId: number | null) {
  return queryOptions({
    queryKey: equipmentKeys.bySurvey(surveyId ?? 0),
    queryFn:
      surveyId === null
        ? skipToken
        : ({ signal }) => fetchJson<Equipment[]>(equipmentListUrl(surveyId), signal),
  });
}

/** Puts the server's answer into the survey's cached list; the server recalculated the survey's proposal. */
function storeEquipmentList(
  client: QueryClient,
  surveyId: number,
  update: (list: Equipment[]) => Equipment[],
): void {
  client.setQueryData<Equipment[]>(equipmentKeys.bySurvey(surveyId), (list) => (list ? update(list) : list));
  invalidateProposalFigures(client);
}

/** POST /api/equipment: adds a system to the survey and returns it (the dialog reads its id). */
export function useCreateEquipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ surveyId, fields }: { surveyId: number; fields: EquipmentFields }) =>
      sendWrite<Equipment>({
        kind: 'equipment',
        method: 'POST',
        url: '/api/equipment',
        body: { surveyId, ...fields },
        isCreate: true,
        label: `Equipment "${fields.name}"`,
        local: ({ localId, now, clientId }) =>
          ({ ...fields, id: localId, surveyId, clientId, createdAt: now, updatedAt: now }) as Equipment,
        reads: (created) => [
          { url: equipmentListUrl(surveyId), update: upsertInList(created) },
          { url: `/api/equipment/${created.id}/photos`, update: () => [] },
          { url: `/api/current-chemicals/equipment/${created.id}`, update: () => [] },
        ],
      }),
    onSuccess: (created) => storeEquipmentList(client, created.surveyId, (list) => [...list, created]),
  });
}

/** PUT /api/equipment/{id}. */
export function useUpdateEquipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: EquipmentFields }) => {
      const seen = client
        .getQueriesData<Equipment[]>({ queryKey: equipmentKeys.all })
        .flatMap(([, list]) => list ?? [])
        .find((each) => each.id === id);
      return sendWrite<Equipment>({
        kind: 'equipment',
        method: 'PUT',
        url: `/api/equipment/${id}`,
        body: fields,
        label: `Equipment "${fields.name}" changes`,
        seen,
        local: () => ({ ...(seen as Equipment), ...fields }) as Equipment,
        reads: (updated) => [{ url: equipmentListUrl(updated.surveyId), update: upsertInList(updated) }],
      });
    },
    onSuccess: (updated) =>
      storeEquipmentList(client, updated.surveyId, (list) =>
        list.map((e) => (e.id === updated.id ? updated : e)),
      ),
  });
}

/**
 * DELETE /api/equipment/{id}; its photos and current chemicals go with it. The system leaves the cached list first
 * (so its card unmounts), its photo and chemical queries are cancelled, and once the list is read again they are
 * dropped: nothing asks the server for a system that no longer exists.
 */
export function useDeleteEquipment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (item: Equipment) => {
      await apiRequest('DELETE', `/api/equipment/${item.id}`);
    },
    onSuccess: async (_data, item) => {
      const extras = [photoKeys.byEquipment(item.id), currentChemicalKeys.byEquipment(item.id)];
      storeEquipmentList(client, item.surveyId, (list) => list.filter((e) => e.id !== item.id));
      await Promise.all(extras.map((queryKey) => client.cancelQueries({ queryKey, exact: true })));
      await client.invalidateQueries({ queryKey: equipmentKeys.bySurvey(item.surveyId) });
      for (const queryKey of extras) client.removeQueries({ queryKey, exact: true });
    },
  });
}
