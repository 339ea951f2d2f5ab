import { describe, expect, test } from 'vitest';
import examples from '../../tests/fixtures/calculation-examples.json' with { type: 'json' };
import { calculateProgram } from '../calc/program.ts';
import type { ProgramInput, SystemInput } from '../calc/types.ts';
import {
  CYCLES_NOT_AVAILABLE,
  describeCycles,
  projectTargetCycles,
  sumClosedLoopVolume,
  sumSteamRate,
} from './figures.ts';

const tower = examples[0]!.input.systems[0]! as SystemInput;
const chiller: SystemInput = { ...tower, id: 2, type: 'chiller', bleedSetpoint: '1,800 µS/cm' };
const boiler: SystemInput = { ...tower, id: 3, type: 'boiler', bleedSetpoint: '4250' };

describe('describeCycles (the one cycles figure)', () => {
  test('is the engine’s figure, marked estimated, for every worked example', () => {
    for (const example of examples) {
      const input = example.input as ProgramInput;
      const figure = describeCycles(input.conductivity, input.systems);
      expect(figure.value).toBe(calculateProgram(input).cycles);
    }
  });

  test('takes the mean over towers, evaporative condensers and chillers, never a boiler, and says so', () => {
    const figure = describeCycles(850, [tower, chiller, boiler]);
    expect(figure.value).toBe(1.94); // (1500/850 + 1800/850) / 2
    expect(figure.text).toBe('1.94');
    expect(figure.sourceCount).toBe(2);
    expect(figure.isEstimated).toBe(true);
    expect(figure.note).toBe('Estimated: bleed setpoint ÷ make-up conductivity, mean of 2 systems');
  });

  test('is not the spec’s old conductivity ÷ 300 estimate', () => {
    expect(describeCycles(850, [{ ...tower, bleedSetpoint: '1800' }]).value).toBe(2.12);
  });

  test('shows as not available, never an invented number, without conductivity or a setpoint', () => {
    for (const figure of [
      describeCycles(null, [tower]),
      describeCycles(0, [tower]),
      describeCycles(300, [boiler]),
    ]) {
      expect(figure).toMatchObject({ value: null, text: CYCLES_NOT_AVAILABLE, isEstimated: false });
    }
  });
});

describe('projectTargetCycles', () => {
  const input = examples[0]!.input as ProgramInput;

  test('gives no projection without a usable target', () => {
    for (const target of [null, undefined, 1, 0.5, Number.NaN])
      expect(projectTargetCycles(input, target)).toBeNull();
  });

  test('at today’s cycles it saves nothing', () => {
    const projection = projectTargetCycles(input, 5)!;
    expect(projection.target).toEqual(projection.current);
    expect(projection.waterSavedGallonsPerYear).toBe(0);
    expect(projection.costSavedPerYear).toBe(0);
  });

  test('a higher target saves water and chemical cost, worked out by the engine', () => {
    const projection = projectTargetCycles(input, 8)!;
    // 500 tons × 3 = 1500 gpm; evaporation 15, drift 3, blowdown 15/7 → 20.142857 gpm × 60 × 8760.
    expect(projection.target.makeupGallonsPerYear).toBe(10_587_086);
    expect(projection.current).toEqual({ cycles: 5, makeupGallonsPerYear: 11_431_800, annualCost: 91_454 });
    expect(projection.waterSavedGallonsPerYear).toBe(11_431_800 - 10_587_086);
    // 2.5 lbs/1000 gal at $3.20/lb on the lower make-up.
    expect(projection.target.annualCost).toBe(Math.round((10_587_086 / 1000) * 2.5 * 3.2));
    expect(projection.costSavedPerYear).toBe(91_454 - projection.target.annualCost);
  });

  test('claims no saving when today’s cycles are unknown', () => {
    const projection = projectTargetCycles({ ...input, conductivity: null }, 6)!;
    expect(projection.current.cycles).toBeNull();
    expect(projection.waterSavedGallonsPerYear).toBeNull();
    expect(projection.costSavedPerYear).toBeNull();
  });
});

test('sums boiler steam rates and closed-loop volumes, or gives null without any', () => {
  const loop = { type: 'closed-loop', totalWaterVolume: 5000 };
  expect(
    sumSteamRate([
      tower,
      { type: 'boiler', steamRate: '5000' },
      { type: 'boiler', steamRate: '2,500 lb/hr' },
    ]),
  ).toBe(7500);
  expect(sumSteamRate([tower])).toBeNull();
  expect(sumClosedLoopVolume([tower, loop, { ...loop, totalWaterVolume: 250 }])).toBe(5250);
  expect(sumClosedLoopVolume([{ totalWaterVolume: null }])).toBeNull();
});
