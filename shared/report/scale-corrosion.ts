import { calculateWaterChemistry } from '../water/chemistry.ts';
import { DEFAULT_SKIN_TEMPERATURE_F } from '../water/constants.ts';
import {
  classifyReading,
  describeRange,
  labelWaterRangeSystemType,
  type RangeStatus,
  type WaterControlRanges,
  type WaterRangeSystemType,
} from '../water/control-ranges.ts';
import { describeSampleIndices, describeWaterAssumptions } from '../water/describe.ts';
import type { WaterChemistryInput } from '../water/schema.ts';
import type { WaterIndexKey } from '../water/verdicts.ts';
import { formatMeasure } from './format.ts';

// The report's "Scale and Corrosion" panel, one model for the screen and the PDF
// (docs/decisions/025-water-chemistry.md, "Report panel").

/** The panel's title on the report page and in its PDF. */
export const SCALE_CORROSION_TITLE = 'Scale and Corrosion';

/** The word shown with each colour, so the status never rests on colour alone. */
export const RANGE_STATUS_LABELS: Readonly<Record<RangeStatus, string>> = {
  within: 'Within range',
  near: 'Near limit',
  outside: 'Outside range',
};

/** One index of the panel: its figure, verdict and meaning, or why it is missing; its place against the range. */
export interface ScaleCorrosionRow {
  key: WaterIndexKey;
  name: string;
  shortName: string;
  /** The engine's 2-decimal figure with a true minus sign ("−0.52"); null when the index is missing. */
  value: string | null;
  verdict: string | null;
  meaning: string | null;
  /** The engine's sentence naming what the index lacks; null when it has a value. */
  missing: string | null;
  /** Where the shown figure sits against the control range; null when the index is missing. */
  status: RangeStatus | null;
  statusLabel: string | null;
  /** The control range alone ("−0.5 to 2.5"). */
  range: string;
  /** The control range with its system type ("Cooling Tower range −0.5 to 2.5"). */
  rangeText: string;
}

/** A figure the indices rest on, and whether it was estimated or assumed rather than measured. */
export interface ScaleCorrosionBasis {
  label: string;
  value: string;
  flag: 'estimated' | 'assumed' | null;
}

/** Everything the panel shows. */
export interface ScaleCorrosionPanel {
  rows: ScaleCorrosionRow[];
  /** Temperature, TDS and calcium hardness the indices used, each marked estimated or assumed where so. */
  basis: ScaleCorrosionBasis[];
  /** The engine's sentences on what was estimated or assumed ("TDS estimated as conductivity × 0.65."). */
  notes: string[];
  systemType: WaterRangeSystemType;
  systemLabel: string;
  /** What the colours are read against ("Colours compare each index with the Cooling Tower control ranges."). */
  rangeCaption: string;
}

/** The control ranges a panel is read against: the survey's system type and that type's ranges. */
export interface PanelRanges {
  systemType: WaterRangeSystemType;
  ranges: WaterControlRanges;
}

/** A stored water-quality row, or nothing when the survey has no water test. */
type WaterTest = Partial<Record<keyof WaterChemistryInput, number | null>> | null | undefined;

/** One figure of the basis as the screen and the PDF write it: "Sample temperature 77 °F (assumed)". */
export function describeBasisItem(item: ScaleCorrosionBasis): string {
  return `${item.label} ${item.value}${item.flag ? ` (${item.flag})` : ''}`;
}

/** Writes an index as the engine rounded it, to 2 decimals, with a true minus sign ("−0.52", "6.10"). */
export function formatIndexValue(value: number): string {
  const text = Math.abs(value).toFixed(2);
  return value < 0 && text !== '0.00' ? `−${text}` : text;
}

function readWater(water: WaterTest): WaterChemistryInput {
  const pick = (key: keyof WaterChemistryInput) => water?.[key] ?? null;
  return {
    ph: pick('ph'),
    conductivity: pick('conductivity'),
    hardness: pick('hardness'),
    alkalinity: pick('alkalinity'),
    chlorides: pick('chlorides'),
    silica: pick('silica'),
    calciumHardness: pick('calciumHardness'),
    tds: pick('tds'),
    sulfate: pick('sulfate'),
    temperatureF: pick('temperatureF'),
    // The sample's indices do not use the skin temperature; fixing it keeps the projection's note off the panel.
    skinTemperatureF: DEFAULT_SKIN_TEMPERATURE_F,
  };
}

function describeBasis(
  input: WaterChemistryInput,
  sample: ReturnType<typeof calculateWaterChemistry>['sample'],
): ScaleCorrosionBasis[] {
  const calcium = input.calciumHardness ?? input.hardness ?? null;
  const basis: (ScaleCorrosionBasis | null)[] = [
    {
      label: 'Sample temperature',
      value: `${formatMeasure(sample.temperatureF)} °F`,
      flag: input.temperatureF == null ? 'assumed' : null,
    },
    sample.tds === null
      ? null
      : {
          label: 'TDS',
          value: `${formatMeasure(sample.tds)} mg/L`,
          flag: sample.tdsEstimated ? 'estimated' : null,
        },
    calcium === null
      ? null
      : {
          label: 'Calcium hardness',
          value: `${formatMeasure(calcium)} mg/L as CaCO₃`,
          flag: sample.calciumEstimated ? 'estimated' : null,
        },
  ];
  return basis.filter((item): item is ScaleCorrosionBasis => item !== null);
}

/**
 * Builds the "Scale and Corrosion" panel of a survey's water test: the four indices with value, verdict, meaning
 * (or the engine's reason when missing), each coloured against the given system type's control ranges, with what
 * was estimated or assumed. Figures are the engine's, so the screen and the PDF show the same text.
 */
export function buildScaleCorrosionPanel(
  water: WaterTest,
  { systemType, ranges }: PanelRanges,
): ScaleCorrosionPanel {
  const input = readWater(water);
  const result = calculateWaterChemistry(input, { limits: ranges.cycleLimits });
  const systemLabel = labelWaterRangeSystemType(systemType);
  const rows = describeSampleIndices(result).map((index): ScaleCorrosionRow => {
    const range = describeRange(ranges.indices[index.key]);
    const status = index.value === null ? null : classifyReading(index.value, ranges.indices[index.key]);
    return {
      ...index,
      value: index.value === null ? null : formatIndexValue(index.value),
      status,
      statusLabel: status === null ? null : RANGE_STATUS_LABELS[status],
      range,
      rangeText: `${systemLabel} range ${range}`,
    };
  });
  // Without the saturation indices there is nothing the temperature, TDS or calcium figures were used for.
  const hasIndices = result.sample.lsi !== null;
  return {
    rows,
    basis: hasIndices ? describeBasis(input, result.sample) : [],
    notes: hasIndices ? describeWaterAssumptions(input) : [],
    systemType,
    systemLabel,
    rangeCaption: `Colours compare each index with the ${systemLabel} control ranges.`,
  };
}
