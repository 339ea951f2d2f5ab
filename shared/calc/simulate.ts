import { calculateCycles } from './cycles.ts';
import { explainSystems, sumMakeup } from './program.ts';
import { roundHalfUp, roundOrNull } from './round.ts';
import type { ProgramInput } from './types.ts';

/** Make-up gallons per year of a program at one cycles value, rounded. */
export interface CyclesTotals {
  coolingTowerGallonsPerYear: number;
  evaporativeCondenserGallonsPerYear: number;
  /** All systems, credits subtracted, clamped at 0. */
  totalGallonsPerYear: number;
}

/** One row of the cycles what-if: the totals at a target cycles value and the change from today. */
export interface CyclesScenario extends CyclesTotals {
  cycles: number;
  /** Change of the all-systems total against the current cycles; null when current cycles are unknown. */
  deltaGallonsPerYear: number | null;
  /** That change in percent of the current total, 2 decimals; null when unknown or the current total is 0. */
  percentChange: number | null;
}

/** The cycles what-if: the current totals and one scenario per target cycles value. */
export interface CyclesSimulation {
  currentCycles: number | null;
  current: CyclesTotals;
  scenarios: CyclesScenario[];
}

function measureTotals(input: ProgramInput, cycles: number | null) {
  const systems = explainSystems(input, cycles);
  const sumType = (type: string) =>
    sumMakeup(systems.filter((s) => s.type === type).map((s) => s.makeupGallonsPerYearUnrounded));
  return {
    coolingTower: sumType('cooling-tower'),
    evaporativeCondenser: sumType('evaporative-condenser'),
    total: sumMakeup(systems.map((s) => s.makeupGallonsPerYearUnrounded)),
  };
}

function roundTotals(totals: ReturnType<typeof measureTotals>): CyclesTotals {
  return {
    coolingTowerGallonsPerYear: roundHalfUp(totals.coolingTower),
    evaporativeCondenserGallonsPerYear: roundHalfUp(totals.evaporativeCondenser),
    totalGallonsPerYear: roundHalfUp(totals.total),
  };
}

/** Simulates the program's make-up water at each target cycles value against its current cycles. */
export function simulateCycles(input: ProgramInput, targetCycles: number[]): CyclesSimulation {
  const currentCycles = calculateCycles(input.conductivity, input.systems);
  const current = measureTotals(input, currentCycles);
  const scenarios = targetCycles.filter(Number.isFinite).map((cycles): CyclesScenario => {
    const totals = measureTotals(input, cycles);
    const delta = currentCycles === null ? null : totals.total - current.total;
    const percent = delta === null || current.total === 0 ? null : (delta / current.total) * 100;
    return {
      cycles,
      ...roundTotals(totals),
      deltaGallonsPerYear: delta === null ? null : roundHalfUp(delta),
      percentChange: roundOrNull(percent),
    };
  });
  return {
    currentCycles: roundOrNull(currentCycles),
    current: roundTotals(current),
    scenarios,
  };
}
