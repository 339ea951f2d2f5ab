import { expect, test } from 'vitest';
import { toWaterQualityPayload } from './water-quality-step.tsx';

test('keeps a measured 0 and sends blanks as null', () => {
  const payload = toWaterQualityPayload({
    ph: '7.4',
    conductivity: '300',
    copper: '0',
    iron: '',
    notes: ' ',
  });
  expect(payload).toMatchObject({ ph: 7.4, conductivity: 300, copper: 0, iron: null, notes: null });
});

test('sends the water-chemistry readings as numbers, blanks as null', () => {
  const payload = toWaterQualityPayload({
    calciumHardness: '142',
    tds: '',
    sulfate: '146.5',
    temperatureF: '72',
  });
  expect(payload).toMatchObject({ calciumHardness: 142, tds: null, sulfate: 146.5, temperatureF: 72 });
});

test('rejects a negative reading and a sample temperature outside 32–212 °F with the schema’s messages', () => {
  expect(() => toWaterQualityPayload({ calciumHardness: '-1' })).toThrow(
    'Calcium hardness must be a number of at least 0',
  );
  expect(() => toWaterQualityPayload({ sulfate: '-0.5' })).toThrow('Sulfate must be a number of at least 0');
  expect(() => toWaterQualityPayload({ temperatureF: '31' })).toThrow(
    'Sample temperature must be between 32 and 212 °F',
  );
  expect(() => toWaterQualityPayload({ temperatureF: '213' })).toThrow(
    'Sample temperature must be between 32 and 212 °F',
  );
  expect(toWaterQualityPayload({ temperatureF: '212' }).temperatureF).toBe(212);
});
