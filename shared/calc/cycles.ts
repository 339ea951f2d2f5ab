import { normalizeSystem } from './normalize.ts';
import { parsePositiveNumber } from './parse-number.ts';
import { roundToDecimals } from './round.ts';
import { type CalcId, CYCLES_SYSTEM_TYPES, type LooseNumber, type SystemInput } from './types.ts';

/** Conductivity the proposal detail page divides by for its cycles estimate. */
export const DETAIL_CYCLES_DIVISOR = 300;

/** One system's contribution to the generator's cycles of concentration. */
export interface CyclesSource {
  id: CalcId;
  type: string;
  bleedSetpoint: number;
  cycles: number;
}

const CYCLES_TYPES: readonly string[] = CYCLES_SYSTEM_TYPES;

/** Lists the systems whose bleed setpoint over the conductivity enters the cycles mean. */
export function listCyclesSources(conductivity: LooseNumber, systems: SystemInput[]): CyclesSource[] {
  const water = parsePositiveNumber(conductivity);
  if (water === null) return [];
  return systems
    .map(normalizeSystem)
    .filter((system) => CYCLES_TYPES.includes(system.type) && system.bleedSetpoint !== null)
    .map((system) => {
      const bleedSetpoint = system.bleedSetpoint as number;
      return { id: system.id, type: system.type, bleedSetpoint, cycles: bleedSetpoint / water };
    });
}

/** Calculates the generator's unrounded cycles of concentration: the mean bleed setpoint / conductivity, or null. */
export function calculateCycles(conductivity: LooseNumber, systems: SystemInput[]): number | null {
  const sources = listCyclesSources(conductivity, systems);
  // Without a source the mean is 0 / 0, which is not finite: null, like an overflowing mean.
  const mean = sources.reduce((sum, source) => sum + source.cycles, 0) / sources.length;
  return Number.isFinite(mean) ? mean : null;
}

/** Calculates the proposal detail page's estimate: conductivity / 300 to 2 decimals, or null without a reading. */
export function calculateDetailCycles(conductivity: LooseNumber): number | null {
  const water = parsePositiveNumber(conductivity);
  return water === null ? null : roundToDecimals(water / DETAIL_CYCLES_DIVISOR, 2);
}

/** Tells whether cycles are high enough for blowdown to be counted (known and above 1). */
export function hasBlowdown(cycles: number | null): cycles is number {
  return Number.isFinite(cycles) && (cycles as number) > 1;
}
