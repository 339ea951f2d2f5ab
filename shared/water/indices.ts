// The contract's formulas (docs/decisions/025-water-chemistry.md), unrounded; log is base 10.

/** The conditions the saturation pH depends on, all above 0 (temperature in °F). */
export interface SaturationConditions {
  tds: number;
  calciumHardness: number;
  alkalinity: number;
  temperatureF: number;
}

/** Converts °F to °C. */
export function toCelsius(temperatureF: number): number {
  return ((temperatureF - 32) * 5) / 9;
}

/** Calculates the pH at which the water is saturated with calcium carbonate (pHs). */
export function calculateSaturationPh({
  tds,
  calciumHardness,
  alkalinity,
  temperatureF,
}: SaturationConditions): number {
  const a = (Math.log10(tds) - 1) / 10;
  const b = -13.12 * Math.log10(toCelsius(temperatureF) + 273) + 34.55;
  const c = Math.log10(calciumHardness) - 0.4;
  const d = Math.log10(alkalinity);
  return 9.3 + a + b - (c + d);
}

/** Calculates the equilibrium pH that alkalinity buffers a cooling tower's water to (pHeq). */
export function calculateEquilibriumPh(alkalinity: number): number {
  return 1.465 * Math.log10(alkalinity) + 4.54;
}

/** Calculates the Langelier Saturation Index: pH − pHs. */
export function calculateLangelier(ph: number, saturationPh: number): number {
  return ph - saturationPh;
}

/** Calculates the Ryznar Stability Index: 2 × pHs − pH. */
export function calculateRyznar(ph: number, saturationPh: number): number {
  return 2 * saturationPh - ph;
}

/** Calculates the Puckorius Scaling Index: 2 × pHs − pHeq. */
export function calculatePuckorius(saturationPh: number, alkalinity: number): number {
  return 2 * saturationPh - calculateEquilibriumPh(alkalinity);
}

/** Calculates the Larson-Skold index: (chloride + sulfate equivalents) / alkalinity equivalents. */
export function calculateLarsonSkold(chlorides: number, sulfate: number, alkalinity: number): number {
  return (chlorides / 35.45 + sulfate / 48.03) / (alkalinity / 50.04);
}
