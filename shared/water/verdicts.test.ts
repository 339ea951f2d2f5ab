import { describe, expect, test } from 'vitest';
import {
  classifyLangelier,
  classifyLarsonSkold,
  classifyStability,
  explainVerdict,
  WATER_INDICES,
  type WaterIndexKey,
  type WaterIndexVerdicts,
} from './index.ts';
import { isAbove, isBelow } from './verdicts.ts';

describe('verdicts', () => {
  test.each([
    [-2.01, 'severely corrosive'],
    [-2, 'corrosive'],
    [-0.51, 'corrosive'],
    [-0.5, 'balanced'],
    [0.5, 'balanced'],
    [0.50001, 'scale-forming'],
    [2, 'scale-forming'],
    [2.01, 'severely scale-forming'],
  ])('LSI %s is %s', (lsi, verdict) => {
    expect(classifyLangelier(lsi)).toBe(verdict);
  });

  test.each([
    [5.99, 'scale-forming'],
    [6, 'balanced'],
    [7, 'balanced'],
    // Case 3's RSI: 7.003 shows as 7.0 and reads corrosive, so verdicts use the unrounded value.
    [7.003, 'corrosive'],
  ])('RSI or PSI %s is %s', (index, verdict) => {
    expect(classifyStability(index)).toBe(verdict);
  });

  test.each([
    [0.79, 'low'],
    [0.8, 'moderate'],
    [1.2, 'moderate'],
    [1.21, 'high'],
  ])('Larson-Skold %s is %s', (index, verdict) => {
    expect(classifyLarsonSkold(index)).toBe(verdict);
  });

  test('a threshold crossed only by floating-point noise is not crossed', () => {
    expect(classifyStability(7 + 1e-12)).toBe('balanced');
    expect(classifyLarsonSkold(0.1 * 3 + 0.5)).toBe('moderate');
  });

  test('noise is a billionth of the threshold, and at least a billionth', () => {
    expect([isAbove(1200.000001, 1200), isAbove(1200.00001, 1200)]).toEqual([false, true]);
    expect([isBelow(1199.999999, 1200), isBelow(1199.99999, 1200)]).toEqual([false, true]);
    expect([isAbove(1e-9, 0), isAbove(1.1e-9, 0)]).toEqual([false, true]);
    expect([isBelow(-1e-9, 0), isBelow(-1.1e-9, 0)]).toEqual([false, true]);
  });
});

describe('explainVerdict', () => {
  const verdicts: { [K in WaterIndexKey]: WaterIndexVerdicts[K][] } = {
    lsi: ['severely corrosive', 'corrosive', 'balanced', 'scale-forming', 'severely scale-forming'],
    rsi: ['scale-forming', 'balanced', 'corrosive'],
    psi: ['scale-forming', 'balanced', 'corrosive'],
    larsonSkold: ['low', 'moderate', 'high'],
  };

  function explainAll<K extends WaterIndexKey>(key: K): string[] {
    return verdicts[key].map((verdict) => explainVerdict(key, verdict));
  }

  test('gives every verdict of every index its own one-line meaning', () => {
    for (const key of Object.keys(verdicts) as WaterIndexKey[]) {
      const meanings = explainAll(key);
      expect(new Set(meanings).size).toBe(meanings.length);
      for (const meaning of meanings) expect(meaning).toMatch(/^[A-Z][^\n]{20,120}\.$/);
    }
  });

  test('names each index', () => {
    expect(Object.values(WATER_INDICES).map((index) => index.shortName)).toEqual([
      'LSI',
      'RSI',
      'PSI',
      'Larson-Skold',
    ]);
  });
});
