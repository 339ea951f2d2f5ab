import { describe, expect, test } from 'vitest';
import examples from '../../tests/fixtures/water-chemistry-examples.json' with { type: 'json' };
import { calculateWaterChemistry, type WaterChemistryInput } from './index.ts';

const [case1] = examples;

describe('calculateWaterChemistry worked examples', () => {
  test.each(examples.map((example) => [example.name, example] as const))(
    '%s gives exactly the contract output',
    (_name, { input, expected }) => {
      const result = calculateWaterChemistry(input);
      expect(result).toStrictEqual(expected);
      // The same keys in the same order, so the CLI prints the contract's JSON.
      expect(JSON.stringify(result)).toBe(JSON.stringify(expected));
    },
  );
});

describe('calculateWaterChemistry defaults', () => {
  test('estimates TDS from conductivity × 0.65 and calcium from total hardness, and assumes 77 °F', () => {
    const { sample } = calculateWaterChemistry({
      ph: 7.5,
      conductivity: 1000,
      hardness: 200,
      alkalinity: 100,
    });
    expect(sample).toMatchObject({ tds: 650, tdsEstimated: true, calciumEstimated: true, temperatureF: 77 });
  });

  test('uses the skin temperature for the projection and 120 °F when none is given', () => {
    const input = { ph: 7.5, tds: 650, calciumHardness: 200, alkalinity: 100 };
    const assumed = calculateWaterChemistry(input);
    expect(calculateWaterChemistry({ ...input, skinTemperatureF: 120 }).cycles).toEqual(assumed.cycles);
    expect(calculateWaterChemistry({ ...input, skinTemperatureF: 150 }).cycles[0].lsi).toBeGreaterThan(
      assumed.cycles[0].lsi,
    );
    expect(calculateWaterChemistry({ ...input, skinTemperatureF: 150 }).sample).toEqual(assumed.sample);
  });

  test('an entered TDS and calcium hardness are not flagged as estimated', () => {
    const { sample } = calculateWaterChemistry({ ph: 7, tds: 300, calciumHardness: 100, alkalinity: 80 });
    expect(sample).toMatchObject({ tds: 300, tdsEstimated: false, calciumEstimated: false });
  });
});

