import { useQuery } from '@tanstack/react-query';
import { equipmentListQueryOptions } from '#client/api/equipment.ts';
import { surveyQueryOptions } from '#client/api/surveys.ts';
import { waterQualityQueryOptions } from '#client/api/water-quality.ts';

/** Screens that calculate money read fresh data on every visit, not what another screen cached earlier. */
const FRESH = { refetchOnMount: 'always' } as const;

/** The survey a proposal is built from: the survey, its systems and its water test, each read fresh. */
export function useSurveyData(surveyId: number | null) {
  return {
    survey: useQuery({ ...surveyQueryOptions(surveyId), ...FRESH }),
    equipment: useQuery({ ...equipmentListQueryOptions(surveyId), ...FRESH }),
    waterQuality: useQuery({ ...waterQualityQueryOptions(surveyId), ...FRESH }),
  };
}
