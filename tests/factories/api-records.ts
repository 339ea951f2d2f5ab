import type { Equipment } from '../../shared/schemas/equipment.ts';

/** The contract's 500-ton cooling tower (calculation-examples.json), as the survey's equipment names it. */
export const CONTRACT_TOWER = {
  name: 'Cooling Tower 1',
  location: 'Roof',
  capacity: 500,
  capacityUnit: 'tons',
  operatingPressure: 20,
  bleedSetpoint: '1500',
} as const;

/** The scale inhibitor most proposal tests price: 2.5 lbs/1000 gal at $3.20/lb. */
export const SCALE_INHIBITOR = {
  name: 'Scale inhibitor',
  type: 'treatment',
  treatmentRate: 2.5,
  rateUnit: 'lbs/1000gal',
  unitCost: 3.2,
  priceUnit: 'pound',
} as const;

/** A piece of equipment as the API returns it, with every optional field empty (no database involved). */
export function buildEquipmentRecord(overrides: Partial<Equipment> = {}): Equipment {
  return {
    id: 1,
    surveyId: 1,
    type: 'cooling-tower',
    name: 'Tower 1',
    manufacturer: null,
    model: null,
    location: null,
    capacity: null,
    capacityUnit: 'hp',
    flowRate: null,
    operatingPressure: null,
    annualRuntime: null,
    systemLoad: null,
    fuelType: null,
    bleedSetpoint: null,
    steamRate: null,
    makeUpMeter: null,
    totalWaterVolume: null,
    comments: null,
    clientId: null,
    createdAt: '2025-01-05T12:00:00.000Z',
    updatedAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}
