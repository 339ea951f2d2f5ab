export { calculateWaterChemistry } from './chemistry.ts';
export * from './constants.ts';
export {
  describeLimit,
  describeLimitingFactor,
  describeSampleIndices,
  describeWaterAssumptions,
} from './describe.ts';
export { type WaterChemistryInput, WaterChemistryInputSchema } from './schema.ts';
export {
  classifyLangelier,
  classifyLarsonSkold,
  classifyStability,
  explainVerdict,
  WATER_INDICES,
  type WaterIndexKey,
  type WaterIndexVerdicts,
} from './verdicts.ts';
