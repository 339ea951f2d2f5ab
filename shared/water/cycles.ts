import { roundToDecimals } from '../calc/round.ts';
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
export interface CyclesRow {
  cycles: number;
  ph: number;
  lsi: number;
  rsi: number;
  psi: number;
  calciumHardness: number;
  silica: number | null;
  chlorides: number | null;
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

/** Concentrates the make-up water N times (no acid feed) and reads it at its buffered pH and the skin temperature. */
function projectRow(water: MakeUpWater, cycles: number, limits: CycleLimits): CyclesRow {
  const alkalinity = water.alkalinity * cycles;
  const calciumHardness = water.calciumHardness * cycles;
  const silica = water.silica === null ? null : water.silica * cycles;
  const chlorides = water.chlorides === null ? null : water.chlorides * cycles;
  const ph = calculateEquilibriumPh(alkalinity);
  const saturationPh = calculateSaturationPh({
    tds: water.tds * cycles,
    calciumHardness,
    alkalinity,
    temperatureF: water.skinTemperatureF,
  });
  const lsi = calculateLangelier(ph, saturationPh);
  // Compared unrounded, like the verdicts; a limit whose input is not entered is not checked.
  const checked: Record<CycleLimitKey, number | null> = { lsi, silica, calciumHardness, chlorides };
  const exceeds = CYCLE_LIMIT_KEYS.filter((key) => {
    const value = checked[key];
    return value !== null && isAbove(value, limits[key]);
  });
  return {
    cycles,
    ph: round(ph),
    lsi: round(lsi),
    rsi: round(calculateRyznar(ph, saturationPh)),
    psi: round(calculatePuckorius(saturationPh, alkalinity)),
    calciumHardness: round(calciumHardness),
    silica: silica === null ? null : round(silica),
    chlorides: chlorides === null ? null : round(chlorides),
    exceeds,
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
