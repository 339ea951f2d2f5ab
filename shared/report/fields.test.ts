import { expect, test } from 'vitest';
import type { Equipment } from '#shared/schemas/survey.ts';
import { systemFields } from './fields.ts';

function buildEquipment(overrides: Partial<Equipment> = {}): Equipment {
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
    createdAt: '2025-01-05T12:00:00.000Z',
    ...overrides,
  };
}

test('lists type, manufacturer and model, then the figures and the setpoint', () => {
  const fields = systemFields(buildEquipment({ manufacturer: ' BAC ', bleedSetpoint: '1500' }), 300);
  expect(fields.slice(0, 3)).toEqual([
    { label: 'Type', value: 'Cooling Tower' },
    { label: 'Manufacturer', value: 'BAC' },
    { label: 'Model', value: null },
  ]);
  expect(fields.find((f) => f.label === 'Cycles by Conductivity')?.value).toBe('5.00');
  expect(fields.find((f) => f.label === 'Bleed Setpoint')?.value).toBe('1500');
});

test('a closed loop shows gallons and no capacity; a boiler shows its fuel', () => {
  const loop = systemFields(
    buildEquipment({ type: 'closed-loop', totalWaterVolume: 5000, capacity: 10 }),
    300,
  );
  expect(loop.find((f) => f.label === 'Total Water Volume')?.value).toBe('5,000 gallons');
  expect(loop.find((f) => f.label === 'Capacity')).toBeUndefined();
  const boiler = systemFields(buildEquipment({ type: 'boiler', fuelType: 'natural-gas' }), null);
  expect(boiler.find((f) => f.label === 'Fuel Type')?.value).toBe('Natural Gas');
});

test('comments take a full row', () => {
  const fields = systemFields(buildEquipment({ comments: 'Drift eliminators worn' }), null);
  expect(fields.at(-1)).toEqual({ label: 'Comments', value: 'Drift eliminators worn', isWide: true });
});
