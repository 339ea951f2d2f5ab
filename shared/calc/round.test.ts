import { describe, expect, test } from 'vitest';
import { formatNumber } from './format.ts';
import { isFiniteNumber, roundHalfUp, roundOrNull, roundToDecimals, toFinite } from './round.ts';

describe('roundHalfUp', () => {
  test.each([
    [2.5, 3],
    [2.4999, 2],
    [182.5, 183],
    [-2.5, -3],
    [-2.4, -2],
    [-0.4, 0],
    [0, 0],
  ])('rounds %s to %s', (value, expected) => {
    expect(roundHalfUp(value)).toBe(expected);
  });

  test('never returns -0', () => {
    expect(Object.is(roundHalfUp(-0.2), 0)).toBe(true);
  });
});

describe('roundToDecimals', () => {
  test.each([
    [1.005, 2, 1.01],
    [3.3333, 2, 3.33],
    [1.6666, 2, 1.67],
    [-1.005, 2, -1.01],
    [5, 2, 5],
    [1e-9, 2, 0],
    [1e21, 2, 1e21],
    [1.5e-7, 7, 2e-7],
    [-1.5e-7, 7, -2e-7],
    [123.456, 0, 123],
  ])('rounds %s to %s decimals as %s', (value, decimals, expected) => {
    expect(roundToDecimals(value, decimals)).toBe(expected);
  });

  test('never gives -0, which a screen would show as "-0.00"', () => {
    expect(formatNumber(roundToDecimals(-0.004, 2), 2)).toBe('0.00');
    expect(Object.is(roundToDecimals(-0.004, 2), 0)).toBe(true);
  });
});

describe('roundOrNull', () => {
  test('rounds a figure to 2 decimals unless told otherwise', () => {
    expect(roundOrNull(4.999)).toBe(5);
    expect(roundOrNull(1.005)).toBe(1.01);
    expect(roundOrNull(1.25, 1)).toBe(1.3);
    expect(roundOrNull(0)).toBe(0);
  });

  test('keeps a missing figure missing', () => {
    expect(roundOrNull(null)).toBeNull();
    expect(roundOrNull(undefined)).toBeNull();
  });
});

describe('toFinite', () => {
  test('turns NaN and Infinity into 0', () => {
    expect(toFinite(Number.NaN)).toBe(0);
    expect(toFinite(Number.POSITIVE_INFINITY)).toBe(0);
    expect(toFinite(-3)).toBe(-3);
  });
});

describe('isFiniteNumber', () => {
  test('accepts finite numbers only', () => {
    expect(
      [5, 0, -2.5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, '5'].map(isFiniteNumber),
    ).toEqual([true, true, true, false, false, false, false, false]);
  });
});
