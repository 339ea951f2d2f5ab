import { isFiniteNumber } from '../calc/round.ts';
import {
  DEFAULT_SAMPLE_TEMPERATURE_F,
  DEFAULT_SKIN_TEMPERATURE_F,
  MAX_TEMPERATURE_F,
  MIN_TEMPERATURE_F,
  TDS_PER_CONDUCTIVITY,
} from './constants.ts';
import type { WaterChemistryInput } from './schema.ts';

/** The water test with its defaults applied, each default flagged so a screen can say "estimated" or "assumed". */
export interface ResolvedWaterInputs {
  ph: number | null;
  alkalinity: number | null;
  /** Calcium hardness, or the total hardness when calcium is not entered. */
  calciumHardness: number | null;
  /** TDS, or conductivity × 0.65 when TDS is not entered. */
  tds: number | null;
  chlorides: number | null;
  sulfate: number | null;
  silica: number | null;
  temperatureF: number;
  skinTemperatureF: number;
  tdsEstimated: boolean;
  calciumEstimated: boolean;
  temperatureAssumed: boolean;
  skinTemperatureAssumed: boolean;
  /** A sentence naming what the saturation indices lack, or null when they can be calculated. */
  indicesMissing: string | null;
  /** A sentence naming what Larson-Skold lacks, or null when it can be calculated. */
  larsonSkoldMissing: string | null;
}

/** A finite number, or null for anything else (the engine may be called without the schema). */
function readEntered(value: number | null | undefined): number | null {
  return isFiniteNumber(value) ? value : null;
}

/** Joins one or more phrases as English prose: "a", "a and b", "a, b and c". */
function joinPhrases(phrases: string[]): string {
  const head = phrases.slice(0, -1);
  const last = phrases[phrases.length - 1];
  return head.length === 0 ? last : `${head.join(', ')} and ${last}`;
}

/** The phrase naming an entered value that must be above 0 when it is not; else null. */
function describeNotPositive(value: number, notPositive: string): string | null {
  return value > 0 ? null : notPositive;
}

/** The phrase naming a value the indices need when it is missing, or entered but not above 0; else null. */
function describeNeed(value: number | null, missing: string, notPositive: string): string | null {
  return value === null ? missing : describeNotPositive(value, notPositive);
}

/** The phrase naming a temperature outside water's liquid range, which the pHs temperature term is fitted for. */
function describeTemperatureNeed(value: number, label: string): string | null {
  return value >= MIN_TEMPERATURE_F && value <= MAX_TEMPERATURE_F
    ? null
    : `a ${label} between ${MIN_TEMPERATURE_F} and ${MAX_TEMPERATURE_F} °F`;
}

function describeIndicesMissing(input: WaterChemistryInput, resolved: ResolvedWaterInputs): string | null {
  const calcium = readEntered(input.calciumHardness);
  const tds = readEntered(input.tds);
  const needs = [
    resolved.ph === null ? 'pH' : null,
    describeNeed(resolved.alkalinity, 'alkalinity', 'alkalinity above 0'),
    calcium === null
      ? describeNeed(readEntered(input.hardness), 'calcium or total hardness', 'total hardness above 0')
      : describeNotPositive(calcium, 'calcium hardness above 0'),
    tds === null
      ? describeNeed(readEntered(input.conductivity), 'TDS or conductivity', 'conductivity above 0')
      : describeNotPositive(tds, 'TDS above 0'),
    describeTemperatureNeed(resolved.temperatureF, 'sample temperature'),
    describeTemperatureNeed(resolved.skinTemperatureF, 'skin temperature'),
  ].filter((need): need is string => need !== null);
  return needs.length === 0 ? null : `The scale and corrosion indices need ${joinPhrases(needs)}.`;
}

function describeLarsonSkoldMissing(resolved: ResolvedWaterInputs): string | null {
  const needs = [
    resolved.chlorides === null ? 'chlorides' : null,
    resolved.sulfate === null ? 'sulfate' : null,
    describeNeed(resolved.alkalinity, 'alkalinity', 'alkalinity above 0'),
  ].filter((need): need is string => need !== null);
  return needs.length === 0 ? null : `Larson-Skold needs ${joinPhrases(needs)}.`;
}

/** Applies the contract's defaults to a water test and names what is missing for each index. */
export function resolveWaterInputs(input: WaterChemistryInput): ResolvedWaterInputs {
  const enteredTds = readEntered(input.tds);
  const conductivity = readEntered(input.conductivity);
  const enteredCalcium = readEntered(input.calciumHardness);
  const hardness = readEntered(input.hardness);
  const temperatureF = readEntered(input.temperatureF);
  const skinTemperatureF = readEntered(input.skinTemperatureF);
  const resolved: ResolvedWaterInputs = {
    ph: readEntered(input.ph),
    alkalinity: readEntered(input.alkalinity),
    calciumHardness: enteredCalcium ?? hardness,
    tds: enteredTds ?? (conductivity === null ? null : conductivity * TDS_PER_CONDUCTIVITY),
    chlorides: readEntered(input.chlorides),
    sulfate: readEntered(input.sulfate),
    silica: readEntered(input.silica),
    temperatureF: temperatureF ?? DEFAULT_SAMPLE_TEMPERATURE_F,
    skinTemperatureF: skinTemperatureF ?? DEFAULT_SKIN_TEMPERATURE_F,
    tdsEstimated: enteredTds === null && conductivity !== null,
    calciumEstimated: enteredCalcium === null && hardness !== null,
    temperatureAssumed: temperatureF === null,
    skinTemperatureAssumed: skinTemperatureF === null,
    indicesMissing: null,
    larsonSkoldMissing: null,
  };
  resolved.indicesMissing = describeIndicesMissing(input, resolved);
  resolved.larsonSkoldMissing = describeLarsonSkoldMissing(resolved);
  return resolved;
}
