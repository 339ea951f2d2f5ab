import { parseLooseNumber, parsePositiveNumber } from './parse-number.ts';
import { type CalcId, DEFAULT_RUNTIME_HOURS, type SystemInput } from './types.ts';

/** A system with every field read into a number (or null for "not given") and defaults applied. */
export interface NormalizedSystem {
  id: CalcId;
  /** Lower-case, hyphenated type ("Cooling Tower" -> "cooling-tower"). */
  type: string;
  /** Capacity, 0 when not given or negative. */
  capacity: number;
  isTons: boolean;
  /** Flow rate in GPM, null unless above 0. */
  flowRate: number | null;
  /** Operating pressure, null when not entered (blank, unreadable or 0). */
  pressure: number | null;
  /** Load as a fraction: systemLoad / 100, 1 when not given, 0 for negatives. */
  loadFactor: number;
  /** Annual runtime in hours: 8760 when not given, 0 or negative. */
  runtimeHours: number;
  /** Bleed setpoint in µS/cm, null unless above 0. */
  bleedSetpoint: number | null;
  /** Steam rate in lb/h, null unless above 0. */
  steamRate: number | null;
  /** Make-up meter in GPM, null unless above 0. */
  makeUpMeter: number | null;
}

/** Turns a stored or typed type name into the engine's hyphenated lower-case form. */
export function normalizeSystemType(type: unknown): string {
  if (typeof type !== 'string') return '';
  return type
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** Reads every field of a system input and applies the contract's defaults. */
export function normalizeSystem(system: SystemInput): NormalizedSystem {
  const pressure = parseLooseNumber(system.operatingPressure);
  const load = parseLooseNumber(system.systemLoad);
  return {
    id: system.id,
    type: normalizeSystemType(system.type),
    capacity: parsePositiveNumber(system.capacity) ?? 0,
    isTons: typeof system.capacityUnit === 'string' && system.capacityUnit.trim().toLowerCase() === 'tons',
    flowRate: parsePositiveNumber(system.flowRate),
    pressure: pressure === 0 ? null : pressure,
    loadFactor: load === null ? 1 : Math.max(load, 0) / 100,
    runtimeHours: parsePositiveNumber(system.annualRuntime) ?? DEFAULT_RUNTIME_HOURS,
    bleedSetpoint: parsePositiveNumber(system.bleedSetpoint),
    steamRate: parsePositiveNumber(system.steamRate),
    makeUpMeter: parsePositiveNumber(system.makeUpMeter),
  };
}

/** Turns an id into a comparable key so 1 and "1" name the same system. */
export function toIdKey(id: unknown): string {
  return String(id);
}
