import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import type { CurrentChemical } from '#shared/schemas/survey.ts';
import { surveyKeys } from './query-keys.ts';

/** A chemical the facility already uses, as typed in the dialog (not yet sent). */
export interface ChemicalDraft {
  name: string;
  description: string | null;
}

/** POST /api/current-chemicals. */
export async function addCurrentChemical(
  queryClient: QueryClient,
  equipmentId: number,
  draft: ChemicalDraft,
): Promise<CurrentChemical> {
  const res = await apiRequest('POST', '/api/current-chemicals', { equipmentId, ...draft });
  const created = (await res.json()) as CurrentChemical;
  queryClient.setQueryData<CurrentChemical[]>(surveyKeys.chemicals(equipmentId), (list) =>
    list ? [...list, created] : [created],
  );
  return created;
}

/** DELETE /api/current-chemicals/{id}. */
export async function removeCurrentChemical(
  queryClient: QueryClient,
  chemical: CurrentChemical,
): Promise<void> {
  await apiRequest('DELETE', `/api/current-chemicals/${chemical.id}`);
  queryClient.setQueryData<CurrentChemical[]>(surveyKeys.chemicals(chemical.equipmentId), (list) =>
    list?.filter((c) => c.id !== chemical.id),
  );
}

/** The current chemicals of one system. */
export function useCurrentChemicals(equipmentId: number | null) {
  return useQuery<CurrentChemical[]>({
    queryKey: surveyKeys.chemicals(equipmentId ?? 0),
    enabled: equipmentId !== null,
  });
}
