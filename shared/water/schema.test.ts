import { describe, expect, test } from 'vitest';
import examples from '../../tests/fixtures/water-chemistry-examples.json' with { type: 'json' };
import { WaterChemistryInputSchema } from './index.ts';

function firstIssue(input: unknown) {
  const parsed = WaterChemistryInputSchema.safeParse(input);
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  return { path: issue.path.join('.'), message: issue.message };
}

describe('WaterChemistryInputSchema', () => {
  test('accepts every worked example as it is', () => {
    for (const { input } of examples) expect(WaterChemistryInputSchema.parse(input)).toEqual(input);
  });

  test('reads blanks as not measured and numeric text as numbers', () => {
    expect(WaterChemistryInputSchema.parse({ ph: '7.4', tds: '', sulfate: null })).toEqual({
      ph: 7.4,
      tds: null,
      sulfate: null,
    });
  });

  test.each([
    [{ ph: 15 }, 'ph', 'pH must be between 0 and 14'],
    [{ calciumHardness: -1 }, 'calciumHardness', 'Calcium hardness must be a number of at least 0'],
    [{ tds: 'lots' }, 'tds', 'TDS must be a number of at least 0'],
    [{ sulfate: -3 }, 'sulfate', 'Sulfate must be a number of at least 0'],
    [{ conductivity: -1 }, 'conductivity', 'Conductivity must be a number of at least 0'],
    [{ hardness: 'hard' }, 'hardness', 'Hardness must be a number of at least 0'],
    [{ chlorides: -0.5 }, 'chlorides', 'Chlorides must be a number of at least 0'],
    [{ silica: -2 }, 'silica', 'Silica must be a number of at least 0'],
    [{ temperatureF: 25 }, 'temperatureF', 'Sample temperature must be between 32 and 212 °F'],
    [{ skinTemperatureF: 213 }, 'skinTemperatureF', 'Skin temperature must be between 32 and 212 °F'],
    [{ alkalinity: true }, 'alkalinity', 'Alkalinity must be a number of at least 0'],
    [[1, 2], '', 'expected an object holding a water test'],
  ])('rejects %j with a message naming the field', (input, path, message) => {
    expect(firstIssue(input)).toEqual({ path, message });
  });
});
