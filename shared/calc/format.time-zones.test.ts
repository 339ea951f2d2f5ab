import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

// The date formatting again with the runtime's clock west of UTC and east of it: a date-only value such as a
// proposal's "valid until" must show its own day everywhere (docs/decisions/033-mutation-testing.md). Vitest runs
// each file in its own process here (pool: forks), and Node applies a TZ set at run time to Date and Intl, so this
// file switches the zone, checks the clock really moved, and re-imports the formatter so nothing cached survives.
// Stryker's worker threads cannot switch zones, so its Vitest config leaves this file to `npm test`.
const ZONES = [
  {
    zone: 'America/Los_Angeles',
    offsetMinutes: 480,
    lateEvening: 'Jan 5, 2025',
    earlyMorning: 'Jan 4, 2025',
  },
  { zone: 'Pacific/Auckland', offsetMinutes: -780, lateEvening: 'Jan 6, 2025', earlyMorning: 'Jan 5, 2025' },
];

describe.each(ZONES)('with the clock in $zone', ({ zone, offsetMinutes, lateEvening, earlyMorning }) => {
  const original = process.env.TZ;
  let formatDateUS: typeof import('./format.ts').formatDateUS;

  beforeAll(async () => {
    process.env.TZ = zone;
    vi.resetModules();
    ({ formatDateUS } = await import('./format.ts'));
  });

  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  test('the clock is in that zone', () => {
    expect(new Date('2025-01-05T12:00:00Z').getTimezoneOffset()).toBe(offsetMinutes);
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });

  test('a date-only value keeps its day', () => {
    expect(formatDateUS('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatDateUS('2024-12-31')).toBe('Dec 31, 2024');
    expect(formatDateUS(' 2025-01-05 ')).toBe('Jan 5, 2025');
    expect(formatDateUS('2025-01-05', 'UTC')).toBe('Jan 5, 2025');
  });

  test("a moment shows on this zone's calendar when no zone is asked for", () => {
    expect(formatDateUS(new Date('2025-01-05T23:30:00Z'))).toBe(lateEvening);
    expect(formatDateUS('2025-01-05T03:00:00Z')).toBe(earlyMorning);
  });

  test('a zone asked for wins over the clock', () => {
    expect(formatDateUS(new Date('2025-01-05T23:30:00Z'), 'UTC')).toBe('Jan 5, 2025');
    expect(formatDateUS('2025-01-05T23:30:00Z', 'Asia/Tokyo')).toBe('Jan 6, 2025');
  });

  test('missing or invalid dates still give ""', () => {
    expect(formatDateUS(null)).toBe('');
    expect(formatDateUS('not a date')).toBe('');
  });
});
