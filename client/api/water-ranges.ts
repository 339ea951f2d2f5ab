import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fetchJson } from '#client/lib/api.ts';
import type {
  SystemControlRanges,
  WaterControlRanges,
  WaterRangeSystemType,
} from '#shared/water/control-ranges.ts';

/** Query keys of the signed-in user's water control ranges. */
export const waterRangeKeys = {
  all: ['water-ranges'] as const,
};

/** The user's control ranges for every system type (defaults filled in), from GET /api/settings/water-ranges. */
export function waterRangesQueryOptions() {
  return queryOptions({
    queryKey: waterRangeKeys.all,
    queryFn: ({ signal }) => fetchJson<SystemControlRanges[]>('/api/settings/water-ranges', signal),
  });
}

/** PUT /api/settings/water-ranges/:systemType; the answer (every type's ranges) replaces the cached list. */
export function useSaveWaterRanges() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      systemType,
      ranges,
    }: {
      systemType: WaterRangeSystemType;
      ranges: WaterControlRanges;
    }) => {
      const res = await apiRequest('PUT', `/api/settings/water-ranges/${systemType}`, ranges);
      return (await res.json()) as SystemControlRanges[];
    },
    onSuccess: (all) => client.setQueryData(waterRangeKeys.all, all),
  });
}

/** DELETE /api/settings/water-ranges/:systemType: back to the defaults. */
export function useResetWaterRanges() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (systemType: WaterRangeSystemType) => {
      const res = await apiRequest('DELETE', `/api/settings/water-ranges/${systemType}`);
      return (await res.json()) as SystemControlRanges[];
    },
    onSuccess: (all) => client.setQueryData(waterRangeKeys.all, all),
  });
}
