import type { WaterChemistryResult } from './chemistry.ts';
import {
  type CycleLimitKey,
  type CycleLimits,
  DEFAULT_CYCLE_LIMITS,
  TDS_PER_CONDUCTIVITY,
} from './constants.ts';
import { resolveWaterInputs } from './inputs.ts';
import type { WaterChemistryInput } from './schema.ts';
import { explainVerdict, WATER_INDICES, type WaterIndexKey, type WaterIndexVerdicts } from './verdicts.ts';

/** One index of the report's "Scale and corrosion" panel. */
export interface SampleIndexRow {
  key: WaterIndexKey;
  name: string;
  shortName: string;
  value: number | null;
  verdict: string | null;
  /** What the verdict means in one plain-English line; null when the index is null. */
  meaning: string | null;
  /** Why the index is null; null when it has a value. */
  missing: string | null;
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function describeIndex<K extends WaterIndexKey>(
  key: K,
  value: number | null,
  verdict: WaterIndexVerdicts[K] | null,
  reason: string | undefined,
): SampleIndexRow {
  return {
    key,
    ...WATER_INDICES[key],
    value,
    verdict,
    meaning: verdict === null ? null : explainVerdict(key, verdict),
    // Only an index that is null has a reason.
    missing: reason ?? null,
  };
}

/** Lists the sample's four indices with value, verdict and meaning, or the reason an index is missing. */
export function describeSampleIndices(result: WaterChemistryResult): SampleIndexRow[] {
  const { sample, missing } = result;
  return [
    describeIndex('lsi', sample.lsi, sample.lsiVerdict, missing?.indices),
    describeIndex('rsi', sample.rsi, sample.rsiVerdict, missing?.indices),
    describeIndex('psi', sample.psi, sample.psiVerdict, missing?.indices),
    describeIndex('larsonSkold', sample.larsonSkold, sample.larsonSkoldVerdict, missing?.larsonSkold),
  ];
}

/** Says which of the figures rest on an estimate or an assumption, one sentence each, in the contract's words. */
export function describeWaterAssumptions(input: WaterChemistryInput): string[] {
  const water = resolveWaterInputs(input);
  return [
    water.tdsEstimated ? `TDS estimated as conductivity × ${TDS_PER_CONDUCTIVITY}.` : null,
    water.calciumEstimated
      ? 'Calcium hardness estimated as the total hardness, which overstates scaling.'
      : null,
    water.temperatureAssumed ? `Sample temperature assumed ${NUMBER.format(water.temperatureF)} °F.` : null,
    water.skinTemperatureAssumed
      ? `Skin temperature assumed ${NUMBER.format(water.skinTemperatureF)} °F for the cycles projection.`
      : null,
  ].filter((note): note is string => note !== null);
}

const LIMIT_WORDS: Record<CycleLimitKey, { subject: string; verb: string; unit: string }> = {
  lsi: { subject: 'LSI', verb: 'reaches', unit: '' },
  silica: { subject: 'Silica', verb: 'reaches', unit: ' mg/L' },
  calciumHardness: { subject: 'Calcium hardness', verb: 'reaches', unit: ' mg/L' },
  chlorides: { subject: 'Chlorides', verb: 'reach', unit: ' mg/L' },
};

/** What a limit measures, as a limit line or a breach names it: "LSI", "Calcium hardness". */
export function describeLimitSubject(key: CycleLimitKey): string {
  return LIMIT_WORDS[key].subject;
}

function formatLimit(key: CycleLimitKey, limits: Partial<CycleLimits>): string {
  return `${NUMBER.format(limits[key] ?? DEFAULT_CYCLE_LIMITS[key])}${LIMIT_WORDS[key].unit}`;
}

/** Names a limit with its value for a limit line: "Silica 150 mg/L", "LSI 2.8". */
export function describeLimit(key: CycleLimitKey, limits: Partial<CycleLimits> = {}): string {
  return `${LIMIT_WORDS[key].subject} ${formatLimit(key, limits)}`;
}

/**
 * Names the limiting factor as the generator shows it ("Silica reaches 150 mg/L at 5 cycles"), or says no limit is
 * reached; null when the projection could not be made. Pass the limits the result was calculated with.
 */
export function describeLimitingFactor(
  result: WaterChemistryResult,
  limits: Partial<CycleLimits> = {},
): string | null {
  const lastRow = result.cycles[result.cycles.length - 1];
  if (lastRow === undefined) return null;
  const firstExceeding = result.cycles.find((row) => row.exceeds.length > 0);
  if (firstExceeding === undefined) return `No limit is reached up to ${lastRow.cycles} cycles`;
  // The limiting factor: the first limit the first exceeding row breaks.
  const key = firstExceeding.exceeds[0];
  const { subject, verb } = LIMIT_WORDS[key];
  return `${subject} ${verb} ${formatLimit(key, limits)} at ${firstExceeding.cycles} cycles`;
}
