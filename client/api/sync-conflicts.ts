import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchJson } from '#client/lib/api.ts';
import type { SyncConflict } from '#shared/schemas/sync.ts';

/** Query keys of the "changed on another device" notes. */
export const syncConflictKeys = {
  all: ['sync-conflicts'] as const,
  bySurvey: (surveyId: number) => ['sync-conflicts', 'survey', surveyId] as const,
};

/** GET /api/sync-conflicts?surveyId=: the survey's open conflict notes (none for a survey made on this device). */
export function syncConflictsQueryOptions(surveyId: number) {
  return queryOptions({
    queryKey: syncConflictKeys.bySurvey(surveyId),
    queryFn: ({ signal }) =>
      surveyId < 0
        ? Promise.resolve([] as SyncConflict[])
        : fetchJson<SyncConflict[]>(`/api/sync-conflicts?surveyId=${surveyId}`, signal),
  });
}

/** POST /api/sync-conflicts/{id}/dismiss: the rep has read the note. */
export function useDismissSyncConflict() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (conflict: SyncConflict) => {
      await apiRequest('POST', `/api/sync-conflicts/${conflict.id}/dismiss`);
    },
    onSuccess: (_data, conflict) =>
      client.setQueryData<SyncConflict[]>(syncConflictKeys.bySurvey(conflict.surveyId), (list) =>
        list?.filter((each) => each.id !== conflict.id),
      ),
  });
}
