import { displaySurveyStatus } from '#shared/enums.ts';
import type { Survey } from '#shared/schemas/survey.ts';

/** Where a recent survey leads: the report once it is final, otherwise back into the wizard. */
export function surveyHref(survey: Pick<Survey, 'id' | 'status'>): string {
  return displaySurveyStatus(survey.status) === 'final'
    ? `/survey-report/${survey.id}`
    : `/edit-survey/${survey.id}`;
}
