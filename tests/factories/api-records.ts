import type { Equipment } from '../../shared/schemas/equipment.ts';

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
