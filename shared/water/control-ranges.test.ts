import { describe, expect, test } from 'vitest';
import {
  classifyReading,
  DEFAULT_CONTROL_RANGES,
  describeRange,
  isWaterRangeSystemType,
  labelWaterRangeSystemType,
  pickOpenSystemType,
  pickRangeSystemType,
  resolveControlRanges,
  type WaterControlRanges,
} from './control-ranges.ts';
import { SystemControlRangesSchema, WaterControlRangesSchema } from './control-ranges-schema.ts';

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

  test('reads "near" against a positive floor', () => {
    const rsi = { min: 6, max: 7 };
    expect(classifyReading(6.05, rsi)).toBe('near');
    expect(classifyReading(6.5, rsi)).toBe('within');
    expect(classifyReading(5.9, rsi)).toBe('outside');
  });

  test('reads a floor-only range against 10% of its floor, with nothing near above', () => {
    const floor = { min: 5, max: null };
    expect(classifyReading(5.2, floor)).toBe('near');
    expect(classifyReading(5.5, floor)).toBe('within');
    expect(classifyReading(8, floor)).toBe('within');
    expect(classifyReading(4.9, floor)).toBe('outside');
  });

  test('is within at exactly 10% of the width from a bound, near inside it', () => {
    const band = { min: 0, max: 10 };
    expect(classifyReading(9, band)).toBe('within');
    expect(classifyReading(9.01, band)).toBe('near');
    expect(classifyReading(1, band)).toBe('within');
    expect(classifyReading(0.99, band)).toBe('near');
  });

  test('keeps a near band of at least 0.05 under a small or negative ceiling', () => {
    expect(classifyReading(0.26, { min: null, max: 0.3 })).toBe('near');
    expect(classifyReading(-1.05, { min: null, max: -1 })).toBe('near');
    expect(classifyReading(-1.2, { min: null, max: -1 })).toBe('within');
  });

  test('colours nothing when the range has no bounds', () => {
    expect(classifyReading(-9, { min: null, max: null })).toBe('within');
  });

  test('treats floating-point noise at a bound as on the bound', () => {
    expect(classifyReading(0.1 * 3, { min: null, max: 0.3 })).toBe('near');
  });
});

describe('pickOpenSystemType', () => {
  test('gives the first cooling tower or evaporative condenser, else null', () => {
    expect(pickOpenSystemType(['boiler', 'evaporative-condenser', 'cooling-tower'])).toBe(
      'evaporative-condenser',
    );
    expect(pickOpenSystemType(['chiller', 'cooling-tower'])).toBe('cooling-tower');
    expect(pickOpenSystemType(['boiler', 'closed-loop', 'make-up'])).toBeNull();
    expect(pickOpenSystemType([])).toBeNull();
  });
});

test('the make-up water is a range type of its own, never a survey’s system type', () => {
  expect(isWaterRangeSystemType('make-up')).toBe(true);
  expect(labelWaterRangeSystemType('make-up')).toBe('Make-up Water');
  expect(labelWaterRangeSystemType('closed-loop')).toBe('Closed Loop System');
  expect(pickRangeSystemType(['make-up', 'boiler'])).toBe('boiler');
  expect(pickRangeSystemType(['make-up'])).toBe('cooling-tower');
  expect(DEFAULT_CONTROL_RANGES['make-up'].indices).toEqual({
    lsi: { min: -2, max: 2 },
    rsi: { min: 5.5, max: 8.5 },
    psi: { min: 5.5, max: 8.5 },
    larsonSkold: { min: null, max: 1.2 },
  });
});

describe('pickRangeSystemType', () => {
  test('prefers the first open system, then the first system with ranges, then a cooling tower', () => {
    expect(pickRangeSystemType(['boiler', 'evaporative-condenser', 'cooling-tower'])).toBe(
      'evaporative-condenser',
    );
    expect(pickRangeSystemType(['softener', 'closed-loop', 'boiler'])).toBe('closed-loop');
    expect(pickRangeSystemType(['softener'])).toBe('cooling-tower');
    expect(pickRangeSystemType(['chiller', 'cooling-tower'])).toBe('cooling-tower');
    expect(pickRangeSystemType([])).toBe('cooling-tower');
  });
});

