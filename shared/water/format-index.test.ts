import { expect, test } from 'vitest';
import { formatIndexValue } from './format-index.ts';
import { describeTowerIndices } from './recommendation-rows.ts';

test('formatIndexValue writes 2 decimals and a true minus sign, never "−0.00"', () => {
  expect(formatIndexValue(-1.1)).toBe('−1.10');
  expect(formatIndexValue(7)).toBe('7.00');
  expect(formatIndexValue(0)).toBe('0.00');
  expect(formatIndexValue(-0.001)).toBe('0.00');
  expect(formatIndexValue(-0.005)).toBe('−0.01');
  expect(formatIndexValue(9.81)).toBe('9.81');
});

test('the tower LSI’s meaning writes the user’s LSI limit to 2 decimals at most', () => {
  const tower = {
    cycles: 4,
    ph: 8,
    lsi: 1.5,
    rsi: 5,
    psi: 5,
    calciumHardness: 800,
    silica: null,
    chlorides: null,
  };
  expect(describeTowerIndices(tower, 2.845)[0]?.meaning).toBe(
    'Above saturation, within your LSI limit of 2.85: calcium carbonate scale is likely on hot surfaces without a scale inhibitor.',
  );
});
