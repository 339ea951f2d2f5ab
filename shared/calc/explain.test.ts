import { describe, expect, test } from 'vitest';
import { buildProgram, buildSystem } from '../../tests/factories/index.ts';
import { explainProgram } from './explain.ts';
import { calculateProgram } from './program.ts';

describe('explainProgram', () => {
  test('shows cycles, their sources and every system step by step', () => {
    const input = buildProgram({
      conductivity: 250,
      systems: [
        buildSystem({
          id: 1,
          type: 'evaporative-condenser',
          capacity: 120,
          operatingPressure: 10,
          bleedSetpoint: '1000',
        }),
        buildSystem({ id: 2, capacity: 250, systemLoad: 60, bleedSetpoint: '1500' }),
      ],
    });
    const math = explainProgram(input);
    expect(math).toMatchObject({ conductivity: 250, cycles: 5, cyclesUnrounded: 5, blowdownIncluded: true });
    expect(math.blowdownNote).toBeNull();
    expect(math.cyclesSources.map((s) => s.cycles)).toEqual([4, 6]);
    expect(math.systems[0]).toMatchObject({ flowGpm: 324, pressureFactor: 0.9, blowdownGpm: 0.81 });
    expect(math.totalMakeupGallonsPerYear).toBe(calculateProgram(input).totalMakeupGallonsPerYear);
  });

  test('notes that blowdown is left out when cycles are unknown', () => {
    const math = explainProgram(
      buildProgram({ conductivity: null, systems: [buildSystem({ capacity: 100 })] }),
    );
    expect(math.blowdownIncluded).toBe(false);
    expect(math.blowdownNote).toMatch(/conductivity and a bleed setpoint/);
  });

  test('notes that blowdown is left out when cycles are 1 or less', () => {
    const systems = [buildSystem({ capacity: 100, bleedSetpoint: '300' })];
    const math = explainProgram(buildProgram({ conductivity: 300, systems }));
    expect(math.cycles).toBe(1);
    expect(math.blowdownNote).toMatch(/1 or less/);
  });

  test('notes the missing blowdown for a program mixing a tower and a boiler', () => {
    const systems = [
      buildSystem({ id: 1, type: 'boiler', steamRate: '1000' }),
      buildSystem({ id: 2, type: 'cooling-tower', capacity: 100 }),
    ];
    const math = explainProgram(buildProgram({ conductivity: 300, systems }));
    expect(math.blowdownNote).toBe(
      'Blowdown is not included: cycles of concentration need a conductivity and a bleed setpoint.',
    );
  });

  test('lists no cycles source without a conductivity, even where bleed setpoints are entered', () => {
    const systems = [buildSystem({ capacity: 100, bleedSetpoint: '1500' })];
    for (const conductivity of [null, 0, 'n/a']) {
      const math = explainProgram(buildProgram({ conductivity, systems }));
      expect(math).toMatchObject({
        conductivity: null,
        cycles: null,
        cyclesUnrounded: null,
        cyclesSources: [],
      });
    }
  });

  test('has no blowdown note without evaporative systems', () => {
    const systems = [buildSystem({ type: 'boiler', steamRate: '1000' })];
    expect(explainProgram(buildProgram({ systems })).blowdownNote).toBeNull();
  });

  test('gathers the sentences for missing inputs per system', () => {
    const systems = [
      buildSystem({ id: 7, type: 'closed-loop' }),
      buildSystem({ id: 8, type: 'softener', makeUpMeter: '2' }),
    ];
    const math = explainProgram(buildProgram({ systems }));
    expect(math.systems.map((s) => s.missing)).toEqual([['Closed loop needs a flow rate'], []]);
  });
});
