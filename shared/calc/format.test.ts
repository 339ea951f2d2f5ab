import { describe, expect, test } from 'vitest';
import {
  formatAge,
  formatDateTimeUS,
  formatDateUS,
  formatMoney,
  formatNumber,
  formatUnitPrice,
  formatUsd,
} from './format.ts';

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
    expect(formatUsd(Number.NEGATIVE_INFINITY)).toBe('');
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
    expect(formatNumber(undefined, 1)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });

  test('keeps each number of decimals apart when several are used in turn', () => {
    expect([formatNumber(2.5, 1), formatNumber(2.5), formatNumber(2.5, 1), formatNumber(2.5, 3)]).toEqual([
      '2.5',
      '3',
      '2.5',
      '2.500',
    ]);
  });
});

describe('formatDateTimeUS', () => {
  test('formats a moment with its time in the runtime zone; "" for nothing or an invalid date', () => {
    const moment = new Date(2025, 0, 5, 15, 4);
    expect(formatDateTimeUS(moment)).toMatch(/^Jan 5, 2025, 3:04\sPM$/);
    expect(formatDateTimeUS(moment.toISOString())).toBe(formatDateTimeUS(moment));
    expect(formatDateTimeUS(null)).toBe('');
    expect(formatDateTimeUS('not a date')).toBe('');
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

  test('keeps the day of a date-only value whatever time zone it is shown for', () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Auckland', 'Asia/Tokyo', undefined]) {
      expect(formatDateUS('2025-01-05', zone)).toBe('Jan 5, 2025');
      expect(formatDateUS(' 2025-01-05 ', zone)).toBe('Jan 5, 2025');
    }
  });

  test('shows a moment on the calendar of the time zone asked for', () => {
    const moment = new Date('2025-01-05T03:00:00Z');
    expect(formatDateUS(moment, 'America/Los_Angeles')).toBe('Jan 4, 2025');
    expect(formatDateUS(moment, 'Pacific/Auckland')).toBe('Jan 5, 2025');
    expect(formatDateUS('2025-01-05T03:00:00Z', 'America/Los_Angeles')).toBe('Jan 4, 2025');
    expect(formatDateUS(' 2025-01-05T23:30:00Z ', 'UTC')).toBe('Jan 5, 2025');
  });

  test('reads only a bare YYYY-MM-DD as a calendar day: other text holding a date is a moment, as Date reads it', () => {
    for (const text of ['Sun 2025-01-05', '12025-01-05']) {
      expect(formatDateUS(text, 'America/Los_Angeles')).toBe(
        formatDateUS(new Date(text), 'America/Los_Angeles'),
      );
    }
  });

  test('uses each time zone asked for, one after the other', () => {
    const moment = new Date('2025-01-05T23:30:00Z');
    const zones = ['UTC', 'Asia/Tokyo', 'UTC', 'America/Los_Angeles'];
    expect(zones.map((zone) => formatDateUS(moment, zone))).toEqual([
      'Jan 5, 2025',
      'Jan 6, 2025',
      'Jan 5, 2025',
      'Jan 5, 2025',
    ]);
  });

  test('gives "" for null, blank or invalid dates', () => {
    expect(formatDateUS(null)).toBe('');
    expect(formatDateUS(undefined)).toBe('');
    expect(formatDateUS('')).toBe('');
    expect(formatDateUS('not a date')).toBe('');
    expect(formatDateUS('   ')).toBe('');
    expect(formatDateUS('2025-13-45')).toBe('');
    expect(formatDateUS(new Date(Number.NaN))).toBe('');
  });
});

test('formatMoney writes whole-dollar USD from numbers and the API’s decimal text, "$0" when there is none', () => {
  expect(formatMoney(20531.4)).toBe('$20,531');
  expect(formatMoney('1234.56')).toBe('$1,235');
  expect(formatMoney(null)).toBe('$0');
  expect(formatMoney('abc')).toBe('$0');
});

test('formatUsd leaves a missing figure blank, where formatMoney says $0', () => {
  expect(formatUsd(20531.4)).toBe('$20,531');
  expect(formatUsd(null)).toBe('');
  expect(formatUsd(Number.NaN)).toBe('');
});

test('formatUnitPrice keeps the cents of a price-book price', () => {
  expect(formatUnitPrice(2.65)).toBe('$2.65');
  expect(formatUnitPrice(3)).toBe('$3.00');
  expect(formatUnitPrice(null)).toBe('');
});

test('dates are written US style without shifting calendar dates; an empty or invalid value is blank', () => {
  expect(formatDateUS('2025-01-05')).toBe('Jan 5, 2025');
  expect(formatDateUS(new Date(2025, 0, 5))).toBe('Jan 5, 2025');
  expect(formatDateUS(null) || 'No date set').toBe('No date set');
  expect(formatDateUS('not a date') || '-').toBe('-');
});

describe('formatAge', () => {
  test('says how long ago in the largest whole unit', () => {
    const now = Date.UTC(2026, 10, 27, 12, 0, 0);
    expect(formatAge(now - 30_000, now)).toBe('just now');
    expect(formatAge(now - 60_000, now)).toBe('1 minute ago');
    expect(formatAge(now - 59 * 60_000, now)).toBe('59 minutes ago');
    expect(formatAge(now - 2 * 3_600_000, now)).toBe('2 hours ago');
    expect(formatAge(now - 25 * 3_600_000, now)).toBe('1 day ago');
    // A clock that moved back never says "-1 minutes".
    expect(formatAge(now + 90_000, now)).toBe('just now');
  });
});
