import { useQuery } from '@tanstack/react-query';
import type { Equipment, Survey, WaterQuality } from '#shared/schemas/survey.ts';

/** Screens that calculate money read fresh data on every visit, not what another screen cached earlier. */
const FRESH = { refetchOnMount: 'always' } as const;

/** Query keys of the survey data a proposal is built from (the default loader joins them with "/"). */
export const surveyDataKeys = {
  survey: (surveyId: number) => ['/api/surveys', surveyId] as const,
  equipment: (surveyId: number) => ['/api/equipment/survey', surveyId] as const,
  waterQuality: (surveyId: number) => ['/api/water-quality/survey', surveyId] as const,
};

/** The survey; disabled until an id is known. */
export function useSurvey(surveyId: number | null) {
  return useQuery<Survey>({
    queryKey: surveyDataKeys.survey(surveyId ?? 0),
    enabled: surveyId !== null,
    ...FRESH,
  });
}

/** The survey's equipment (its systems), in the server's order. */
export function useSurveyEquipment(surveyId: number | null) {
  return useQuery<Equipment[]>({
    queryKey: surveyDataKeys.equipment(surveyId ?? 0),
    enabled: surveyId !== null,
    ...FRESH,
  });
}

/** The survey's water-quality test, or null when none was entered. */
export function useSurveyWaterQuality(surveyId: number | null) {
  return useQuery<WaterQuality | null>({
    queryKey: surveyDataKeys.waterQuality(surveyId ?? 0),
    enabled: surveyId !== null,
    ...FRESH,
  });
}
