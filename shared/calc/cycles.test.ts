import { describe, expect, test } from 'vitest';
import { buildSystem } from '../../tests/factories/index.ts';
import { calculateCycles, calculateDetailCycles, hasBlowdown, listCyclesSources } from './cycles.ts';

describe('calculateCycles', () => {
  test('averages bleed setpoint / conductivity over towers, condensers and chillers', () => {
    const systems = [
      buildSystem({ id: 1, type: 'cooling-tower', bleedSetpoint: '1,500 µS/cm' }),
      buildSystem({ id: 2, type: 'evaporative-condenser', bleedSetpoint: '1000' }),
      buildSystem({ id: 3, type: 'chiller', bleedSetpoint: 500 }),
      buildSystem({ id: 4, type: 'boiler', bleedSetpoint: '9000' }),
      buildSystem({ id: 5, type: 'cooling-tower', bleedSetpoint: '' }),
    ];
    expect(calculateCycles(250, systems)).toBe((6 + 4 + 2) / 3);
    expect(listCyclesSources(250, systems).map((s) => s.id)).toEqual([1, 2, 3]);
  });

  test.each([null, undefined, 0, '0', '', 'n/a', -300])('is null with conductivity %s', (conductivity) => {
    expect(calculateCycles(conductivity, [buildSystem({ bleedSetpoint: '1500' })])).toBeNull();
  });

  test('is null when no system has a bleed setpoint', () => {
    expect(
      calculateCycles(300, [buildSystem({ bleedSetpoint: null }), buildSystem({ bleedSetpoint: '0' })]),
    ).toBeNull();
  });

  test('reads conductivity given as text with a unit', () => {
    expect(calculateCycles('500 uS/cm', [buildSystem({ bleedSetpoint: '2000 uS/cm' })])).toBe(4);
  });
});

describe('listCyclesSources', () => {
  test('lists each source with its setpoint and cycles', () => {
    const systems = [buildSystem({ id: 'a', type: 'Chiller', bleedSetpoint: '900' })];
    expect(listCyclesSources('300 µS/cm', systems)).toEqual([
      { id: 'a', type: 'chiller', bleedSetpoint: 900, cycles: 3 },
    ]);
  });

  test.each([null, 0, 'n/a'])('lists none with conductivity %s', (conductivity) => {
    expect(listCyclesSources(conductivity, [buildSystem({ bleedSetpoint: '1500' })])).toEqual([]);
  });
});

describe('hasBlowdown', () => {
  test.each([
    [5, true],
    [1.01, true],
    [1, false],
    [0.5, false],
    [null, false],
    [Number.POSITIVE_INFINITY, false],
    [Number.NaN, false],
  ])('with cycles %s counts blowdown: %s', (cycles, expected) => {
    expect(hasBlowdown(cycles)).toBe(expected);
  });
});

describe('calculateDetailCycles', () => {
  test('divides conductivity by 300 to 2 decimals', () => {
    expect(calculateDetailCycles(1500)).toBe(5);
    expect(calculateDetailCycles('1,000 µS/cm')).toBe(3.33);
    expect(calculateDetailCycles(500)).toBe(1.67);
  });

  test.each([null, 0, '', 'none', -10])('is null with conductivity %s', (conductivity) => {
    expect(calculateDetailCycles(conductivity)).toBeNull();
  });
});
