import { useQueries, useQuery } from '@tanstack/react-query';
import { currentChemicalsQueryOptions } from '#client/api/current-chemicals.ts';
import { equipmentListQueryOptions } from '#client/api/equipment.ts';
import { observationsQueryOptions } from '#client/api/observations.ts';
import { type PhotoItem, photosQueryOptions } from '#client/api/photos.ts';
import { surveyQueryOptions } from '#client/api/surveys.ts';
import { waterQualityQueryOptions } from '#client/api/water-quality.ts';
import { waterRangesQueryOptions } from '#client/api/water-ranges.ts';
import type { CurrentChemical } from '#shared/schemas/current-chemicals.ts';

/** A photo as the report shows it: `url` is the owner-only address to display. */
export type ReportPhoto = PhotoItem;

/** Survey, equipment, water quality, observations and the user's water control ranges, all requested at once. */
export function useSurveyReport(surveyId: number | null) {
  return {
    survey: useQuery(surveyQueryOptions(surveyId)),
    equipment: useQuery(equipmentListQueryOptions(surveyId)),
    waterQuality: useQuery(waterQualityQueryOptions(surveyId)),
    observations: useQuery(observationsQueryOptions(surveyId)),
    waterRanges: useQuery(waterRangesQueryOptions()),
  };
}

/** Every system's current chemicals and photos, requested in parallel once the equipment list is known. */
export function useSystemExtras(equipmentIds: number[]) {
  const chemicals = useQueries({
    queries: equipmentIds.map((id) => currentChemicalsQueryOptions(id)),
    combine: (results) => toMap<CurrentChemical[]>(equipmentIds, results),
  });
  const photos = useQueries({
    queries: equipmentIds.map((id) => photosQueryOptions(id)),
    combine: (results) => toMap<ReportPhoto[]>(equipmentIds, results),
  });
  return { chemicals, photos };
}

/** What one system's chemicals or photos query holds. */
export type ExtraState<T> = { data: T | undefined; isLoading: boolean; isError: boolean };

function toMap<T>(
  ids: number[],
  results: { data: T | undefined; isLoading: boolean; isError: boolean }[],
): Map<number, ExtraState<T>> {
  return new Map(
    ids.map((id, index) => {
      const result = results[index];
      return [id, { data: result?.data, isLoading: !!result?.isLoading, isError: !!result?.isError }];
    }),
  );
}
