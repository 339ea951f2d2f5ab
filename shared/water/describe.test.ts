import { describe, expect, test } from 'vitest';
import examples from '../../tests/fixtures/water-chemistry-examples.json' with { type: 'json' };
import {
  calculateWaterChemistry,
  describeLimit,
  describeLimitingFactor,
  describeSampleIndices,
  describeWaterAssumptions,
} from './index.ts';

const [case1, case2, case3] = examples;

describe('describeSampleIndices', () => {
  test('lists the four indices with value, verdict and meaning', () => {
    const rows = describeSampleIndices(calculateWaterChemistry(case1.input));
    expect(rows.map((row) => [row.shortName, row.value, row.verdict])).toEqual([
      ['LSI', -1.1, 'corrosive'],
      ['RSI', 9.4, 'corrosive'],
      ['PSI', 9.81, 'corrosive'],
      ['Larson-Skold', 5.39, 'high'],
    ]);
    expect(rows[0]).toMatchObject({
      name: 'Langelier Saturation Index',
      meaning: 'Below saturation: the water dissolves calcium carbonate and can corrode unprotected steel.',
      missing: null,
    });
  });

  test('names each index for the panel', () => {
    const rows = describeSampleIndices(calculateWaterChemistry(case1.input));
    expect(rows.map((row) => [row.key, row.name])).toEqual([
      ['lsi', 'Langelier Saturation Index'],
      ['rsi', 'Ryznar Stability Index'],
      ['psi', 'Puckorius Scaling Index'],
      ['larsonSkold', 'Larson-Skold Index'],
    ]);
  });

  test('gives the reason in place of a missing index', () => {
    const rows = describeSampleIndices(calculateWaterChemistry({ ...case1.input, ph: null, sulfate: null }));
    expect(rows.map((row) => [row.value, row.verdict, row.meaning, row.missing])).toEqual([
      [null, null, null, 'The scale and corrosion indices need pH.'],
      [null, null, null, 'The scale and corrosion indices need pH.'],
      [null, null, null, 'The scale and corrosion indices need pH.'],
      [null, null, null, 'Larson-Skold needs sulfate.'],
    ]);
  });
});

describe('describeWaterAssumptions', () => {
  test('says which figures are estimated or assumed', () => {
    expect(describeWaterAssumptions(case2.input)).toEqual([
      'TDS estimated as conductivity × 0.65.',
      'Calcium hardness estimated as the total hardness, which overstates scaling.',
      'Sample temperature assumed 77 °F.',
    ]);
    expect(describeWaterAssumptions({ ...case3.input, skinTemperatureF: null })).toEqual([
      'Sample temperature assumed 77 °F.',
      'Skin temperature assumed 120 °F for the cycles projection.',
    ]);
  });

  test('says nothing when everything was measured', () => {
    expect(describeWaterAssumptions(case1.input)).toEqual(['TDS estimated as conductivity × 0.65.']);
    expect(describeWaterAssumptions({ ...case1.input, tds: 250 })).toEqual([]);
  });
});

describe('describeLimitingFactor', () => {
  test.each([
    [case1.name, case1.input, 'Silica reaches 150 mg/L at 5 cycles'],
    [case2.name, case2.input, 'Calcium hardness reaches 1,200 mg/L at 4 cycles'],
    [case3.name, case3.input, 'LSI reaches 2.8 at 6 cycles'],
  ])('names the limit and the cycles it is passed at (%s)', (_name, input, sentence) => {
    expect(describeLimitingFactor(calculateWaterChemistry(input))).toBe(sentence);
  });

  test('uses the limits the result was calculated with', () => {
    const limits = { chlorides: 60 };
    const result = calculateWaterChemistry(case1.input, { limits });
    expect(describeLimitingFactor(result, limits)).toBe('Chlorides reach 60 mg/L at 3 cycles');
  });

  test('says no limit is reached, or nothing without a projection', () => {
    const limits = { silica: 1000, calciumHardness: 5000 };
    expect(describeLimitingFactor(calculateWaterChemistry(case1.input, { limits }), limits)).toBe(
      'No limit is reached up to 10 cycles',
    );
    expect(describeLimitingFactor(calculateWaterChemistry({}))).toBeNull();
  });

  test('labels a limit line', () => {
    expect(describeLimit('calciumHardness')).toBe('Calcium hardness 1,200 mg/L');
    expect(describeLimit('lsi', { lsi: 2.5 })).toBe('LSI 2.5');
    expect(describeLimit('silica', { silica: 150.125 })).toBe('Silica 150.13 mg/L');
  });

  test('names the limit the first exceeding row breaks first', () => {
    const limits = { lsi: -5, chlorides: 60 };
    const result = calculateWaterChemistry(case1.input, { limits });
    expect(describeLimitingFactor(result, limits)).toBe('LSI reaches -5 at 2 cycles');
  });
});
