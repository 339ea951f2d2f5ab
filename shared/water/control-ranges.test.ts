import { describe, expect, test } from 'vitest';
import {
  classifyReading,
  DEFAULT_CONTROL_RANGES,
  describeRange,
  pickRangeSystemType,
  resolveControlRanges,
  WaterControlRangesSchema,
} from './control-ranges.ts';

describe('classifyReading', () => {
  const lsi = { min: -0.5, max: 2.5 };

  test('is within well inside the range, near within 10% of its width of a bound, outside beyond it', () => {
    expect(classifyReading(1, lsi)).toBe('within');
    expect(classifyReading(2.3, lsi)).toBe('near');
    expect(classifyReading(-0.3, lsi)).toBe('near');
    expect(classifyReading(2.5, lsi)).toBe('near');
    expect(classifyReading(2.51, lsi)).toBe('outside');
    expect(classifyReading(-0.6, lsi)).toBe('outside');
  });

  test('reads a one-sided range against 10% of its bound', () => {
    const ceiling = { min: null, max: 1.2 };
    expect(classifyReading(0.5, ceiling)).toBe('within');
    expect(classifyReading(1.15, ceiling)).toBe('near');
    expect(classifyReading(1.3, ceiling)).toBe('outside');
    expect(classifyReading(0.02, { min: 0, max: null })).toBe('near');
  });

  test('colours nothing when the range has no bounds', () => {
    expect(classifyReading(-9, { min: null, max: null })).toBe('within');
  });

  test('treats floating-point noise at a bound as on the bound', () => {
    expect(classifyReading(0.1 * 3, { min: null, max: 0.3 })).toBe('near');
  });
});

describe('pickRangeSystemType', () => {
  test('prefers the first open system, then the first system with ranges, then a cooling tower', () => {
    expect(pickRangeSystemType(['boiler', 'evaporative-condenser', 'cooling-tower'])).toBe(
      'evaporative-condenser',
    );
    expect(pickRangeSystemType(['softener', 'closed-loop', 'boiler'])).toBe('closed-loop');
    expect(pickRangeSystemType(['softener'])).toBe('cooling-tower');
    expect(pickRangeSystemType([])).toBe('cooling-tower');
  });
});

describe('WaterControlRangesSchema', () => {
  test('accepts every default', () => {
    for (const ranges of Object.values(DEFAULT_CONTROL_RANGES))
      expect(WaterControlRangesSchema.parse(ranges)).toEqual(ranges);
  });

  test('refuses a minimum at or above its maximum, with the index named', () => {
    const ranges = structuredClone(DEFAULT_CONTROL_RANGES['cooling-tower']);
    ranges.indices.rsi = { min: 7, max: 7 };
    const result = WaterControlRangesSchema.safeParse(ranges);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('RSI minimum must be below its maximum');
  });

  test('refuses out-of-range bounds and limits with a message a person can act on', () => {
    const ranges = DEFAULT_CONTROL_RANGES.boiler;
    const body = {
      indices: { ...ranges.indices, lsi: { min: 'low', max: 0.5 } },
      cycleLimits: { ...ranges.cycleLimits, silica: 0 },
    };
    const messages = WaterControlRangesSchema.safeParse(body).error?.issues.map((i) => i.message);
    expect(messages).toContain('Silica limit must be a number between 1 and 99,999,999 mg/L');
    expect(messages).toContain('LSI minimum must be a number between -10 and 10');
  });
});

describe('resolveControlRanges', () => {
  test('lists every system type with its saved ranges or the defaults', () => {
    const saved = structuredClone(DEFAULT_CONTROL_RANGES.boiler);
    saved.indices.lsi = { min: -1, max: 1 };
    const all = resolveControlRanges(new Map([['boiler', saved]]));
    expect(all.map((r) => r.systemType)).toEqual([
      'cooling-tower',
      'evaporative-condenser',
      'boiler',
      'chiller',
      'closed-loop',
    ]);
    expect(all.find((r) => r.systemType === 'boiler')).toMatchObject({
      isDefault: false,
      label: 'Boiler',
      ranges: saved,
    });
    expect(all[0]).toMatchObject({ isDefault: true, label: 'Cooling Tower' });
  });
});

test('describeRange reads a range the way Settings shows it', () => {
  expect(describeRange({ min: -0.5, max: 2.5 })).toBe('−0.5 to 2.5');
  expect(describeRange({ min: null, max: 1.2 })).toBe('at most 1.2');
  expect(describeRange({ min: 6, max: null })).toBe('at least 6');
  expect(describeRange({ min: null, max: null })).toBe('any');
});
