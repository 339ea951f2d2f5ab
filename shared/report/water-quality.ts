import { formatMeasure, NOT_TESTED } from './format.ts';

/** A water-quality parameter of the report, in the order it is shown. */
export interface WaterQualityParameter {
  key: 'conductivity' | 'ph' | 'hardness' | 'alkalinity' | 'silica' | 'iron' | 'copper' | 'chlorides';
  label: string;
  unit: string;
}

/** The parameters of the Water Quality Analysis section with their units. */
export const WATER_QUALITY_PARAMETERS: readonly WaterQualityParameter[] = [
  { key: 'conductivity', label: 'Conductivity', unit: 'µS/cm' },
  { key: 'ph', label: 'pH', unit: '' },
  { key: 'hardness', label: 'Hardness', unit: 'ppm CaCO₃' },
  { key: 'alkalinity', label: 'Alkalinity', unit: 'ppm CaCO₃' },
  { key: 'silica', label: 'Silica', unit: 'ppm' },
  { key: 'iron', label: 'Iron', unit: 'ppm' },
  { key: 'copper', label: 'Copper', unit: 'ppm' },
  { key: 'chlorides', label: 'Chlorides', unit: 'ppm' },
];

/** One row of the water-quality table: the value without its unit, or "Not tested". */
export interface WaterQualityRow extends WaterQualityParameter {
  value: string;
  isTested: boolean;
}

/** The water-quality table rows; every value reads "Not tested" when there is no test at all. */
export function waterQualityRows(
  results: Partial<Record<WaterQualityParameter['key'], number | null>> | null | undefined,
): WaterQualityRow[] {
  return WATER_QUALITY_PARAMETERS.map((parameter) => {
    const value = formatMeasure(results?.[parameter.key]);
    return { ...parameter, value: value ?? NOT_TESTED, isTested: value !== null };
  });
}