describe('isWaterRangeSystemType', () => {
  test('knows the five water-bearing types and nothing else', () => {
    expect(['cooling-tower', 'closed-loop', 'softener', '', 5, null].map(isWaterRangeSystemType)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('DEFAULT_CONTROL_RANGES', () => {
  function describeAll(ranges: WaterControlRanges) {
    const { lsi, rsi, psi, larsonSkold } = ranges.indices;
    return [lsi, rsi, psi, larsonSkold].map(describeRange);
  }

  test('gives open towers a scaling band the inhibitor holds', () => {
    for (const type of ['cooling-tower', 'evaporative-condenser'] as const) {
      expect(describeAll(DEFAULT_CONTROL_RANGES[type])).toEqual([
        '−0.5 to 2.8',
        '5 to 7',
        '5 to 7',
        'at most 1.2',
      ]);
    }
  });

  test('keeps closed systems and boilers near balance', () => {
    for (const type of ['boiler', 'chiller', 'closed-loop'] as const) {
      expect(describeAll(DEFAULT_CONTROL_RANGES[type])).toEqual([
        '−0.5 to 0.5',
        '6 to 7',
        '6 to 7',
        'at most 0.8',
      ]);
    }
  });

  test('starts every type with the contract’s cycle limits', () => {
    for (const ranges of Object.values(DEFAULT_CONTROL_RANGES)) {
      expect(ranges.cycleLimits).toEqual({ lsi: 2.8, silica: 150, calciumHardness: 1200, chlorides: 500 });
    }
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

  function problems(change: (ranges: WaterControlRanges) => void) {
    const ranges = structuredClone(DEFAULT_CONTROL_RANGES['cooling-tower']);
    change(ranges);
    const result = WaterControlRangesSchema.safeParse(ranges);
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  }

  test.each<[string, (ranges: WaterControlRanges) => void, string]>([
    [
      'a PSI minimum',
      (r) => {
        r.indices.psi.min = -1;
      },
      'indices.psi.min: PSI minimum must be a number between 0 and 20',
    ],
    [
      'a Larson-Skold maximum',
      (r) => {
        r.indices.larsonSkold.max = 101;
      },
      'indices.larsonSkold.max: Larson-Skold maximum must be a number between 0 and 100',
    ],
    [
      'an RSI maximum left out',
      (r) => {
        r.indices.rsi.max = undefined as never;
      },
      'indices.rsi.max: RSI maximum must be a number between 0 and 20',
    ],
    [
      'an LSI limit',
      (r) => {
        r.cycleLimits.lsi = 11;
      },
      'cycleLimits.lsi: LSI limit must be a number between -5 and 10',
    ],
    [
      'a calcium hardness limit',
      (r) => {
        r.cycleLimits.calciumHardness = 0;
      },
      'cycleLimits.calciumHardness: Calcium hardness limit must be a number between 1 and 99,999,999 mg/L',
    ],
    [
      'a chlorides limit that is not a number',
      (r) => {
        r.cycleLimits.chlorides = 'lots' as never;
      },
      'cycleLimits.chlorides: Chlorides limit must be a number between 1 and 99,999,999 mg/L',
    ],
  ])('refuses %s out of bounds with its own message', (_, change, problem) => {
    expect(problems(change)).toEqual([problem]);
  });

  test('puts the "minimum below maximum" message on the maximum, where Settings shows it', () => {
    expect(
      problems((r) => {
        r.indices.rsi = { min: 7, max: 6 };
      }),
    ).toEqual(['indices.rsi.max: RSI minimum must be below its maximum']);
  });

  test('accepts a floor-only or a ceiling-only range, a negative ceiling included', () => {
    expect(
      problems((r) => {
        r.indices.rsi = { min: 6, max: null };
      }),
    ).toEqual([]);
    expect(
      problems((r) => {
        r.indices.lsi = { min: null, max: -1 };
      }),
    ).toEqual([]);
    expect(
      problems((r) => {
        r.indices.lsi = { min: null, max: null };
      }),
    ).toEqual([]);
  });

  test('refuses something that is not control ranges at all', () => {
    expect(WaterControlRangesSchema.safeParse('high').error?.issues[0]?.message).toBe(
      'expected control ranges',
    );
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
      'make-up',
    ]);
    expect(all.find((r) => r.systemType === 'make-up')).toMatchObject({
      label: 'Make-up Water',
      isDefault: true,
    });
    expect(all.find((r) => r.systemType === 'boiler')).toMatchObject({
      isDefault: false,
      label: 'Boiler',
      ranges: saved,
    });
    expect(all[0]).toMatchObject({ isDefault: true, label: 'Cooling Tower' });
  });

  test('gives each system type’s ranges in the shape the Settings API answers with', () => {
    for (const entry of resolveControlRanges(new Map())) {
      expect(SystemControlRangesSchema.parse(entry)).toEqual(entry);
    }
    const unknownType = { ...resolveControlRanges(new Map())[0], systemType: 'softener' };
    expect(SystemControlRangesSchema.safeParse(unknownType).success).toBe(false);
  });
});

test('describeRange reads a range the way Settings shows it', () => {
  expect(describeRange({ min: -0.5, max: 2.5 })).toBe('−0.5 to 2.5');
  expect(describeRange({ min: null, max: 1.2 })).toBe('at most 1.2');
  expect(describeRange({ min: 6, max: null })).toBe('at least 6');
  expect(describeRange({ min: null, max: null })).toBe('any');
  expect(describeRange({ min: 0, max: 1.2 })).toBe('0 to 1.2');
});
