import { useObservations, useWaterQuality } from '../api/details.ts';
import { useEquipmentList } from '../api/equipment.ts';
import { useSurvey } from '../api/surveys.ts';

/** Everything an existing survey's wizard shows: the survey, its equipment, water quality and observations. */
export function useWizardData(surveyId: number | null) {
  const survey = useSurvey(surveyId);
  const equipment = useEquipmentList(surveyId);
  const waterQuality = useWaterQuality(surveyId);
  const observations = useObservations(surveyId);
  const queries = [survey, equipment, waterQuality, observations];
  const isLoading = surveyId !== null && queries.some((q) => q.isPending && !q.isError);
  const error = queries.find((q) => q.error)?.error ?? null;
  return {
    isLoading,
    error,
    isSurveyMissing: survey.error instanceof Error && survey.error.message.startsWith('404'),
    survey: survey.data ?? null,
    equipment: equipment.data ?? [],
    waterQuality: waterQuality.data ?? null,
    observations: observations.data ?? null,
    refetch: () => Promise.all(queries.map((q) => q.refetch())),
  };
}
