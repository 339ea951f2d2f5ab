import { DEFAULT_CONTROL_RANGES, pickRangeSystemType } from '#shared/water/control-ranges.ts';
import { buildWaterRecommendation } from '#shared/water/recommendation.ts';
import type { WritingSource } from './source.ts';

/**
 * Whether the proposal's saved target cycles are above what the water allows (the PDF's "Scale and Cycles
 * Recommendation" calls them too high): the writers then sell no savings at that target. False without a target,
 * or when the water test lacks what the indices need (nothing says the target is too high).
 */
export function isTargetAboveRecommendation(source: WritingSource): boolean {
  const { proposal, equipment } = source;
  if (proposal.targetCycles === null) return false;
  const systemType = pickRangeSystemType(equipment.map((system) => system.type));
  const recommendation = buildWaterRecommendation({
    water: source.waterQuality,
    skinTemperatureF: proposal.skinTemperatureF,
    targetCycles: proposal.targetCycles,
    systemType,
    limits: source.cycleLimits ?? DEFAULT_CONTROL_RANGES[systemType].cycleLimits,
  });
  return recommendation.target !== null && !recommendation.target.isWithin;
}
