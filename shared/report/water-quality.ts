import { formatMeasure, NOT_TESTED } from './format.ts';

/** A water-quality parameter of the report, in the order it is shown. */
export interface WaterQualityParameter {
  key:
    | 'conductivity'
    | 'ph'
    | 'hardness'
    | 'alkalinity'
    | 'silica'
    | 'iron'
    | 'copper'
    | 'chlorides'
    | 'calciumHardness'
    | 'tds'
    | 'sulfate'
    | 'temperatureF';
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

/** The report's table: the survey parameters, then the water-chemistry readings (decision 025). */
export const REPORT_WATER_PARAMETERS: readonly WaterQualityParameter[] = [
  ...WATER_QUALITY_PARAMETERS,
  { key: 'calciumHardness', label: 'Calcium hardness', unit: 'mg/L as CaCO₃' },
  { key: 'tds', label: 'TDS', unit: 'mg/L' },
  { key: 'sulfate', label: 'Sulfate', unit: 'mg/L' },
  { key: 'temperatureF', label: 'Sample temperature', unit: '°F' },
];

/** One row of the water-quality table: the value without its unit, or "Not tested". */
export interface WaterQualityRow extends WaterQualityParameter {
  value: string;
  isTested: boolean;
}

/** The water-quality table rows; every value reads "Not tested" when there is no test at all. */
export function waterQualityRows(
  results: Partial<Record<WaterQualityParameter['key'], number | null>> | null | undefined,
  parameters: readonly WaterQualityParameter[] = WATER_QUALITY_PARAMETERS,
): WaterQualityRow[] {
  return parameters.map((parameter) => {
    const value = formatMeasure(results?.[parameter.key]);
    return { ...parameter, value: value ?? NOT_TESTED, isTested: value !== null };
  });
}
