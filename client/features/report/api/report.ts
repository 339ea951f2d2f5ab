import { useQueries, useQuery } from '@tanstack/react-query';
import type {
  CurrentChemical,
  Equipment,
  EquipmentPhoto,
  Observations,
  Survey,
  WaterQuality,
} from '#shared/schemas/survey.ts';

/** A photo as GET /api/equipment/:id/photos returns it: `url` is the owner-only address to display. */
export type ReportPhoto = EquipmentPhoto & { url: string };

/** Query keys of the report's endpoints (the default loader fetches the joined key). */
export const reportKeys = {
  survey: (id: number) => ['/api/surveys', id] as const,
  equipment: (surveyId: number) => ['/api/equipment/survey', surveyId] as const,
  waterQuality: (surveyId: number) => ['/api/water-quality/survey', surveyId] as const,
  observations: (surveyId: number) => ['/api/observations/survey', surveyId] as const,
  chemicals: (equipmentId: number) => ['/api/current-chemicals/equipment', equipmentId] as const,
  photos: (equipmentId: number) => ['/api/equipment', equipmentId, 'photos'] as const,
};

/** The address of the survey report PDF made on the server. */
export function reportPdfUrl(surveyId: number): string {
  return `/api/surveys/${surveyId}/report.pdf`;
}

/** Survey, equipment, water quality and observations, all requested at once. */
export function useSurveyReport(surveyId: number | null) {
  const enabled = surveyId !== null;
  const id = surveyId ?? 0;
  const survey = useQuery<Survey>({ queryKey: reportKeys.survey(id), enabled });
  const equipment = useQuery<Equipment[]>({ queryKey: reportKeys.equipment(id), enabled });
  const waterQuality = useQuery<WaterQuality | null>({ queryKey: reportKeys.waterQuality(id), enabled });
  const observations = useQuery<Observations | null>({ queryKey: reportKeys.observations(id), enabled });
  return { survey, equipment, waterQuality, observations };
}

/** Every system's current chemicals and photos, requested in parallel once the equipment list is known. */
export function useSystemExtras(equipmentIds: number[]) {
  const chemicals = useQueries({
    queries: equipmentIds.map((id) => ({ queryKey: reportKeys.chemicals(id) })),
    combine: (results) => toMap<CurrentChemical[]>(equipmentIds, results),
  });
  const photos = useQueries({
    queries: equipmentIds.map((id) => ({ queryKey: reportKeys.photos(id) })),
    combine: (results) => toMap<ReportPhoto[]>(equipmentIds, results),
  });
  return { chemicals, photos };
}

/** What one system's chemicals or photos query holds. */
export type ExtraState<T> = { data: T | undefined; isLoading: boolean; isError: boolean };

function toMap<T>(
  ids: number[],
  results: { data: unknown; isLoading: boolean; isError: boolean }[],
): Map<number, ExtraState<T>> {
  return new Map(
    ids.map((id, index) => {
      const result = results[index];
      return [
        id,
        { data: result?.data as T | undefined, isLoading: !!result?.isLoading, isError: !!result?.isError },
      ];
    }),
  );
}
