import { describe, expect, test } from 'vitest';
import { toEquipmentFields, toEquipmentValues } from './equipment-form.ts';
import { emptyToNull, hasAnyContent, toIsoDate, toTextValues } from './form-values.ts';

describe('emptyToNull', () => {
  test('sends blank and whitespace-only text as null and keeps everything else', () => {
    expect(emptyToNull({ a: '', b: '   ', c: 'Acme', d: 0, e: null })).toEqual({
      a: null,
      b: null,
      c: 'Acme',
      d: 0,
      e: null,
    });
  });
});

describe('toTextValues', () => {
  test('turns a stored row into input text, with defaults for missing values', () => {
    expect(toTextValues(['ph', 'notes', 'unit'], { ph: 7.5, notes: null }, { unit: 'hp' })).toEqual({
      ph: '7.5',
      notes: '',
      unit: 'hp',
    });
  });
});

describe('hasAnyContent', () => {
  test('is false for a form of blanks', () => {
    expect(hasAnyContent({ a: '', b: '  ' })).toBe(false);
    expect(hasAnyContent({ a: '', b: '7' })).toBe(true);
  });
});

describe('toIsoDate', () => {
  test('empty becomes null, a date stays an ISO date', () => {
    expect(toIsoDate('')).toBeNull();
    expect(toIsoDate('2025-03-14')).toBe('2025-03-14');
    expect(toIsoDate('2025-03-14T00:00:00.000Z')).toBe('2025-03-14');
  });
});

describe('toEquipmentFields', () => {
  test('blank optional fields become null and numbers are numbers', () => {
    const values = { ...toEquipmentValues(null), type: 'cooling-tower', capacity: '500', annualRuntime: '' };
    const fields = toEquipmentFields(values);
    expect(fields).toMatchObject({
      type: 'cooling-tower',
      name: null,
      capacity: 500,
      capacityUnit: 'hp',
      annualRuntime: null,
      systemLoad: null,
      comments: null,
    });
  });

  test('fuel type is kept only for boilers and water volume only for closed loops', () => {
    const base = { ...toEquipmentValues(null), fuelType: 'natural-gas', totalWaterVolume: '5000' };
    expect(toEquipmentFields({ ...base, type: 'boiler' })).toMatchObject({
      fuelType: 'natural-gas',
      totalWaterVolume: null,
    });
    expect(toEquipmentFields({ ...base, type: 'closed-loop' })).toMatchObject({
      fuelType: null,
      totalWaterVolume: 5000,
    });
  });
});
