import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import type { Equipment, EquipmentFields } from '#shared/schemas/survey.ts';
import { surveyKeys } from './query-keys.ts';

function refreshEquipment(queryClient: QueryClient, surveyId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: surveyKeys.equipment(surveyId) });
}

/** POST /api/equipment: adds a system to the survey and returns it (its id is read). */
export async function createEquipment(
  queryClient: QueryClient,
  surveyId: number,
  fields: EquipmentFields,
): Promise<Equipment> {
  const res = await apiRequest('POST', '/api/equipment', { surveyId, ...fields });
  const created = (await res.json()) as Equipment;
  queryClient.setQueryData<Equipment[]>(surveyKeys.equipment(surveyId), (list) =>
    list ? [...list, created] : list,
  );
  return created;
}

/** PUT /api/equipment/{id}. */
export async function updateEquipment(
  queryClient: QueryClient,
  item: Equipment,
  fields: EquipmentFields,
): Promise<Equipment> {
  const res = await apiRequest('PUT', `/api/equipment/${item.id}`, fields);
  const updated = (await res.json()) as Equipment;
  queryClient.setQueryData<Equipment[]>(surveyKeys.equipment(item.surveyId), (list) =>
    list?.map((e) => (e.id === updated.id ? updated : e)),
  );
  return updated;
}

/** DELETE /api/equipment/{id}; its photos and current chemicals go with it. */
export async function deleteEquipment(queryClient: QueryClient, item: Equipment): Promise<void> {
  await apiRequest('DELETE', `/api/equipment/${item.id}`);
  queryClient.removeQueries({ queryKey: surveyKeys.photos(item.id) });
  queryClient.removeQueries({ queryKey: surveyKeys.chemicals(item.id) });
  await refreshEquipment(queryClient, item.surveyId);
}

/** The survey's systems in the order they were added. */
export function useEquipmentList(surveyId: number | null) {
  return useQuery<Equipment[]>({
    queryKey: surveyKeys.equipment(surveyId ?? 0),
    enabled: surveyId !== null,
  });
}
