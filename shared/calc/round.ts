/** Rounds half up to a whole number, symmetrically for negatives (-2.5 -> -3), never returning -0. */
export function roundHalfUp(value: number): number {
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/** Rounds half up to the given number of decimals without binary drift (1.005 -> 1.01). */
export function roundToDecimals(value: number, decimals: number): number {
  const abs = Math.abs(value);
  // Past 1e15 a double holds no meaningful hundredths, and shifting it could overflow to Infinity.
  if (!Number.isFinite(value) || abs >= 1e15) return value;
  const text = String(abs);
  // Shifting through the decimal text avoids 1.005 * 100 = 100.49999...; tiny values use plain math.
  const shifted = text.includes('e') ? abs * 10 ** decimals : Number(`${text}e${decimals}`);
  const rounded = Math.sign(value) * (Math.round(shifted) / 10 ** decimals);
  return rounded === 0 ? 0 : rounded;
}

/** Rounds half up to the given number of decimals (2 by default), or gives null for a figure that is null or missing. */
export function roundOrNull(value: number | null | undefined, decimals = 2): number | null {
  return value == null ? null : roundToDecimals(value, decimals);
}

/** Tells whether a value is a finite number (not null, text, NaN or Infinity). */
export function isFiniteNumber(value: unknown): value is number {
  return Number.isFinite(value);
}

/** Returns the value when it is finite, else 0, so no NaN or Infinity leaves the engine. */
export function toFinite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}
