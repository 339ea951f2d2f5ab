import { roundOrNull, roundToDecimals } from '../calc/round.ts';
import { CYCLE_LIMIT_KEYS, type CycleLimitKey, type CycleLimits, PROJECTED_CYCLES } from './constants.ts';
import {
  calculateEquilibriumPh,
  calculateLangelier,
  calculatePuckorius,
  calculateRyznar,
  calculateSaturationPh,
} from './indices.ts';
import { isAbove } from './verdicts.ts';

/** The make-up water the projection concentrates: the saturation inputs above 0, the others null when not entered. */
export interface MakeUpWater {
  alkalinity: number;
  calciumHardness: number;
  tds: number;
  chlorides: number | null;
  silica: number | null;
  skinTemperatureF: number;
}

/** One row of the projection: the tower water at N cycles, rounded to 2 decimals, and the limits it exceeds. */
export interface CyclesRow extends TowerWater {
  exceeds: CycleLimitKey[];
}

/** The projection over cycles of concentration with the recommendation it leads to. */
export interface CyclesProjection {
  cycles: CyclesRow[];
  /** The last cycles before the first row that exceeds a limit; null when 2 cycles already do. */
  maxCycles: number | null;
  /** The first limit the first exceeding row breaks; null when no row does. */
  limitingFactor: CycleLimitKey | null;
}

const round = (value: number) => roundToDecimals(value, 2);

/** The tower water at N cycles, unrounded, as comparisons need it. */
export interface TowerWater {
  cycles: number;
  ph: number;
  lsi: number;
  rsi: number;
  psi: number;
  calciumHardness: number;
  silica: number | null;
  chlorides: number | null;
}

/** Concentrates the make-up water N times (no acid feed) and reads it at its buffered pH and the skin temperature. */
export function calculateTowerWater(water: MakeUpWater, cycles: number): TowerWater {
  const alkalinity = water.alkalinity * cycles;
  const calciumHardness = water.calciumHardness * cycles;
  const ph = calculateEquilibriumPh(alkalinity);
  const saturationPh = calculateSaturationPh({
    tds: water.tds * cycles,
    calciumHardness,
    alkalinity,
    temperatureF: water.skinTemperatureF,
  });
  return {
    cycles,
    ph,
    lsi: calculateLangelier(ph, saturationPh),
    rsi: calculateRyznar(ph, saturationPh),
    psi: calculatePuckorius(saturationPh, alkalinity),
    calciumHardness,
    silica: water.silica === null ? null : water.silica * cycles,
    chlorides: water.chlorides === null ? null : water.chlorides * cycles,
  };
}

/** The limits the tower water breaks, in the contract's order; a limit whose input is not entered is not checked. */
export function findExceededLimits(tower: TowerWater, limits: CycleLimits): CycleLimitKey[] {
  // Compared unrounded, like the verdicts.
  const checked: Record<CycleLimitKey, number | null> = {
    lsi: tower.lsi,
    silica: tower.silica,
    calciumHardness: tower.calciumHardness,
    chlorides: tower.chlorides,
  };
  // A value not entered is never above its limit.
  return CYCLE_LIMIT_KEYS.filter((key) => isAbove(checked[key] ?? Number.NEGATIVE_INFINITY, limits[key]));
}

function projectRow(water: MakeUpWater, cycles: number, limits: CycleLimits): CyclesRow {
  const tower = calculateTowerWater(water, cycles);
  return {
    cycles,
    ph: round(tower.ph),
    lsi: round(tower.lsi),
    rsi: round(tower.rsi),
    psi: round(tower.psi),
    calciumHardness: round(tower.calciumHardness),
    silica: roundOrNull(tower.silica),
    chlorides: roundOrNull(tower.chlorides),
    exceeds: findExceededLimits(tower, limits),
  };
}

/** Projects the make-up water over 2 to 10 cycles and recommends the most the tower can run within the limits. */
export function projectCycles(water: MakeUpWater, limits: CycleLimits): CyclesProjection {
  const rows = PROJECTED_CYCLES.map((cycles) => projectRow(water, cycles, limits));
  const firstExceeding = rows.findIndex((row) => row.exceeds.length > 0);
  if (firstExceeding === -1) {
    return { cycles: rows, maxCycles: PROJECTED_CYCLES[PROJECTED_CYCLES.length - 1], limitingFactor: null };
  }
  return {
    cycles: rows,
    maxCycles: firstExceeding === 0 ? null : rows[firstExceeding - 1].cycles,
    limitingFactor: rows[firstExceeding].exceeds[0],
  };
}
