/** Engine inputs for calculation tests (no database involved). */
import type { ChemicalInput, ProgramInput, SystemInput } from '../../shared/calc/types.ts';

/** Builds a system input for tests: every field blank unless overridden. */
export function buildSystem(overrides: Partial<SystemInput> = {}): SystemInput {
  return {
    id: 1,
    type: 'cooling-tower',
    capacity: null,
    capacityUnit: 'tons',
    flowRate: null,
    operatingPressure: null,
    annualRuntime: null,
    systemLoad: null,
    bleedSetpoint: null,
    steamRate: null,
    makeUpMeter: null,
    totalWaterVolume: null,
    ...overrides,
  };
}

/** Builds a chemical input for tests: 1 lbs/1000gal at $1 a pound treating system 1 unless overridden. */
export function buildChemical(overrides: Partial<ChemicalInput> = {}): ChemicalInput {
  return {
    name: 'Inhibitor',
    treatmentRate: 1,
    rateUnit: 'lbs/1000gal',
    density: null,
    unitCost: 1,
    priceUnit: 'pound',
    systemIds: [1],
    ...overrides,
  };
}

/** Builds a program input for tests from systems and chemicals, with no conductivity unless given. */
export function buildProgram(overrides: Partial<ProgramInput> = {}): ProgramInput {
  return { conductivity: null, systems: [], chemicals: [], ...overrides };
}
