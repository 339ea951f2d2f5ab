import { calculateCycles, listCyclesSources } from '../calc/cycles.ts';
import { formatNumber } from '../calc/format.ts';
import { parseLooseNumber } from '../calc/parse-number.ts';
import { calculateChemical, calculateProgram, explainSystems, sumMakeup } from '../calc/program.ts';
import { roundHalfUp, roundToDecimals } from '../calc/round.ts';
import type { ProgramInput, SystemInput } from '../calc/types.ts';

// One function per figure that appears on more than one screen or document
// (docs/decisions/017-one-definition-per-figure.md).

/** The name every screen and PDF gives the program's cycles figure. */
export const CYCLES_LABEL = 'Cycles of Concentration';
/** Shown instead of a cycles value that cannot be worked out (never an invented number). */
export const CYCLES_NOT_AVAILABLE = 'Not available';

/** The program's cycles of concentration with how it was reached, ready to show. */
export interface CyclesFigure {
  /** Mean bleed setpoint ÷ make-up conductivity, 2 decimals; null when it cannot be worked out. */
  value: number | null;
  /** "4.83", or "Not available". */
  text: string;
  /** How many systems' setpoints the mean is taken over. */
  sourceCount: number;
  /** Always true for a value: it rests on the controllers' setpoints, not on a measured tower-water reading. */
  isEstimated: boolean;
  /** One line saying where the figure comes from, or what it needs. */
  note: string;
}

/** Works out the program's cycles of concentration (the generator's, detail page's, report's and PDFs' figure). */
export function describeCycles(conductivity: unknown, systems: SystemInput[]): CyclesFigure {
  const water = parseLooseNumber(conductivity);
  const sourceCount = listCyclesSources(water, systems).length;
  const cycles = calculateCycles(water, systems);
  if (cycles === null) {
    return {
      value: null,
      text: CYCLES_NOT_AVAILABLE,
      sourceCount,
      isEstimated: false,
      note: 'Needs the make-up conductivity and a bleed setpoint on a cooling tower, evaporative condenser or chiller',
    };
  }
  const value = roundToDecimals(cycles, 2);
  const over = sourceCount > 1 ? `, mean of ${sourceCount} systems` : '';
  return {
    value,
    text: formatNumber(value, 2),
    sourceCount,
    isEstimated: true,
    note: `Estimated: bleed setpoint ÷ make-up conductivity${over}`,
  };
}

/** Make-up water and chemical cost of a program at one cycles value, rounded as the engine rounds. */
export interface ProgramAtCycles {
  cycles: number | null;
  makeupGallonsPerYear: number;
  annualCost: number;
}

/** The saved target cycles against today's: water and money per year, and what the target saves. */
export interface TargetProjection {
  current: ProgramAtCycles;
  target: ProgramAtCycles;
  /** Current minus target make-up water; null when today's cycles are unknown (no fair comparison). */
  waterSavedGallonsPerYear: number | null;
  /** Current minus target chemical cost; null when today's cycles are unknown. */
  costSavedPerYear: number | null;
}

function measureAtCycles(input: ProgramInput, cycles: number): ProgramAtCycles {
  const systems = explainSystems(input, cycles);
  const chemicals = input.chemicals.map((chemical) => calculateChemical(chemical, systems));
  return {
    cycles,
    makeupGallonsPerYear: roundHalfUp(sumMakeup(systems.map((s) => s.makeupGallonsPerYearUnrounded))),
    annualCost: chemicals.reduce((sum, chemical) => sum + chemical.annualCost, 0),
  };
}

/** Projects the program at a saved target cycles value with the engine; null without a usable target. */
export function projectTargetCycles(
  input: ProgramInput,
  targetCycles: number | null | undefined,
): TargetProjection | null {
  if (typeof targetCycles !== 'number' || !Number.isFinite(targetCycles) || targetCycles <= 1) return null;
  const today = calculateProgram(input);
  const current = {
    cycles: today.cycles,
    makeupGallonsPerYear: today.totalMakeupGallonsPerYear,
    annualCost: today.totalAnnualCost,
  };
  const target = measureAtCycles(input, targetCycles);
  const isComparable = current.cycles !== null;
  return {
    current,
    target,
    waterSavedGallonsPerYear: isComparable
      ? current.makeupGallonsPerYear - target.makeupGallonsPerYear
      : null,
    costSavedPerYear: isComparable ? current.annualCost - target.annualCost : null,
  };
}

/** Sums the boilers' steam rates in lb/hr; null when no boiler gives one. */
export function sumSteamRate(equipment: readonly { type: string; steamRate?: unknown }[]): number | null {
  const rates = equipment
    .filter((item) => item.type === 'boiler')
    .map((item) => parseLooseNumber(item.steamRate))
    .filter((rate): rate is number => rate !== null && rate > 0);
  return rates.length ? rates.reduce((sum, rate) => sum + rate, 0) : null;
}

/** Sums the systems' total water volumes in gallons; null when none gives one. */
export function sumClosedLoopVolume(equipment: readonly { totalWaterVolume?: unknown }[]): number | null {
  const volumes = equipment
    .map((item) => item.totalWaterVolume)
    .filter((volume): volume is number => typeof volume === 'number' && volume > 0);
  return volumes.length ? volumes.reduce((sum, volume) => sum + volume, 0) : null;
}
