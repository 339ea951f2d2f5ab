import { describe, expect, test } from 'vitest';
import { addMonths, newId } from './context.ts';

const unix = (iso: string) => Date.parse(iso) / 1000;

describe('engine helpers', () => {
  test('a month later keeps the day, clamped to the end of shorter months', () => {
    const anchor = unix('2027-01-31T10:00:00Z');
    expect(addMonths(anchor, 1)).toBe(unix('2027-02-28T10:00:00Z'));
    expect(addMonths(anchor, 2)).toBe(unix('2027-03-31T10:00:00Z'));
    expect(addMonths(unix('2028-01-31T10:00:00Z'), 1)).toBe(unix('2028-02-29T10:00:00Z'));
    expect(addMonths(unix('2026-12-15T00:00:00Z'), 1)).toBe(unix('2027-01-15T00:00:00Z'));
  });

  test('ids are random and marked as test objects', () => {
    const a = newId('cus');
    expect(a).toMatch(/^cus_test_[A-Za-z0-9]{24}$/);
    expect(newId('cus')).not.toBe(a);
  });
});
