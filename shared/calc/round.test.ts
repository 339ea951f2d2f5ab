import { describe, expect, test } from 'vitest';
import { roundHalfUp, roundToDecimals, toFinite } from './round.ts';

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
  ])('rounds %s to %s decimals as %s', (value, decimals, expected) => {
    expect(roundToDecimals(value, decimals)).toBe(expected);
  });
});

describe('toFinite', () => {
  test('turns NaN and Infinity into 0', () => {
    expect(toFinite(Number.NaN)).toBe(0);
    expect(toFinite(Number.POSITIVE_INFINITY)).toBe(0);
    expect(toFinite(-3)).toBe(-3);
  });
});
