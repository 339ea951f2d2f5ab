/** Reads the surveyId query parameter: a positive whole number, else null ("Invalid Survey ID"). */
export function parseSurveyId(search: string): number | null {
  const raw = new URLSearchParams(search).get('surveyId')?.trim() ?? '';
  if (!/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
