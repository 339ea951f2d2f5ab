import {
  type ChemicalInput,
  type ProgramInput,
  parseLooseNumber,
  type SystemInput,
} from '#shared/calc/index.ts';
import type { Equipment, WaterQuality } from '#shared/schemas/survey.ts';
import type { EditorRow } from './chemical-rows.ts';

/** A typed number, or null when blank or unreadable (the engine then applies its default). */
export function readNumber(text: string): number | null {
  if (text.trim() === '') return null;
  return parseLooseNumber(text);
}

/** One piece of the survey's equipment as the engine reads it. */
export function toSystemInput(item: Equipment): SystemInput {
  return {
    id: item.id,
    type: item.type,
    capacity: item.capacity,
    capacityUnit: item.capacityUnit,
    flowRate: item.flowRate,
    operatingPressure: item.operatingPressure,
    annualRuntime: item.annualRuntime,
    systemLoad: item.systemLoad,
    bleedSetpoint: item.bleedSetpoint,
    steamRate: item.steamRate,
    makeUpMeter: item.makeUpMeter,
    totalWaterVolume: item.totalWaterVolume,
  };
}

/** One editor row as the engine reads it: typed text turned into numbers, the selected systems by id. */
export function toChemicalInput(row: EditorRow): ChemicalInput {
  return {
    name: row.name,
    treatmentRate: readNumber(row.treatmentRate),
    rateUnit: row.rateUnit,
    density: readNumber(row.density),
    unitCost: readNumber(row.unitCost),
    priceUnit: row.priceUnit,
    systemIds: row.systemIds,
  };
}

/** The engine's input for the generator: the survey's conductivity and equipment, and the editor's rows. */
export function buildProgramInput(
  equipment: Equipment[],
  waterQuality: WaterQuality | null | undefined,
  rows: EditorRow[],
): ProgramInput {
  return {
    conductivity: waterQuality?.conductivity ?? null,
    systems: equipment.map(toSystemInput),
    chemicals: rows.map(toChemicalInput),
  };
}

/** The sum of the boilers' steam rates in lb/hr, or null when no boiler gives one. */
export function sumSteamRate(equipment: Equipment[]): number | null {
  const rates = equipment
    .filter((item) => item.type === 'boiler')
    .map((item) => parseLooseNumber(item.steamRate))
    .filter((rate): rate is number => rate !== null && rate > 0);
  return rates.length ? rates.reduce((sum, rate) => sum + rate, 0) : null;
}

/** The sum of the systems' total water volumes in gallons, or null when none gives one. */
export function sumClosedLoopVolume(equipment: Equipment[]): number | null {
  const volumes = equipment
    .map((item) => item.totalWaterVolume)
    .filter((volume): volume is number => typeof volume === 'number' && volume > 0);
  return volumes.length ? volumes.reduce((sum, volume) => sum + volume, 0) : null;
}
