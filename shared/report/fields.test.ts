import { expect, test } from 'vitest';
import { buildEquipmentRecord } from '../../tests/factories/index.ts';
import { systemFields } from './fields.ts';

test('lists type, manufacturer and model, then the figures and the setpoint', () => {
  const fields = systemFields(buildEquipmentRecord({ manufacturer: ' BAC ', bleedSetpoint: '1500' }), 300);
  expect(fields.slice(0, 3)).toEqual([
    { label: 'Type', value: 'Cooling Tower' },
    { label: 'Manufacturer', value: 'BAC' },
    { label: 'Model', value: null },
  ]);
  expect(fields.find((f) => f.label === 'Cycles by Conductivity')?.value).toBe('5.00');
  expect(fields.find((f) => f.label === 'Bleed Setpoint')?.value).toBe('1,500 µS/cm');
});

test('a closed loop shows gallons and no capacity; a boiler shows its fuel', () => {
  const loop = systemFields(
    buildEquipmentRecord({ type: 'closed-loop', totalWaterVolume: 5000, capacity: 10 }),
    300,
  );
  expect(loop.find((f) => f.label === 'Total Water Volume')?.value).toBe('5,000 gallons');
  expect(loop.find((f) => f.label === 'Capacity')).toBeUndefined();
  const boiler = systemFields(buildEquipmentRecord({ type: 'boiler', fuelType: 'natural-gas' }), null);
  expect(boiler.find((f) => f.label === 'Fuel Type')?.value).toBe('Natural Gas');
});

test('comments take a full row', () => {
  const fields = systemFields(buildEquipmentRecord({ comments: 'Drift eliminators worn' }), null);
  expect(fields.at(-1)).toEqual({ label: 'Comments', value: 'Drift eliminators worn', isWide: true });
});

test('typed setpoints and meters carry their units; text that is not a bare number stays as typed', () => {
  const boiler = systemFields(
    buildEquipmentRecord({ type: 'boiler', bleedSetpoint: '1800', steamRate: '12000', makeUpMeter: '4.5' }),
    null,
  );
  const value = (label: string) => boiler.find((f) => f.label === label)?.value;
  expect(value('Bleed Setpoint')).toBe('1,800 µS/cm');
  expect(value('Steam Rate')).toBe('12,000 lb/hr');
  expect(value('Make-up Meter')).toBe('4.5 GPM');
  const typed = systemFields(
    buildEquipmentRecord({ bleedSetpoint: '1,800 µS/cm', steamRate: 'about 5000' }),
    null,
  );
  expect(typed.find((f) => f.label === 'Bleed Setpoint')?.value).toBe('1,800 µS/cm');
  expect(typed.find((f) => f.label === 'Steam Rate')?.value).toBe('about 5000');
});
