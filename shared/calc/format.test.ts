import { describe, expect, test } from 'vitest';
import { formatDateUS, formatNumber, formatUsd } from './format.ts';

describe('formatUsd', () => {
  test.each([
    [91454, '$91,454'],
    [0, '$0'],
    [1139.5, '$1,140'],
    [1234567.4, '$1,234,567'],
    [-42, '-$42'],
  ])('formats %s as %s', (amount, expected) => {
    expect(formatUsd(amount)).toBe(expected);
  });

  test('gives "" for missing or non-finite amounts', () => {
    expect(formatUsd(null)).toBe('');
    expect(formatUsd(undefined)).toBe('');
    expect(formatUsd(Number.NaN)).toBe('');
    expect(formatUsd(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatNumber', () => {
  test('adds thousands separators and whole numbers by default', () => {
    expect(formatNumber(11431800)).toBe('11,431,800');
    expect(formatNumber(828.83)).toBe('829');
  });

  test('keeps the requested decimals', () => {
    expect(formatNumber(3.333333, 2)).toBe('3.33');
    expect(formatNumber(5, 2)).toBe('5.00');
    expect(formatNumber(1234.5, 1)).toBe('1,234.5');
  });

  test('gives "" for missing or non-finite values', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN, 2)).toBe('');
  });
});

describe('formatDateUS', () => {
  test('formats a date-only string in UTC so it never shifts a day', () => {
    expect(formatDateUS('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatDateUS('2024-12-31')).toBe('Dec 31, 2024');
  });

  test('formats a Date or timestamp in the given time zone', () => {
    const moment = new Date('2025-01-05T23:30:00Z');
    expect(formatDateUS(moment, 'UTC')).toBe('Jan 5, 2025');
    expect(formatDateUS('2025-01-05T23:30:00Z', 'Asia/Tokyo')).toBe('Jan 6, 2025');
  });

  test('gives "" for null, blank or invalid dates', () => {
    expect(formatDateUS(null)).toBe('');
    expect(formatDateUS(undefined)).toBe('');
    expect(formatDateUS('')).toBe('');
    expect(formatDateUS('not a date')).toBe('');
    expect(formatDateUS(new Date(Number.NaN))).toBe('');
  });
});
