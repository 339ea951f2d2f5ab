import { describe, expect, test } from 'vitest';
import { parseLooseNumber, parsePositiveNumber } from './parse-number.ts';

describe('parseLooseNumber', () => {
  test.each([
    [12, 12],
    [-4.5, -4.5],
    [0, 0],
    ['12', 12],
    ['  7.25  ', 7.25],
    ['1,500 µS/cm', 1500],
    ['1,234,567.89', 1234567.89],
    ['4.5 gpm', 4.5],
    ['2000 uS/cm', 2000],
    ['500tons', 500],
    ['.5', 0.5],
    ['5.', 5],
    ['-20 psi', -20],
    ['+3', 3],
    ['$3.20', 3.2],
    ['1e3', 1000],
    ['75 %', 75],
    ['12,500 gal', 12500],
    ['250,000 gal', 250000],
    ['.25', 0.25],
    ['10 mg/L as CaCO3', 10],
    ['1e-3', 0.001],
    ['2.5E+10 gal', 25000000000],
  ])('reads %j as %s', (value, expected) => {
    expect(parseLooseNumber(value)).toBe(expected);
  });

  test.each([
    ['', null],
    ['   ', null],
    ['abc', null],
    ['n/a', null],
    ['-', null],
    ['approx. 1500', null],
    ['1,5', null],
    ['1.2.3', null],
    ['1,5000', null],
    ['1e999', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [Number.NEGATIVE_INFINITY, null],
    [null, null],
    [undefined, null],
    [true, null],
    [{}, null],
    [[5], null],
  ])('reads %j as not given', (value, expected) => {
    expect(parseLooseNumber(value)).toBe(expected);
  });
});

describe('parsePositiveNumber', () => {
  test('keeps numbers above 0 only', () => {
    expect(parsePositiveNumber('4.5 gpm')).toBe(4.5);
    expect(parsePositiveNumber('0')).toBeNull();
    expect(parsePositiveNumber(-1)).toBeNull();
    expect(parsePositiveNumber('')).toBeNull();
    expect(parsePositiveNumber(null)).toBeNull();
    expect(parsePositiveNumber('-0')).toBeNull();
    expect(parsePositiveNumber('0.001')).toBe(0.001);
  });
});
