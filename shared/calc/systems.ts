import { normalizeSystem } from './normalize.ts';
import { roundHalfUp, toFinite } from './round.ts';
import { explainKnownType, type Steps } from './system-formulas.ts';
import { isSystemType, SYSTEM_TYPE_LABELS } from './system-labels.ts';
import type { CalcId, SystemInput } from './types.ts';

/** Which inputs a system's make-up figure came from. */
export type SystemMethod =
  | 'flow-rate'
  | 'capacity'
  | 'steam-rate'
  | 'make-up-meter'
  | 'missing'
  | 'unknown-type';

/** Every step of one system's make-up calculation, for the "Show the math" panel. */
export interface SystemExplanation {
  id: CalcId;
  type: string;
  label: string;
  method: SystemMethod;
  /** True for a condensate return, whose figure is subtracted. */
  isCredit: boolean;
  capacity: number;
  /** Flow in GPM after load and any pressure factor; null where the type has no flow. */
  flowGpm: number | null;
  loadFactor: number;
  runtimeHours: number;
  pressure: number | null;
  /** The pressure multiplier applied (1 when none). */
  pressureFactor: number;
  evaporationGpm: number | null;
  blowdownGpm: number | null;
  driftGpm: number | null;
  /** True when blowdown was counted: an evaporative system with cycles above 1. */
  blowdownIncluded: boolean;
  cycles: number | null;
  steamRate: number | null;
  makeupMeterGpm: number | null;
  /** Signed make-up gallons per year, rounded half up. */
  makeupGallonsPerYear: number;
  makeupGallonsPerYearUnrounded: number;
  /** Human sentences naming inputs the figure still needs. */
  missing: string[];
}

function describeUnknownType(type: string): string {
  return type === ''
    ? 'A system without a type is not counted'
    : `Unknown system type "${type}" is not counted`;
}

/** Explains how one system's make-up gallons per year are worked out, step by step, given the unrounded cycles. */
export function explainSystem(input: SystemInput, cycles: number | null): SystemExplanation {
  const system = normalizeSystem(input);
  const { type } = system;
  const steps: Steps = isSystemType(type)
    ? explainKnownType(system, type, cycles)
    : { method: 'unknown-type', missing: [describeUnknownType(type)], makeupGallonsPerYearUnrounded: 0 };
  const unrounded = toFinite(steps.makeupGallonsPerYearUnrounded);
  return {
    id: system.id,
    type,
    label: isSystemType(type) ? SYSTEM_TYPE_LABELS[type] : type,
    isCredit: type === 'condensate-return',
    capacity: system.capacity,
    flowGpm: null,
    loadFactor: system.loadFactor,
    runtimeHours: system.runtimeHours,
    pressure: system.pressure,
    pressureFactor: 1,
    evaporationGpm: null,
    blowdownGpm: null,
    driftGpm: null,
    blowdownIncluded: false,
    cycles,
    steamRate: system.steamRate,
    makeupMeterGpm: system.makeUpMeter,
    missing: [],
    ...steps,
    makeupGallonsPerYear: roundHalfUp(unrounded),
    makeupGallonsPerYearUnrounded: unrounded,
  };
}

/** Calculates one system's signed, unrounded make-up gallons per year (condensate credits are negative). */
export function calculateSystemMakeup(system: SystemInput, cycles: number | null): number {
  return explainSystem(system, cycles).makeupGallonsPerYearUnrounded;
}
