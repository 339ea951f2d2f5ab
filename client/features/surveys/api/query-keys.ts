/** Query keys of the surveys feature; the default loader fetches each key joined with "/". */
export const surveyKeys = {
  list: () => ['/api/surveys'] as const,
  detail: (surveyId: number) => ['/api/surveys', surveyId] as const,
  equipment: (surveyId: number) => ['/api/equipment/survey', surveyId] as const,
  photos: (equipmentId: number) => ['/api/equipment', equipmentId, 'photos'] as const,
  chemicals: (equipmentId: number) => ['/api/current-chemicals/equipment', equipmentId] as const,
  waterQuality: (surveyId: number) => ['/api/water-quality/survey', surveyId] as const,
  observations: (surveyId: number) => ['/api/observations/survey', surveyId] as const,
};

/** Other features' lists that change when a survey or its details change (refetched on next view). */
export const DEPENDENT_KEYS = [['/api/dashboard/stats'], ['/api/follow-ups'], ['/api/proposals']] as const;
