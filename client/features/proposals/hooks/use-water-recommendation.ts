import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { waterRangesQueryOptions } from '#client/api/water-ranges.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import type { WaterQuality } from '#shared/schemas/water-quality.ts';
import { DEFAULT_CONTROL_RANGES, pickRangeSystemType } from '#shared/water/control-ranges.ts';
import { buildWaterRecommendation, type WaterRecommendation } from '#shared/water/recommendation.ts';

interface WaterRecommendationSource {
  waterQuality: WaterQuality | null;
  equipment: readonly Pick<Equipment, 'type'>[];
  skinTemperatureF: number | null;
  targetCycles: number | null;
}

/** What the screens show: the recommendation once the user's ranges are read, and whether they could be. */
export interface WaterRecommendationState {
  recommendation: WaterRecommendation | null;
  isLoading: boolean;
  /** The ranges could not be read: the recommendation uses the default limits and says so. */
  isUsingDefaults: boolean;
}

/**
 * The cycles recommendation of a survey's water test for a skin temperature and target, read against the user's
 * control ranges for the survey's system type (the same function the proposal PDF uses).
 */
export function useWaterRecommendation(source: WaterRecommendationSource): WaterRecommendationState {
  const ranges = useQuery(waterRangesQueryOptions());
  const { waterQuality, equipment, skinTemperatureF, targetCycles } = source;
  const systemType = pickRangeSystemType(equipment.map((system) => system.type));
  const limits = ranges.isError
    ? DEFAULT_CONTROL_RANGES[systemType].cycleLimits
    : ranges.data?.find((entry) => entry.systemType === systemType)?.ranges.cycleLimits;
  const recommendation = useMemo(
    () =>
      limits === undefined
        ? null
        : buildWaterRecommendation({
            water: waterQuality,
            skinTemperatureF,
            targetCycles,
            systemType,
            limits,
          }),
    [limits, waterQuality, skinTemperatureF, targetCycles, systemType],
  );
  return { recommendation, isLoading: ranges.isPending, isUsingDefaults: ranges.isError };
}
