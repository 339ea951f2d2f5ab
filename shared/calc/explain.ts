import { type CyclesSource, calculateCycles, hasBlowdown, listCyclesSources } from './cycles.ts';
import { parsePositiveNumber } from './parse-number.ts';
import { explainSystems, sumMakeup } from './program.ts';
import { roundHalfUp, roundOrNull } from './round.ts';
import type { SystemExplanation } from './systems.ts';
import { EVAPORATIVE_SYSTEM_TYPES, type ProgramInput } from './types.ts';

/** The "Show the math" view of a program: cycles, where they came from, and each system's steps. */
export interface ProgramExplanation {
  conductivity: number | null;
  /** Cycles of concentration rounded to 2 decimals, or null. */
  cycles: number | null;
  cyclesUnrounded: number | null;
  cyclesSources: CyclesSource[];
  /** True when cycles are above 1, so evaporative systems include blowdown. */
  blowdownIncluded: boolean;
  /** Why blowdown is left out, when there are evaporative systems and it is; else null. */
  blowdownNote: string | null;
  systems: SystemExplanation[];
  /** Sum of all systems, credits subtracted, clamped at 0 and rounded. */
  totalMakeupGallonsPerYear: number;
}

const EVAPORATIVE_TYPES: readonly string[] = EVAPORATIVE_SYSTEM_TYPES;

function describeMissingBlowdown(cycles: number | null): string {
  if (cycles === null) {
    return 'Blowdown is not included: cycles of concentration need a conductivity and a bleed setpoint.';
  }
  return 'Blowdown is not included: cycles of concentration are 1 or less.';
}

/** Explains how a program's make-up water is worked out, system by system, with a note on blowdown. */
export function explainProgram(input: ProgramInput): ProgramExplanation {
  const cyclesUnrounded = calculateCycles(input.conductivity, input.systems);
  const systems = explainSystems(input, cyclesUnrounded);
  const blowdownIncluded = hasBlowdown(cyclesUnrounded);
  const hasEvaporative = systems.some((system) => EVAPORATIVE_TYPES.includes(system.type));
  return {
    conductivity: parsePositiveNumber(input.conductivity),
    cycles: roundOrNull(cyclesUnrounded),
    cyclesUnrounded,
    cyclesSources: listCyclesSources(input.conductivity, input.systems),
    blowdownIncluded,
    blowdownNote: hasEvaporative && !blowdownIncluded ? describeMissingBlowdown(cyclesUnrounded) : null,
    systems,
    totalMakeupGallonsPerYear: roundHalfUp(sumMakeup(systems.map((s) => s.makeupGallonsPerYearUnrounded))),
  };
}
