import { describe, expect, test } from 'vitest';
import { buildProgram, buildSystem } from '../../tests/factories/index.ts';
import { simulateCycles } from './simulate.ts';

const YEAR_MINUTES = 60 * 8760;

describe('simulateCycles', () => {
  const input = buildProgram({
    conductivity: 300,
    systems: [
      buildSystem({ id: 1, capacity: 500, operatingPressure: 20, bleedSetpoint: '1500' }),
      buildSystem({ id: 2, type: 'evaporative-condenser', capacity: 100, operatingPressure: 20 }),
      buildSystem({ id: 3, type: 'softener', makeUpMeter: '1' }),
    ],
  });

  test('substitutes each target cycles value into towers and condensers only', () => {
    const simulation = simulateCycles(input, [2, 5, 10]);
    expect(simulation.currentCycles).toBe(5);
    expect(simulation.current.coolingTowerGallonsPerYear).toBe(11431800);
    const [two, five, ten] = simulation.scenarios;
    expect(two.coolingTowerGallonsPerYear).toBe(Math.round((15 + 15 + 3) * YEAR_MINUTES));
    expect(two.evaporativeCondenserGallonsPerYear).toBe(Math.round((3 + 3 + 0.6) * YEAR_MINUTES));
    const softener = 1.2 * YEAR_MINUTES;
    expect(two.totalGallonsPerYear).toBe(Math.round((33 + 6.6) * YEAR_MINUTES + softener));
    expect(five.deltaGallonsPerYear).toBe(0);
    expect(five.percentChange).toBe(0);
    expect(ten.deltaGallonsPerYear).toBeLessThan(0);
  });

  test('reports the change against the current total in gallons and percent', () => {
    const { current, scenarios } = simulateCycles(input, [2]);
    const delta = scenarios[0].totalGallonsPerYear - current.totalGallonsPerYear;
    expect(Math.abs((scenarios[0].deltaGallonsPerYear ?? 0) - delta)).toBeLessThanOrEqual(1);
    expect(scenarios[0].percentChange).toBeCloseTo((delta / current.totalGallonsPerYear) * 100, 1);
  });

  test('gives null deltas when the current cycles are unknown', () => {
    const simulation = simulateCycles({ ...input, conductivity: null }, [3]);
    expect(simulation.currentCycles).toBeNull();
    expect(simulation.scenarios[0]).toMatchObject({
      cycles: 3,
      deltaGallonsPerYear: null,
      percentChange: null,
    });
    expect(simulation.scenarios[0].coolingTowerGallonsPerYear).toBeGreaterThan(
      simulation.current.coolingTowerGallonsPerYear,
    );
  });

  test('leaves blowdown out for target cycles of 1 or less and skips non-finite targets', () => {
    const simulation = simulateCycles(input, [1, Number.NaN, Number.POSITIVE_INFINITY]);
    expect(simulation.scenarios).toHaveLength(1);
    expect(simulation.scenarios[0].coolingTowerGallonsPerYear).toBe(Math.round(18 * YEAR_MINUTES));
  });

  test('gives a null percent change when the current total is 0', () => {
    const empty = buildProgram({ conductivity: 300, systems: [buildSystem({ bleedSetpoint: '900' })] });
    expect(simulateCycles(empty, [4]).scenarios[0]).toMatchObject({
      deltaGallonsPerYear: 0,
      percentChange: null,
    });
  });
});