describe('calculateWaterChemistry with inputs missing', () => {
  const complete: WaterChemistryInput = case1.input;

  test.each<[string, WaterChemistryInput, string]>([
    ['pH', { ph: null }, 'The scale and corrosion indices need pH.'],
    ['alkalinity', { alkalinity: undefined }, 'The scale and corrosion indices need alkalinity.'],
    ['alkalinity of 0', { alkalinity: 0 }, 'The scale and corrosion indices need alkalinity above 0.'],
    [
      'both hardnesses',
      { hardness: null, calciumHardness: null },
      'The scale and corrosion indices need calcium or total hardness.',
    ],
    [
      'calcium hardness of 0',
      { calciumHardness: 0 },
      'The scale and corrosion indices need calcium hardness above 0.',
    ],
    [
      'TDS and conductivity',
      { tds: null, conductivity: null },
      'The scale and corrosion indices need TDS or conductivity.',
    ],
    ['TDS of 0', { tds: 0 }, 'The scale and corrosion indices need TDS above 0.'],
    [
      'total hardness of 0 without calcium hardness',
      { calciumHardness: null, hardness: 0 },
      'The scale and corrosion indices need total hardness above 0.',
    ],
    [
      'a skin temperature over 212 °F',
      { skinTemperatureF: 212.5 },
      'The scale and corrosion indices need a skin temperature between 32 and 212 °F.',
    ],
    [
      'a sample temperature below 32 °F',
      { temperatureF: 20 },
      'The scale and corrosion indices need a sample temperature between 32 and 212 °F.',
    ],
    [
      'several',
      { ph: null, alkalinity: null, conductivity: 0 },
      'The scale and corrosion indices need pH, alkalinity and conductivity above 0.',
    ],
  ])('without %s the indices are null with the reason', (_name, change, reason) => {
    const result = calculateWaterChemistry({ ...complete, ...change });
    expect(result.sample).toMatchObject({
      pHs: null,
      lsi: null,
      rsi: null,
      psi: null,
      lsiVerdict: null,
      rsiVerdict: null,
      psiVerdict: null,
    });
    expect(result).toMatchObject({ cycles: [], maxCycles: null, limitingFactor: null });
    expect(result.missing?.indices).toBe(reason);
  });

  test('Larson-Skold is null with the reason unless chlorides and sulfate are both entered', () => {
    const result = calculateWaterChemistry({ ...complete, sulfate: null });
    expect(result.sample).toMatchObject({ larsonSkold: null, larsonSkoldVerdict: null, lsi: -1.1 });
    expect(result.missing).toEqual({ larsonSkold: 'Larson-Skold needs sulfate.' });
    expect(calculateWaterChemistry({ chlorides: 10, sulfate: 10 }).missing?.larsonSkold).toBe(
      'Larson-Skold needs alkalinity.',
    );
  });

  test('Larson-Skold with chlorides missing and sulfate entered is null, not worked with chloride 0', () => {
    const result = calculateWaterChemistry({ ...complete, chlorides: null, sulfate: 146 });
    expect(result.sample).toMatchObject({ larsonSkold: null, larsonSkoldVerdict: null, lsi: -1.1 });
    expect(result.missing).toEqual({ larsonSkold: 'Larson-Skold needs chlorides.' });
  });

  test('Larson-Skold needs an alkalinity above 0', () => {
    const result = calculateWaterChemistry({ ...complete, alkalinity: 0 });
    expect(result.sample.larsonSkold).toBeNull();
    expect(result.missing?.larsonSkold).toBe('Larson-Skold needs alkalinity above 0.');
  });

  test('Larson-Skold that overflows, passed without the schema, gives a reason instead of Infinity', () => {
    const result = calculateWaterChemistry({ ...complete, alkalinity: 1e-320 });
    expect(result.sample).toMatchObject({ larsonSkold: null, larsonSkoldVerdict: null });
    expect(result.missing?.larsonSkold).toBe(
      'Larson-Skold cannot be calculated from values this large or this small.',
    );
  });

  test('a skin temperature of exactly 212 °F still gives the projection', () => {
    const result = calculateWaterChemistry({ ...complete, skinTemperatureF: 212 });
    expect(result.missing).toBeUndefined();
    expect(result.cycles).toHaveLength(9);
  });

  test('Larson-Skold is calculated without pH, and the rest is null', () => {
    const result = calculateWaterChemistry({ ...complete, ph: null });
    expect(result.sample.larsonSkold).toBe(5.39);
    expect(result.missing).toEqual({ indices: 'The scale and corrosion indices need pH.' });
  });

  test('an empty water test names everything the indices need', () => {
    const result = calculateWaterChemistry({});
    expect(result.sample).toMatchObject({ tds: null, tdsEstimated: false, calciumEstimated: false });
    expect(result.missing).toEqual({
      indices:
        'The scale and corrosion indices need pH, alkalinity, calcium or total hardness and TDS or conductivity.',
      larsonSkold: 'Larson-Skold needs chlorides, sulfate and alkalinity.',
    });
  });

  test('a temperature outside 32 to 212 °F, passed without the schema, gives a reason instead of a figure', () => {
    const result = calculateWaterChemistry({ ...complete, skinTemperatureF: -500 });
    expect(result.sample.lsi).toBeNull();
    expect(result.missing?.indices).toBe(
      'The scale and corrosion indices need a skin temperature between 32 and 212 °F.',
    );
  });

  test('values that overflow, passed without the schema, give a reason instead of Infinity', () => {
    const result = calculateWaterChemistry({ ...complete, tds: 1e308 });
    expect(result.sample.lsi).toBeNull();
    expect(result.missing?.indices).toMatch(/cannot be calculated/);
  });

  test('silica and chlorides are null in the rows and their limits unchecked when not entered', () => {
    const result = calculateWaterChemistry({ ...complete, silica: null, chlorides: null });
    expect(result.cycles.every((row) => row.silica === null && row.chlorides === null)).toBe(true);
    expect(result.cycles.flatMap((row) => row.exceeds)).not.toContain('silica');
    expect(result).toMatchObject({ maxCycles: 8, limitingFactor: 'calciumHardness' });
  });
});

describe('calculateWaterChemistry limits', () => {
  test('takes limits that replace the defaults', () => {
    const result = calculateWaterChemistry(case1.input, { limits: { silica: 250 } });
    expect(result).toMatchObject({ maxCycles: 7, limitingFactor: 'silica' });
    expect(result.cycles[5]).toMatchObject({ cycles: 7, silica: 233.8, exceeds: [] });
    expect(result.cycles[6]).toMatchObject({ cycles: 8, silica: 267.2, exceeds: ['silica'] });
  });

  test('maxCycles is 10 and limitingFactor null when no row exceeds a limit', () => {
    const result = calculateWaterChemistry(case1.input, { limits: { silica: 1000, calciumHardness: 5000 } });
    expect(result).toMatchObject({ maxCycles: 10, limitingFactor: null });
  });

  test('maxCycles is null when 2 cycles already exceed a limit, which is named', () => {
    const result = calculateWaterChemistry(case1.input, { limits: { chlorides: 40 } });
    expect(result).toMatchObject({ maxCycles: null, limitingFactor: 'chlorides' });
  });

  test('a value exactly at a limit is within it, despite floating-point noise', () => {
    // 0.1 × 3 = 0.30000000000000004 in binary; the limit 0.3 is not exceeded.
    const result = calculateWaterChemistry({ ...case1.input, silica: 0.1 }, { limits: { silica: 0.3 } });
    expect(result.cycles[1]).toMatchObject({ cycles: 3, silica: 0.3, exceeds: [] });
    expect(result.cycles[2].exceeds).toEqual(['silica']);
  });

  test('lists exceeded limits in the order lsi, silica, calcium hardness, chlorides', () => {
    const result = calculateWaterChemistry(case1.input, {
      limits: { lsi: -5, silica: 0, calciumHardness: 0, chlorides: 0 },
    });
    expect(result.cycles[0].exceeds).toEqual(['lsi', 'silica', 'calciumHardness', 'chlorides']);
    expect(result.limitingFactor).toBe('lsi');
  });
});
