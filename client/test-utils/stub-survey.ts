import { buildEquipment, buildSurvey, buildWaterQuality } from './builders.ts';
import { jsonResponse, stubFetch } from './stub-fetch.ts';
import { buildUser } from './users.ts';

/**
 * The first answers of a page about survey 5 (the proposal generator): the signed-in user, the survey, its
 * cooling tower and its water test. `extra` adds handlers or replaces these ("GET /api/equipment/survey/5" for
 * other systems). Returns the fetch mock.
 */
export function stubSurveyApi(extra: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    'GET /api/user': () => jsonResponse(200, buildUser()),
    'GET /api/surveys/5': () => jsonResponse(200, buildSurvey()),
    'GET /api/equipment/survey/5': () => jsonResponse(200, [buildEquipment()]),
    'GET /api/water-quality/survey/5': () => jsonResponse(200, buildWaterQuality()),
    ...extra,
  });
}
