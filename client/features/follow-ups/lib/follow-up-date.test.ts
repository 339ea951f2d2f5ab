import { expect, test } from 'vitest';
import { followUpTiming, localIsoDate } from './follow-up-date.ts';

const NOW = new Date(2025, 0, 5, 15, 30);

test('reads the local calendar date', () => {
  expect(localIsoDate(NOW)).toBe('2025-01-05');
});

test('calls a past date overdue, today today and a later date upcoming', () => {
  expect(followUpTiming('2025-01-04', NOW)).toBe('overdue');
  expect(followUpTiming('2025-01-05', NOW)).toBe('today');
  expect(followUpTiming('2025-01-06', NOW)).toBe('upcoming');
  expect(followUpTiming('2024-12-31T00:00:00.000Z', NOW)).toBe('overdue');
});

test('has no timing without a date', () => {
  expect(followUpTiming(null, NOW)).toBe('none');
  expect(followUpTiming('', NOW)).toBe('none');
});
