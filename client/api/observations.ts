import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '#client/lib/api.ts';
import { sendWrite } from '#client/lib/offline/write.ts';
import type { Observations } from '#shared/schemas/observations.ts';
import { dashboardKeys } from './dashboard.ts';
import { followUpKeys } from './follow-ups.ts';

/** Step 4 body without the survey id; followUpDate is YYYY-MM-DD or null. */
export interface ObservationsPayload {
  systemObservations: string | null;
  recommendations: string | null;
  followUpTasks: string | null;
  followUpDate: string | null;
}

/** Query keys of a survey's observations. */
export const observationKeys = {
  all: ['observations'] as const,
  bySurvey: (surveyId: number) => ['observations', 'survey', surveyId] as const,
};

/** The survey's observations, or null before the first save; skipped without an id. */
export function observationsQueryOptions(surveyId: number | null) {
  return queryOptions({
    queryKey: observationKeys.bySurvey(surveyId ?? 0),
    queryFn:
      surveyId === null
        ? skipToken
        : ({ signal }) => fetchJson<Observations | null>(`/api/observations/survey/${surveyId}`, signal),
  });
}

/** POST /api/observations (an upsert); the follow-ups list and the dashboard's count read again when shown. */
export function useSaveObservations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ surveyId, payload }: { surveyId: number; payload: ObservationsPayload }) => {
      const seen = client.getQueryData<Observations | null>(observationKeys.bySurvey(surveyId));
      return sendWrite<Observations>({
        kind: 'observations',
        method: 'POST',
        url: '/api/observations',
        body: { surveyId, ...payload },
        label: 'Observations',
        seen,
        local: () => ({ ...seen, ...payload, surveyId }) as Observations,
        reads: (saved) => [{ url: `/api/observations/survey/${surveyId}`, update: () => saved }],
      });
    },
    onSuccess: (saved, { surveyId }) => {
      client.setQueryData(observationKeys.bySurvey(surveyId), saved);
      void client.invalidateQueries({ queryKey: followUpKeys.all });
      void client.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });
}
