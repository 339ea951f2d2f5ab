export { explainProgram, type ProgramExplanation } from './explain.ts';
export { formatNumber, formatUsd } from './format.ts';
export { parseLooseNumber } from './parse-number.ts';
export { calculateProgram, calculateTotalTonnage } from './program.ts';
export { type CyclesScenario, type CyclesSimulation, simulateCycles } from './simulate.ts';
export type { SystemExplanation } from './systems.ts';
export * from './types.ts';
