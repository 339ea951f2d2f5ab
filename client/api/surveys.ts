import {
  type QueryClient,
  queryOptions,
  skipToken,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, fetchJson } from '#client/lib/api.ts';
import { sendWrite, upsertInList } from '#client/lib/offline/write.ts';
import { fetchListPage, removeFromPagedLists, usePagedList } from '#client/lib/paging.ts';
import { DASHBOARD_RECENT_LIMIT } from '#shared/constants.ts';
import type { Survey, SurveyCreateInput, SurveyUpdateInput } from '#shared/schemas/survey.ts';
import { dashboardKeys } from './dashboard.ts';
import { equipmentKeys } from './equipment.ts';
import { followUpKeys } from './follow-ups.ts';
import { observationKeys } from './observations.ts';
import { proposalKeys } from './proposals.ts';
import { waterQualityKeys } from './water-quality.ts';

/** The My Surveys filters the server applies (`?q=` and `?status=`). */
export interface SurveyFilters {
  q: string;
  status: string;
}

/** Query keys of the survey endpoints; `all` is the prefix of every one of them. */
export const surveyKeys = {
  all: ['surveys'] as const,
  /** The dashboard's newest surveys. */
  recent: () => ['surveys', 'recent'] as const,
  /** My Surveys' paged lists, one per filter combination under this prefix. */
  lists: () => ['surveys', 'list'] as const,
  list: (filters: SurveyFilters) => ['surveys', 'list', filters] as const,
  detail: (surveyId: number) => ['surveys', 'detail', surveyId] as const,
};

/** A kept answer of My Surveys or the dashboard's list (any filters, first page). */
function isSurveyListUrl(url: string): boolean {
  return url === '/api/surveys' || (url.startsWith('/api/surveys?') && !url.includes('cursor='));
}

/** The signed-in user's surveys matching the filters, newest first, a page at a time (Load more). */
export function useSurveyPages(filters: SurveyFilters) {
  return usePagedList<Survey>(surveyKeys.list(filters), '/api/surveys', { ...filters });
}

/** The newest surveys (the dashboard shows the first few). */
export function recentSurveysQueryOptions() {
  return queryOptions({
    queryKey: surveyKeys.recent(),
    queryFn: async () =>
      (await fetchListPage<Survey>('/api/surveys', { limit: String(DASHBOARD_RECENT_LIMIT) }, null)).items,
  });
}

/** One survey; skipped without an id. */
export function surveyQueryOptions(surveyId: number | null) {
  return queryOptions({
    queryKey: surveyKeys.detail(surveyId ?? 0),
    queryFn:
      surveyId === null ? skipToken : ({ signal }) => fetchJson<Survey>(`/api/surveys/${surveyId}`, signal),
  });
}

/** The lists a survey change shows in: My Surveys, the dashboard, follow-ups and proposals (recalculated). */
function invalidateSurveyLists(client: QueryClient): Promise<void> {
  const keys = [
    surveyKeys.recent(),
    surveyKeys.lists(),
    dashboardKeys.all,
    followUpKeys.all,
    proposalKeys.all,
  ];
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** Keeps the caches in step with a survey the server just returned. */
function storeSurvey(client: QueryClient, survey: Survey): void {
  client.setQueryData(surveyKeys.detail(survey.id), survey);
  void invalidateSurveyLists(client);
}

/** POST /api/surveys: creates the survey (step 1 of a new survey). */
export function useCreateSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SurveyCreateInput) =>
      sendWrite<Survey>({
        kind: 'survey',
        method: 'POST',
        url: '/api/surveys',
        body: input,
        isCreate: true,
        label: `Survey "${input.facilityName}"`,
        local: ({ localId, now, clientId }) => ({
          clientId,
          contactName: null,
          contactPhone: null,
          contactEmail: null,
          currentVendor: null,
          status: 'draft',
          ...input,
          id: localId,
          userId: '',
          createdAt: now,
          updatedAt: now,
        }),
        reads: (survey) => [
          { url: `/api/surveys/${survey.id}`, update: () => survey },
          { match: isSurveyListUrl, update: (list) => [survey, ...(Array.isArray(list) ? list : [])] },
          { url: `/api/equipment/survey/${survey.id}`, update: () => [] },
          { url: `/api/water-quality/survey/${survey.id}`, update: () => null },
          { url: `/api/observations/survey/${survey.id}`, update: () => null },
        ],
      }),
    onSuccess: (survey) => {
      storeSurvey(client, survey);
      // A new survey has no details yet: seeding them spares the wizard a loading state after the URL changes.
      client.setQueryData(equipmentKeys.bySurvey(survey.id), []);
      client.setQueryData(waterQualityKeys.bySurvey(survey.id), null);
      client.setQueryData(observationKeys.bySurvey(survey.id), null);
    },
  });
}

/** PUT /api/surveys/{id}: any subset of the fields, e.g. { status: 'final' }. */
export function useUpdateSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ surveyId, input }: { surveyId: number; input: SurveyUpdateInput }) => {
      const seen = client.getQueryData<Survey>(surveyKeys.detail(surveyId));
      return sendWrite<Survey>({
        kind: 'survey',
        method: 'PUT',
        url: `/api/surveys/${surveyId}`,
        body: input,
        label: `Survey "${input.facilityName ?? seen?.facilityName ?? surveyId}" changes`,
        seen,
        // updatedAt stays the server's: a later queued edit sends it as its base.
        local: () => ({ ...(seen as Survey), ...input }),
        reads: (survey) => [
          { url: `/api/surveys/${survey.id}`, update: () => survey },
          { match: isSurveyListUrl, update: upsertInList(survey) },
        ],
      });
    },
    onSuccess: (survey) => storeSurvey(client, survey),
  });
}

/** DELETE /api/surveys/{id}: the card leaves every cached page at once and the survey's own queries are dropped. */
export function useDeleteSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (surveyId: number) => {
      await apiRequest('DELETE', `/api/surveys/${surveyId}`);
    },
    onSuccess: async (_data, surveyId) => {
      removeFromPagedLists<Survey>(client, surveyKeys.lists(), surveyId);
      client.setQueryData<Survey[]>(surveyKeys.recent(), (list) => list?.filter((s) => s.id !== surveyId));
      for (const queryKey of [
        surveyKeys.detail(surveyId),
        equipmentKeys.bySurvey(surveyId),
        waterQualityKeys.bySurvey(surveyId),
        observationKeys.bySurvey(surveyId),
        proposalKeys.bySurvey(surveyId),
      ]) {
        client.removeQueries({ queryKey, exact: true });
      }
      await invalidateSurveyLists(client);
    },
  });
}
