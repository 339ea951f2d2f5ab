import { roundToDecimals } from '../calc/round.ts';
import type { EquipmentLike } from '../proposals/program-input.ts';
import { calculateWaterChemistry } from '../water/chemistry.ts';
import { DEFAULT_SAMPLE_TEMPERATURE_F, DEFAULT_SKIN_TEMPERATURE_F } from '../water/constants.ts';
import {
  classifyReading,
  DEFAULT_CONTROL_RANGES,
  describeRange,
  labelWaterRangeSystemType,
  MAKE_UP_RANGE_TYPE,
  pickOpenSystemType,
  type RangeStatus,
  type SystemControlRanges,
  type WaterControlRanges,
  type WaterRangeSystemType,
} from '../water/control-ranges.ts';
import { describeSampleIndices, describeWaterAssumptions, type SampleIndexRow } from '../water/describe.ts';
import { formatIndexValue } from '../water/format-index.ts';
import { describeTowerIndices } from '../water/recommendation-rows.ts';
import type { WaterChemistryInput } from '../water/schema.ts';
import { calculateTowerReading, type TowerReading } from '../water/tower-reading.ts';
import { classifyLarsonSkold, explainVerdict, WATER_INDICES, type WaterIndexKey } from '../water/verdicts.ts';
import { reportCyclesFigure } from './cycles.ts';
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

/** One water the panel reads: its four indices against one set of control ranges, and what they rest on. */
export interface ScaleCorrosionReading {
  key: 'make-up' | 'tower';
  /** "Make-up water" or "Tower water at 4.83 cycles". */
  title: string;
  rows: ScaleCorrosionRow[];
  /** The figures the indices used, each marked estimated or assumed where so. */
  basis: ScaleCorrosionBasis[];
  /** The engine's sentences on what was estimated or assumed ("TDS estimated as conductivity × 0.65."). */
  notes: string[];
  /** Whose ranges grade it: the make-up water's, or the survey's open system's. */
  systemType: WaterRangeSystemType;
  systemLabel: string;
  /** What the colours are read against ("Colours compare each index with the Make-up Water control ranges."). */
  rangeCaption: string;
}

/** Everything the panel shows: the make-up water, then the tower water at its current cycles when it is known. */
export interface ScaleCorrosionPanel {
  readings: ScaleCorrosionReading[];
  /** Why a survey with an open system has no tower-water reading; null when it has one or no open system. */
  towerNote: string | null;
}

/** The control ranges a panel is read against: the survey's system type and that type's ranges. */
export interface PanelRanges {
  systemType: WaterRangeSystemType;
  ranges: WaterControlRanges;
}

/** The survey's open system (cooling tower or evaporative condenser): its ranges and current cycles. */
export interface OpenSystemContext extends PanelRanges {
  /** The report's cycles of concentration (bleed setpoint ÷ make-up conductivity); null when not available. */
  cycles: number | null;
}

/** What the panel grades against: the make-up water's ranges, and the open system's, if the survey has one. */
export interface ScaleCorrosionContext {
  makeUp: WaterControlRanges;
  open: OpenSystemContext | null;
}

/** A stored water-quality row, or nothing when the survey has no water test. */
type WaterTest = Partial<Record<keyof WaterChemistryInput, number | null>> | null | undefined;

/** One figure of the basis as the screen and the PDF write it: "Sample temperature 77 °F (assumed)". */
export function describeBasisItem(item: ScaleCorrosionBasis): string {
  return `${item.label} ${item.value}${item.flag ? ` (${item.flag})` : ''}`;
}

export { formatIndexValue };

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

function gradeRow(index: SampleIndexRow, ranges: WaterControlRanges, systemLabel: string): ScaleCorrosionRow {
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
}

function describeRangeCaption(systemLabel: string): string {
  return `Colours compare each index with the ${systemLabel} control ranges.`;
}

/** The make-up water as sampled, graded against the make-up water's ranges. */
function readMakeUpWater(input: WaterChemistryInput, ranges: WaterControlRanges): ScaleCorrosionReading {
  const result = calculateWaterChemistry(input, { limits: ranges.cycleLimits });
  const systemLabel = labelWaterRangeSystemType(MAKE_UP_RANGE_TYPE);
  // Without the saturation indices there is nothing the temperature, TDS or calcium figures were used for.
  const hasIndices = result.sample.lsi !== null;
  return {
    key: 'make-up',
    title: 'Make-up water',
    rows: describeSampleIndices(result).map((index) => gradeRow(index, ranges, systemLabel)),
    basis: hasIndices ? describeBasis(input, result.sample) : [],
    notes: hasIndices ? describeWaterAssumptions(input) : [],
    systemType: MAKE_UP_RANGE_TYPE,
    systemLabel,
    rangeCaption: describeRangeCaption(systemLabel),
  };
}

/** The open system's water as the title names it: "Tower water", "Evaporative condenser water". */
function nameOpenWater(systemType: WaterRangeSystemType): string {
  return systemType === 'cooling-tower' ? 'Tower water' : `${labelWaterRangeSystemType(systemType)} water`;
}

const TOWER_PH_NOTE = 'Tower pH estimated from the concentrated alkalinity (no acid feed).';

