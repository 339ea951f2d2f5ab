/** TDS (mg/L) estimated per µS/cm of conductivity when TDS is not entered. */
export const TDS_PER_CONDUCTIVITY = 0.65;

/** Sample temperature (°F) assumed when none is entered. */
export const DEFAULT_SAMPLE_TEMPERATURE_F = 77;

/** Hottest heat-exchanger surface (°F) the cycles projection assumes when none is given. */
export const DEFAULT_SKIN_TEMPERATURE_F = 120;

// Liquid water at atmospheric pressure: the range the pHs temperature term is fitted for.
/** The lowest temperature (°F) the engine accepts. */
export const MIN_TEMPERATURE_F = 32;

/** The highest temperature (°F) the engine accepts. */
export const MAX_TEMPERATURE_F = 212;

/** The cycles of concentration the projection covers, lowest first. */
export const PROJECTED_CYCLES = [2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** The limits a cooling tower's concentrated water is checked against, in the order a row lists them. */
export const CYCLE_LIMIT_KEYS = ['lsi', 'silica', 'calciumHardness', 'chlorides'] as const;

/** One limit of the cycles projection. */
export type CycleLimitKey = (typeof CYCLE_LIMIT_KEYS)[number];

/** The highest value each limit allows (LSI unitless, the others mg/L). */
export type CycleLimits = Record<CycleLimitKey, number>;

/**
 * The highest LSI a treated open system (cooling tower, evaporative condenser) is run at by default: the cycles
 * projection's limit, the tower's verdict words and the top of the open systems' LSI control range all read this
 * one value (decision 025, amended 2026-11-27; before, the range said 2.5 while the limit said 2.8).
 */
export const TREATED_OPEN_LSI_MAX = 2.8;

/** The contract's default limits; the product may let a user change them. */
export const DEFAULT_CYCLE_LIMITS: Readonly<CycleLimits> = {
  lsi: TREATED_OPEN_LSI_MAX,
  silica: 150,
  calciumHardness: 1200,
  chlorides: 500,
};
