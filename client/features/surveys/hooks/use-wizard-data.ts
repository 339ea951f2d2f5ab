import { useQuery } from '@tanstack/react-query';
import { equipmentListQueryOptions } from '#client/api/equipment.ts';
import { observationsQueryOptions } from '#client/api/observations.ts';
import { surveyQueryOptions } from '#client/api/surveys.ts';
import { waterQualityQueryOptions } from '#client/api/water-quality.ts';
import { isApiError } from '#client/lib/api.ts';

/** Everything an existing survey's wizard shows: the survey, its equipment, water quality and observations. */
export function useWizardData(surveyId: number | null) {
  const survey = useQuery(surveyQueryOptions(surveyId));
  const equipment = useQuery(equipmentListQueryOptions(surveyId));
  const waterQuality = useQuery(waterQualityQueryOptions(surveyId));
  const observations = useQuery(observationsQueryOptions(surveyId));
  const queries = [survey, equipment, waterQuality, observations];
  const isLoading = surveyId !== null && queries.some((q) => q.isPending && !q.isError);
  const error = queries.find((q) => q.error)?.error ?? null;
  return {
    isLoading,
    error,
    isSurveyMissing: isApiError(survey.error, 404),
    survey: survey.data ?? null,
    equipment: equipment.data ?? [],
    waterQuality: waterQuality.data ?? null,
    observations: observations.data ?? null,
    refetch: () => Promise.all(queries.map((q) => q.refetch())),
  };
}
