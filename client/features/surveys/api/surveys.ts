import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import type { Survey, SurveyCreateInput, SurveyUpdateInput } from '#shared/schemas/survey.ts';
import { DEPENDENT_KEYS, surveyKeys } from './query-keys.ts';

function invalidateDependents(queryClient: QueryClient): void {
  for (const key of DEPENDENT_KEYS) void queryClient.invalidateQueries({ queryKey: key });
}

/** Keeps the list and the detail in step with a survey the server just returned. */
export function storeSurvey(queryClient: QueryClient, survey: Survey): void {
  queryClient.setQueryData(surveyKeys.detail(survey.id), survey);
  void queryClient.invalidateQueries({ queryKey: surveyKeys.list(), exact: true });
  invalidateDependents(queryClient);
}

/** POST /api/surveys: creates the survey (step 1 of a new survey). */
export async function createSurvey(queryClient: QueryClient, input: SurveyCreateInput): Promise<Survey> {
  const res = await apiRequest('POST', '/api/surveys', input);
  const survey = (await res.json()) as Survey;
  storeSurvey(queryClient, survey);
  // A new survey has no details yet: seeding them spares the wizard a loading state after the URL changes.
  queryClient.setQueryData(surveyKeys.equipment(survey.id), []);
  queryClient.setQueryData(surveyKeys.waterQuality(survey.id), null);
  queryClient.setQueryData(surveyKeys.observations(survey.id), null);
  return survey;
}

/** PUT /api/surveys/{id}: any subset of the fields, e.g. { status: 'final' }. */
export async function updateSurvey(
  queryClient: QueryClient,
  surveyId: number,
  input: SurveyUpdateInput,
): Promise<Survey> {
  const res = await apiRequest('PUT', `/api/surveys/${surveyId}`, input);
  const survey = (await res.json()) as Survey;
  storeSurvey(queryClient, survey);
  return survey;
}

/** DELETE /api/surveys/{id}; the list is refetched afterwards. */
export async function deleteSurvey(queryClient: QueryClient, surveyId: number): Promise<void> {
  await apiRequest('DELETE', `/api/surveys/${surveyId}`);
  queryClient.setQueryData<Survey[]>(surveyKeys.list(), (list) => list?.filter((s) => s.id !== surveyId));
  queryClient.removeQueries({ queryKey: surveyKeys.detail(surveyId), exact: true });
  await queryClient.invalidateQueries({ queryKey: surveyKeys.list(), exact: true });
  invalidateDependents(queryClient);
}

/** The signed-in user's surveys, newest first. */
export function useSurveys() {
  return useQuery<Survey[]>({ queryKey: surveyKeys.list() });
}

/** One survey; disabled without an id. */
export function useSurvey(surveyId: number | null) {
  return useQuery<Survey>({ queryKey: surveyKeys.detail(surveyId ?? 0), enabled: surveyId !== null });
}

/** Deletes a survey (list refetched on success). */
export function useDeleteSurvey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (surveyId: number) => deleteSurvey(queryClient, surveyId) });
}
