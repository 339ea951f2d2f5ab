export {
  type ChemicalAmounts,
  calculateChemicalAmounts,
  normalizePriceUnit,
  normalizeRateUnit,
} from './chemicals.ts';
export {
  type CyclesSource,
  calculateCycles,
  calculateDetailCycles,
  DETAIL_CYCLES_DIVISOR,
  hasBlowdown,
  listCyclesSources,
} from './cycles.ts';
export { explainProgram, type ProgramExplanation } from './explain.ts';
export { formatDateUS, formatNumber, formatUsd } from './format.ts';
export { type NormalizedSystem, normalizeSystem, normalizeSystemType } from './normalize.ts';
export { parseLooseNumber, parsePositiveNumber } from './parse-number.ts';
export { calculateChemical, calculateProgram, calculateTotalTonnage } from './program.ts';
export { roundHalfUp, roundToDecimals } from './round.ts';
export { type CyclesScenario, type CyclesSimulation, type CyclesTotals, simulateCycles } from './simulate.ts';
export { isSystemType, SYSTEM_TYPE_LABELS, SYSTEM_TYPE_NOUNS } from './system-labels.ts';
export {
  calculateSystemMakeup,
  explainSystem,
  type SystemExplanation,
  type SystemMethod,
} from './systems.ts';
export * from './types.ts';
