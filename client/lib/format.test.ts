import { expect, test } from 'vitest';
import { formatDate, formatUsd } from './format.ts';

test('formats whole-dollar USD from numbers and numeric strings', () => {
  expect(formatUsd(20531.4)).toBe('$20,531');
  expect(formatUsd('1234.56')).toBe('$1,235');
  expect(formatUsd(null)).toBe('$0');
  expect(formatUsd('abc')).toBe('$0');
});

test('formats dates US style without shifting calendar dates', () => {
  expect(formatDate('2025-01-05')).toBe('Jan 5, 2025');
  expect(formatDate(new Date(2025, 0, 5))).toBe('Jan 5, 2025');
  expect(formatDate(null, 'No date set')).toBe('No date set');
  expect(formatDate('not a date', '-')).toBe('-');
});