function describeTowerRows(reading: TowerReading, lsiLimit: number): SampleIndexRow[] {
  const indexRow = (
    key: WaterIndexKey,
    value: number | null,
    verdict: string | null,
    meaning: string | null,
  ) => ({
    key,
    ...WATER_INDICES[key],
    value: value === null ? null : roundToDecimals(value, 2),
    verdict,
    meaning,
    missing:
      value === null
        ? ((key === 'larsonSkold' ? reading.missing?.larsonSkold : reading.missing?.indices) ?? null)
        : null,
  });
  const saturation = reading.water === null ? [] : describeTowerIndices(reading.water, lsiLimit);
  const rows = (['lsi', 'rsi', 'psi'] as const).map((key) => {
    const described = saturation.find((index) => index.key === key);
    const value = reading.water === null ? null : reading.water[key];
    return indexRow(key, value, described?.verdict ?? null, described?.meaning ?? null);
  });
  const larsonSkold = reading.larsonSkold;
  const verdict = larsonSkold === null ? null : classifyLarsonSkold(larsonSkold);
  rows.push(
    indexRow(
      'larsonSkold',
      larsonSkold,
      verdict,
      verdict === null ? null : explainVerdict('larsonSkold', verdict),
    ),
  );
  return rows;
}

/** The figures the tower water's indices used; the skin temperature is always the assumed default on a report. */
function describeTowerBasis(reading: TowerReading): ScaleCorrosionBasis[] {
  const water = reading.water;
  if (water === null || reading.tds === null) return [];
  return [
    { label: 'Cycles', value: formatMeasure(reading.cycles)!, flag: 'estimated' },
    { label: 'Tower pH', value: formatIndexValue(roundToDecimals(water.ph, 2)), flag: 'estimated' },
    {
      label: 'Skin temperature',
      value: `${formatMeasure(reading.skinTemperatureF)} °F`,
      flag: 'assumed',
    },
    { label: 'TDS', value: `${formatMeasure(roundToDecimals(reading.tds, 2))} mg/L`, flag: null },
    {
      label: 'Calcium hardness',
      value: `${formatMeasure(roundToDecimals(water.calciumHardness, 2))} mg/L as CaCO₃`,
      flag: null,
    },
  ];
}

/**
 * The open system's water at its current cycles, by the engine's projection rules (make-up figures × N, pH as pHeq
 * of the concentrated alkalinity, indices at the skin temperature), graded against that system's ranges.
 */
function readOpenWater(
  input: WaterChemistryInput,
  open: OpenSystemContext & { cycles: number },
): ScaleCorrosionReading {
  // The report has no proposal, so the skin temperature is the projection's default, said to be assumed.
  const reading = calculateTowerReading({ ...input, skinTemperatureF: null }, open.cycles);
  const systemLabel = labelWaterRangeSystemType(open.systemType);
  const hasIndices = reading.water !== null;
  // The sample temperature plays no part in the tower water, so its note is left to the make-up reading.
  const assumptions = describeWaterAssumptions({
    ...input,
    temperatureF: DEFAULT_SAMPLE_TEMPERATURE_F,
    skinTemperatureF: null,
  });
  return {
    key: 'tower',
    title: `${nameOpenWater(open.systemType)} at ${formatMeasure(open.cycles)} cycles`,
    rows: describeTowerRows(reading, open.ranges.cycleLimits.lsi).map((index) =>
      gradeRow(index, open.ranges, systemLabel),
    ),
    basis: describeTowerBasis(reading),
    notes: hasIndices
      ? [
          `The make-up water concentrated ${formatMeasure(open.cycles)} times, the current cycles of concentration (bleed setpoint ÷ make-up conductivity).`,
          TOWER_PH_NOTE,
          ...assumptions,
        ]
      : [],
    systemType: open.systemType,
    systemLabel,
    rangeCaption: describeRangeCaption(systemLabel),
  };
}

function describeTowerNote(open: OpenSystemContext): string | null {
  const water = nameOpenWater(open.systemType).toLowerCase();
  if (open.cycles === null) {
    return `The ${water} at its current cycles is not shown: the cycles of concentration need the make-up conductivity and a bleed setpoint.`;
  }
  if (open.cycles <= 1) {
    return `The ${water} at its current cycles is not shown: the cycles of concentration (${formatMeasure(open.cycles)}) are not above 1.`;
  }
  return null;
}

/**
 * Builds the "Scale and Corrosion" panel of a survey's water test: the make-up water's four indices graded against
 * the make-up water's ranges, and, when the survey has an open system with known cycles above 1, the tower water at
 * those cycles graded against that system's ranges. Each index has value, verdict, meaning (or the engine's reason
 * when missing), status and range, with what was estimated or assumed. Figures are the engine's, so the screen and
 * the PDF show the same text.
 */
export function buildScaleCorrosionPanel(
  water: WaterTest,
  context: ScaleCorrosionContext,
): ScaleCorrosionPanel {
  const input = readWater(water);
  const readings = [readMakeUpWater(input, context.makeUp)];
  const { open } = context;
  const towerNote = open === null ? null : describeTowerNote(open);
  if (open !== null && open.cycles !== null && towerNote === null) {
    readings.push(readOpenWater(input, { ...open, cycles: open.cycles }));
  }
  return { readings, towerNote };
}

/**
 * What the report's panel grades against, from the survey's systems, the make-up conductivity and the user's ranges:
 * the make-up water's ranges, and the first open system's ranges with the report's cycles of concentration; each
 * type's defaults where the user has not saved ranges (or they could not be loaded).
 */
export function chooseScaleCorrosionContext(
  equipment: readonly EquipmentLike[],
  conductivity: number | null | undefined,
  userRanges: readonly SystemControlRanges[] | undefined,
): ScaleCorrosionContext {
  const rangesOf = (systemType: WaterRangeSystemType) =>
    userRanges?.find((entry) => entry.systemType === systemType)?.ranges ??
    DEFAULT_CONTROL_RANGES[systemType];
  const openType = pickOpenSystemType(equipment.map((system) => system.type));
  return {
    makeUp: rangesOf(MAKE_UP_RANGE_TYPE),
    open:
      openType === null
        ? null
        : {
            systemType: openType,
            ranges: rangesOf(openType),
            cycles: reportCyclesFigure(equipment, conductivity).value,
          },
  };
}
