import { describe, expect, it } from 'vitest';
import { addDays, parseDueDate, validUntilForRfp } from './dates.ts';

describe('parseDueDate', () => {
  it('reads the due dates RFPs state', () => {
    expect(parseDueDate('January 15, 2027, 3:00 PM EST')).toBe('2027-01-15');
    expect(parseDueDate('Friday, Jan. 15th 2027 at 2 pm')).toBe('2027-01-15');
    expect(parseDueDate('April 30, 2025, 3:00 PM EST')).toBe('2025-04-30');
    expect(parseDueDate('1/15/2027')).toBe('2027-01-15');
    expect(parseDueDate('2027-01-15')).toBe('2027-01-15');
  });

  it('answers null for text that names no real date', () => {
    expect(parseDueDate(null)).toBeNull();
    expect(parseDueDate('two weeks after the site visit')).toBeNull();
    expect(parseDueDate('February 30, 2027')).toBeNull();
    expect(parseDueDate('13/45/2027')).toBeNull();
  });
});

describe('validUntilForRfp', () => {
  it('holds the prices 90 days after the due date (an RFP due Jan 15 no longer gets Dec 26)', () => {
    expect(validUntilForRfp('January 15, 2027', '2026-12-26')).toBe('2027-04-15');
    expect(validUntilForRfp('January 15, 2027', null)).toBe('2027-04-15');
  });

  it('keeps a later date the rep chose, and changes nothing without a due date', () => {
    expect(validUntilForRfp('January 15, 2027', '2027-06-30')).toBeNull();
    expect(validUntilForRfp(null, '2026-12-26')).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-11-27', 30)).toBe('2026-12-27');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
