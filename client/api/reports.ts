/** The address of a survey's report PDF, made on the server (the report page reads the survey's own resources). */
export function reportPdfUrl(surveyId: number): string {
  return `/api/surveys/${surveyId}/report.pdf`;
}
