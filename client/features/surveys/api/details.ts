import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import type { Observations, WaterQuality } from '#shared/schemas/survey.ts';
import { surveyKeys } from './query-keys.ts';

/** Step 3 body without the survey id; numbers or null. */
export interface WaterQualityPayload {
  ph: number | null;
  conductivity: number | null;
  hardness: number | null;
  alkalinity: number | null;
  silica: number | null;
  iron: number | null;
  copper: number | null;
  chlorides: number | null;
  notes: string | null;
}

/** Step 4 body without the survey id; followUpDate is YYYY-MM-DD or null. */
export interface ObservationsPayload {
  systemObservations: string | null;
  recommendations: string | null;
  followUpTasks: string | null;
  followUpDate: string | null;
}

/** POST /api/water-quality: the first save and every update (an upsert). */
export async function saveWaterQuality(
  queryClient: QueryClient,
  surveyId: number,
  payload: WaterQualityPayload,
): Promise<WaterQuality> {
  const res = await apiRequest('POST', '/api/water-quality', { surveyId, ...payload });
  const saved = (await res.json()) as WaterQuality;
  queryClient.setQueryData(surveyKeys.waterQuality(surveyId), saved);
  return saved;
}

/** POST /api/observations (an upsert); follow-ups elsewhere are refetched on next view. */
export async function saveObservations(
  queryClient: QueryClient,
  surveyId: number,
  payload: ObservationsPayload,
): Promise<Observations> {
  const res = await apiRequest('POST', '/api/observations', { surveyId, ...payload });
  const saved = (await res.json()) as Observations;
  queryClient.setQueryData(surveyKeys.observations(surveyId), saved);
  void queryClient.invalidateQueries({ queryKey: ['/api/follow-ups'] });
  void queryClient.invalidateQueries({ queryKey: ['/api/dashboard/stats'] });
  return saved;
}

/** The survey's water quality row, or null before the first save. */
export function useWaterQuality(surveyId: number | null) {
  return useQuery<WaterQuality | null>({
    queryKey: surveyKeys.waterQuality(surveyId ?? 0),
    enabled: surveyId !== null,
  });
}

/** The survey's observations, or null before the first save. */
export function useObservations(surveyId: number | null) {
  return useQuery<Observations | null>({
    queryKey: surveyKeys.observations(surveyId ?? 0),
    enabled: surveyId !== null,
  });
}
