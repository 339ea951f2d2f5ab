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
