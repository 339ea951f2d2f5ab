import { calculateChemicalAmounts } from './chemicals.ts';
import { calculateCycles } from './cycles.ts';
import { normalizeSystem, toIdKey } from './normalize.ts';
import { roundHalfUp, roundOrNull, roundToDecimals, toFinite } from './round.ts';
import { explainSystem, type SystemExplanation } from './systems.ts';
import type { ChemicalInput, ChemicalResult, ProgramInput, ProgramResult, SystemInput } from './types.ts';

/** Sums signed system figures in their input order and clamps the total at 0. */
export function sumMakeup(figures: number[]): number {
  const total = figures.reduce((sum, figure) => sum + figure, 0);
  return Math.max(toFinite(total), 0);
}

/** Picks the systems a chemical treats, in input order; empty when it names none that exist. */
export function selectTreatedSystems<T extends { id: unknown }>(chemical: ChemicalInput, systems: T[]): T[] {
  const keys = new Set(chemical.systemIds?.map(toIdKey));
  return systems.filter((system) => keys.has(toIdKey(system.id)));
}

/** Calculates one chemical's rounded yearly figures from the explained systems of its program. */
export function calculateChemical(chemical: ChemicalInput, systems: SystemExplanation[]): ChemicalResult {
  const treated = selectTreatedSystems(chemical, systems);
  if (treated.length === 0) {
    const zero = { makeupGallonsPerYear: 0, lbsPerYear: 0, gallonsPerYear: 0, annualCost: 0 };
    return { name: chemical.name, ...zero, needsSystems: true };
  }
  const base = sumMakeup(treated.map((system) => system.makeupGallonsPerYearUnrounded));
  const amounts = calculateChemicalAmounts(chemical, base);
  return {
    name: chemical.name,
    makeupGallonsPerYear: roundHalfUp(base),
    lbsPerYear: roundHalfUp(amounts.lbs),
    gallonsPerYear: roundHalfUp(amounts.gallons),
    annualCost: roundHalfUp(amounts.cost),
  };
}

/** Calculates the total capacity of the systems sized in tons, to 2 decimals. */
export function calculateTotalTonnage(systems: SystemInput[]): number {
  const tons = systems.map(normalizeSystem).filter((system) => system.isTons);
  return roundToDecimals(toFinite(tons.reduce((sum, system) => sum + system.capacity, 0)), 2);
}

/** Explains every system of a program with the program's unrounded cycles. */
export function explainSystems(input: ProgramInput, cycles: number | null): SystemExplanation[] {
  return input.systems.map((system) => explainSystem(system, cycles));
}

/** Calculates a treatment program's make-up water, chemical amounts and costs (the contract of docs/decisions/004-calculation-engine.md). */
export function calculateProgram(input: ProgramInput): ProgramResult {
  const cycles = calculateCycles(input.conductivity, input.systems);
  const systems = explainSystems(input, cycles);
  const chemicals = input.chemicals.map((chemical) => calculateChemical(chemical, systems));
  return {
    cycles: roundOrNull(cycles),
    totalTonnage: calculateTotalTonnage(input.systems),
    systems: systems.map((system) => ({ id: system.id, makeupGallonsPerYear: system.makeupGallonsPerYear })),
    totalMakeupGallonsPerYear: roundHalfUp(sumMakeup(systems.map((s) => s.makeupGallonsPerYearUnrounded))),
    chemicals,
    totalAnnualCost: chemicals.reduce((sum, chemical) => sum + chemical.annualCost, 0),
  };
}
