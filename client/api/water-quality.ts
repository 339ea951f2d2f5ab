import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '#client/lib/api.ts';
import { sendWrite } from '#client/lib/offline/write.ts';
import type { WaterQuality } from '#shared/schemas/water-quality.ts';
import { invalidateProposalFigures } from './proposals.ts';

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
  calciumHardness: number | null;
  tds: number | null;
  sulfate: number | null;
  temperatureF: number | null;
  notes: string | null;
}

/** Query keys of a survey's water-quality test. */
export const waterQualityKeys = {
  all: ['water-quality'] as const,
  bySurvey: (surveyId: number) => ['water-quality', 'survey', surveyId] as const,
};

/** The survey's water-quality test, or null before the first save; skipped without an id. */
export function waterQualityQueryOptions(surveyId: number | null) {
  return queryOptions({
    queryKey: waterQualityKeys.bySurvey(surveyId ?? 0),
    queryFn:
      surveyId === null
        ? skipToken
        : ({ signal }) => fetchJson<WaterQuality | null>(`/api/water-quality/survey/${surveyId}`, signal),
  });
}

/** POST /api/water-quality (an upsert); the server recalculated the survey's proposal with the new conductivity. */
export function useSaveWaterQuality() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ surveyId, payload }: { surveyId: number; payload: WaterQualityPayload }) => {
      const seen = client.getQueryData<WaterQuality | null>(waterQualityKeys.bySurvey(surveyId));
      return sendWrite<WaterQuality>({
        kind: 'water-test',
        method: 'POST',
        url: '/api/water-quality',
        body: { surveyId, ...payload },
        label: 'Water test',
        seen,
        local: () => ({ ...seen, ...payload, surveyId }) as WaterQuality,
        reads: (saved) => [{ url: `/api/water-quality/survey/${surveyId}`, update: () => saved }],
      });
    },
    onSuccess: (saved, { surveyId }) => {
      client.setQueryData(waterQualityKeys.bySurvey(surveyId), saved);
      invalidateProposalFigures(client);
    },
  });
}
