import { parseLooseNumber } from '../calc/parse-number.ts';
import {
  type ChemicalInput,
  type LooseNumber,
  PRICE_UNITS,
  type ProgramInput,
  RATE_UNITS,
  type SystemInput,
} from '../calc/types.ts';

/** The equipment fields the engine reads, as the API returns them and the database stores them. */
export type EquipmentLike = Pick<
  SystemInput,
  | 'capacity'
  | 'capacityUnit'
  | 'flowRate'
  | 'operatingPressure'
  | 'annualRuntime'
  | 'systemLoad'
  | 'bleedSetpoint'
  | 'steamRate'
  | 'makeUpMeter'
  | 'totalWaterVolume'
> & { id: number; type: string };

/** The chemical fields the engine reads: numbers as stored, or text as typed in the generator's editor. */
export interface ChemicalLike {
  name: string;
  treatmentRate: LooseNumber;
  rateUnit: string | null | undefined;
  density: LooseNumber;
  unitCost: LooseNumber;
  priceUnit: string | null | undefined;
  systemIds: number[] | null | undefined;
}

/** Reads a typed or stored number; blank or unreadable is null, so the engine applies its default. */
export function readNumber(value: LooseNumber): number | null {
  if (typeof value === 'string' && value.trim() === '') return null;
  return parseLooseNumber(value);
}

function knownUnit<T extends string>(units: readonly T[], value: string | null | undefined): T | null {
  return units.find((unit) => unit === value) ?? null;
}

/** Maps one piece of equipment to the engine's system input (the one mapping client and server share). */
export function toSystemInput(item: EquipmentLike): SystemInput {
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

/** Maps one chemical row (stored or being edited) to the engine's input; unknown units read as not given. */
export function toChemicalInput(row: ChemicalLike): ChemicalInput {
  return {
    name: row.name,
    treatmentRate: readNumber(row.treatmentRate),
    rateUnit: knownUnit(RATE_UNITS, row.rateUnit),
    density: readNumber(row.density),
    unitCost: readNumber(row.unitCost),
    priceUnit: knownUnit(PRICE_UNITS, row.priceUnit),
    systemIds: row.systemIds ?? [],
  };
}

/** The engine's input for a proposal: the survey's conductivity and equipment and the chemical rows, in order. */
export function buildProgramInput(
  conductivity: number | null | undefined,
  equipment: readonly EquipmentLike[],
  chemicals: readonly ChemicalLike[],
): ProgramInput {
  return {
    conductivity: conductivity ?? null,
    systems: equipment.map(toSystemInput),
    chemicals: chemicals.map(toChemicalInput),
  };
}
