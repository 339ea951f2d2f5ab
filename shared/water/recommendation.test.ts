import { describe, expect, test } from 'vitest';
import examples from '../../tests/fixtures/water-chemistry-examples.json' with { type: 'json' };
import { calculateWaterChemistry } from './chemistry.ts';
import { type CycleLimits, DEFAULT_CYCLE_LIMITS } from './constants.ts';
import {
  buildWaterRecommendation,
  formatCycles,
  WATER_RECOMMENDATION_TITLE,
  type WaterTest,
} from './recommendation.ts';
import { describeTowerIndices } from './recommendation-rows.ts';

const [case1, , case3] = examples;
const { skinTemperatureF: case1Skin, ...case1Water } = case1!.input;
const limits: CycleLimits = { ...DEFAULT_CYCLE_LIMITS };

function recommend(
  water: WaterTest,
  options: { skin?: number | null; target?: number | null; limits?: CycleLimits } = {},
) {
  return buildWaterRecommendation({
    water,
    skinTemperatureF: options.skin === undefined ? (case1Skin ?? null) : options.skin,
    targetCycles: options.target ?? null,
    systemType: 'cooling-tower',
    limits: options.limits ?? limits,
  });
}

describe('buildWaterRecommendation', () => {
  test('names the recommended maximum and the limiting factor of worked case 1', () => {
    const result = recommend(case1Water, { target: 6 });
    expect(result.missing).toBeNull();
    expect(result.maxCycles).toBe(4);
    expect(result.maxCyclesSentence).toBe('Recommended maximum: 4 cycles');
    expect(result.limitingSentence).toBe('Silica reaches 150 mg/L at 5 cycles');
    expect(result.skinTemperatureText).toBe('Skin temperature 100 °F');
    expect(result.limitsSentence).toBe(
      'Limits from your Cooling Tower control ranges: LSI 2.8, Silica 150 mg/L, Calcium hardness 1,200 mg/L, Chlorides 500 mg/L.',
    );
  });

  test('shows every projected row with the engine’s own figures and verdicts', () => {
    const result = recommend(case1Water);
    const expected = case1!.expected.cycles;
    expect(result.rows.map((row) => row.cycles)).toEqual(expected.map((row) => row.cycles));
    for (const [i, row] of result.rows.entries()) {
      const engine = expected[i]!;
      expect(row.indices.map((index) => index.value)).toEqual(
        [engine.lsi, engine.rsi, engine.psi].map((n) =>
          n < 0 ? `−${Math.abs(n).toFixed(2)}` : n.toFixed(2),
        ),
      );
      expect(row.ph).toBe(engine.ph.toFixed(2));
      expect(row.exceeds).toEqual(engine.exceeds);
      expect(row.isTarget).toBe(false);
    }
    expect(result.rows[0]!.indices[0]).toMatchObject({
      shortName: 'LSI',
      value: '−0.21',
      verdict: 'balanced',
    });
  });

  test('a target above the maximum is refused with the limiting factor and the breaches at the target', () => {
    const { target } = recommend(case1Water, { target: 6 });
    expect(target).toMatchObject({
      cycles: 6,
      isWithin: false,
      sentence:
        'The target of 6 cycles is above the recommended maximum of 4 cycles: Silica reaches 150 mg/L at 5 cycles.',
      breaches: ['Silica 200.4 mg/L, above the 150 mg/L limit'],
    });
    const engineRow = case1!.expected.cycles.find((row) => row.cycles === 6)!;
    expect(target!.indices.map((index) => index.value)).toEqual([
      engineRow.lsi.toFixed(2),
      engineRow.rsi.toFixed(2),
      engineRow.psi.toFixed(2),
    ]);
    expect(target!.indices[0]!.meaning).toMatch(/calcium carbonate scale is likely/);
  });

  test('a target at or under the maximum is within it', () => {
    const { target } = recommend(case1Water, { target: 4 });
    expect(target).toMatchObject({
      isWithin: true,
      sentence: 'The target of 4 cycles is within the recommended maximum of 4 cycles.',
      breaches: [],
    });
  });

  test('a half-step target gets its own row, computed rather than interpolated', () => {
    const result = recommend(case1Water, { target: 4.5 });
    const row = result.rows.find((r) => r.isTarget)!;
    expect(row.cycles).toBe(4.5);
    expect(result.rows.map((r) => r.cycles)).toEqual([2, 3, 4, 4.5, 5, 6, 7, 8, 9, 10]);
    expect(row.silica).toBe('150.3');
    expect(result.target).toMatchObject({
      isWithin: false,
      breaches: ['Silica 150.3 mg/L, above the 150 mg/L limit'],
    });
  });

  test('the user’s limits decide: a silica limit of 200 mg/L moves the maximum to 5 cycles', () => {
    const result = recommend(case1Water, { target: 5, limits: { ...limits, silica: 200 } });
    expect(result.maxCycles).toBe(5);
    expect(result.limitingSentence).toBe('Silica reaches 200 mg/L at 6 cycles');
    expect(result.target!.isWithin).toBe(true);
    expect(result.limitSeries.find((s) => s.key === 'silica')).toMatchObject({
      label: 'Silica 200 mg/L',
      limit: 200,
    });
  });

  test('the skin temperature changes the projected indices and, left unset, is assumed 120 °F', () => {
    const cool = recommend(case1Water, { skin: 100 });
    const hot = recommend(case1Water, { skin: 160 });
    const unset = recommend(case1Water, { skin: null });
    expect(hot.rows[3]!.indices[0]!.value).not.toBe(cool.rows[3]!.indices[0]!.value);
    expect(Number(hot.rows[3]!.indices[0]!.value)).toBeGreaterThan(Number(cool.rows[3]!.indices[0]!.value));
    expect(unset.skinTemperatureF).toBe(120);
    expect(unset.skinTemperatureText).toBe('Skin temperature 120 °F (assumed)');
    expect(unset.notes).toContain('Skin temperature assumed 120 °F for the cycles projection.');
    expect(cool.notes).not.toContain('Skin temperature assumed 120 °F for the cycles projection.');
    const engine = calculateWaterChemistry({ ...case1Water, skinTemperatureF: 160 });
    expect(hot.rows[3]!.indices[0]!.value).toBe(engine.cycles[3]!.lsi.toFixed(2));
  });

  test('says what is estimated or assumed', () => {
    const { notes } = recommend(
      { ph: 7.5, conductivity: 500, hardness: 200, alkalinity: 100 },
      { skin: null },
    );
    expect(notes).toEqual([
      'TDS estimated as conductivity × 0.65.',
      'Calcium hardness estimated as the total hardness, which overstates scaling.',
      'Sample temperature assumed 77 °F.',
      'Skin temperature assumed 120 °F for the cycles projection.',
      'Tower pH estimated from the concentrated alkalinity (no acid feed).',
    ]);
  });

  test('a water test lacking an input gives the engine’s reason and nothing else', () => {
    const result = recommend({ ph: 7.2, conductivity: 388, hardness: 212 }, { target: 5 });
    expect(result).toMatchObject({
      missing: 'The scale and corrosion indices need alkalinity.',
      maxCycles: null,
      maxCyclesSentence: null,
      limitingSentence: null,
      rows: [],
      limitSeries: [],
      target: null,
      notes: [],
    });
    expect(recommend(null).missing).toBe(
      'The scale and corrosion indices need pH, alkalinity, calcium or total hardness and TDS or conductivity.',
    );
  });

  test('water that breaks no limit up to 10 cycles is recommended "at least 10 cycles"', () => {
    const soft = { ph: 7, conductivity: 100, hardness: 20, alkalinity: 10, silica: 5, chlorides: 5 };
    const result = recommend(soft, { target: 10 });
    expect(result.maxCyclesSentence).toBe('Recommended maximum: at least 10 cycles');
    expect(result.limitingSentence).toBe('No limit is reached up to 10 cycles');
    expect(result.target!.sentence).toBe(
      'The target of 10 cycles is within the recommended maximum of 10 cycles.',
    );
    expect(recommend(soft, { target: 12 }).target).toMatchObject({
      isWithin: true,
      sentence: 'The target of 12 cycles breaks no limit.',
    });
  });

  test('when even 2 cycles break a limit there is no recommended maximum', () => {
    const { input } = case3!;
    const result = recommend(input, { skin: null, target: 3, limits: { ...limits, lsi: 1 } });
    expect(result.maxCycles).toBeNull();
    expect(result.maxCyclesSentence).toBe('Recommended maximum: none, even 2 cycles break a limit');
    expect(result.target!.sentence).toBe(
      'The target of 3 cycles is above the recommendation: even 2 cycles break a limit (LSI reaches 1 at 2 cycles).',
    );
    expect(result.target!.breaches).toEqual(['LSI 2.00, above the LSI 1 limit']);
  });

  test('is titled as the detail page and the PDF head it', () => {
    expect(WATER_RECOMMENDATION_TITLE).toBe('Scale and Cycles Recommendation');
  });

  test('has no target part when the proposal has no target cycles', () => {
    const result = recommend(case1Water);
    expect(result.target).toBeNull();
    expect(result.rows.some((row) => row.isTarget)).toBe(false);
    expect(result.maxCyclesSentence).toBe('Recommended maximum: 4 cycles');
  });

  test('a target of exactly 2 cycles marks the first row and is within the maximum', () => {
    const result = recommend(case1Water, { target: 2 });
    expect(result.rows.map((row) => row.cycles)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.rows.filter((row) => row.isTarget).map((row) => row.cycles)).toEqual([2]);
    expect(result.target).toMatchObject({
      isWithin: true,
      sentence: 'The target of 2 cycles is within the recommended maximum of 4 cycles.',
    });
  });

  test('a target below 2 cycles gets no row of its own and is read from its own water', () => {
    const result = recommend(case1Water, { target: 1.5 });
    expect(result.rows.map((row) => row.cycles)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.target).toMatchObject({
      cycles: 1.5,
      isWithin: true,
      sentence: 'The target of 1.5 cycles is within the recommended maximum of 4 cycles.',
      breaches: [],
    });
    expect(recommend(case1Water, { target: 1 }).target!.sentence).toBe(
      'The target of 1 cycle is within the recommended maximum of 4 cycles.',
    );
  });

  test('a target below 2 cycles breaks no limit even when 2 cycles already do', () => {
    const tight = { ...limits, lsi: 1 };
    const result = recommend(case3!.input, { skin: null, target: 1.5, limits: tight });
    expect(result.maxCycles).toBeNull();
    expect(result.target).toMatchObject({
      isWithin: true,
      sentence: 'The target of 1.5 cycles breaks no limit.',
      breaches: [],
    });
    expect(result.target!.indices[0]!.value).toBe('0.99');
  });

  test('a target of exactly 10 cycles is judged by the recommended maximum', () => {
    const { target } = recommend(case1Water, { target: 10 });
    expect(target).toMatchObject({
      isWithin: false,
      sentence:
        'The target of 10 cycles is above the recommended maximum of 4 cycles: Silica reaches 150 mg/L at 5 cycles.',
      breaches: [
        'Silica 334 mg/L, above the 150 mg/L limit',
        'Calcium hardness 1,420 mg/L, above the 1,200 mg/L limit',
      ],
    });
  });

  test('a target of 12 cycles that breaks a limit beyond the projection says so', () => {
    const soft = { ph: 7, conductivity: 100, hardness: 20, alkalinity: 10, silica: 14, chlorides: 5 };
    const result = recommend(soft, { target: 12 });
    expect(result.maxCyclesSentence).toBe('Recommended maximum: at least 10 cycles');
    expect(result.rows.map((row) => row.cycles)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.target).toMatchObject({
      cycles: 12,
      isWithin: false,
      sentence: 'The target of 12 cycles breaks a limit beyond the 10 cycles projected.',
      breaches: ['Silica 168 mg/L, above the 150 mg/L limit'],
    });
  });

  test('a target between rows shows cycles and mg/L to 2 decimals', () => {
    const result = recommend(case1Water, { target: 4.125 });
    expect(result.rows.find((row) => row.isTarget)).toMatchObject({ cycles: 4.125, silica: '137.78' });
    expect(result.target!.sentence).toBe(
      'The target of 4.13 cycles is above the recommended maximum of 4 cycles: Silica reaches 150 mg/L at 5 cycles.',
    );
    expect(formatCycles(1)).toBe('1 cycle');
  });

  test('names calcium hardness and chlorides in breaches and limit lines', () => {
    const water = { ...case1Water, calciumHardness: 500, chlorides: 200 };
    expect(recommend(water, { target: 3 }).target!.breaches).toEqual([
      'Calcium hardness 1,500 mg/L, above the 1,200 mg/L limit',
      'Chlorides 600 mg/L, above the 500 mg/L limit',
    ]);
    expect(recommend(water).limitSeries.map((series) => [series.title, series.label])).toEqual([
      ['LSI', 'LSI 2.8'],
      ['Silica (mg/L)', 'Silica 150 mg/L'],
      ['Calcium hardness (mg/L)', 'Calcium hardness 1,200 mg/L'],
      ['Chlorides (mg/L)', 'Chlorides 500 mg/L'],
    ]);
  });

  test('shows silica and chlorides not entered as blank in the projection, never "0 mg/L"', () => {
    const { silica: _silica, chlorides: _chlorides, ...water } = case1Water;
    const result = recommend(water, { target: 3 });
    for (const row of result.rows) expect([row.silica, row.chlorides]).toEqual([null, null]);
    expect(result.rows[0]!.calciumHardness).toBe('284');
  });

  test('lists the tower indices in the order LSI, RSI, PSI with their keys', () => {
    const result = recommend(case1Water, { target: 3 });
    expect(result.target!.indices.map((index) => [index.key, index.shortName])).toEqual([
      ['lsi', 'LSI'],
      ['rsi', 'RSI'],
      ['psi', 'PSI'],
    ]);
  });

  test('a water test whose figures cannot be projected gives only the reason', () => {
    const result = recommend({ ...case1Water, alkalinity: 0 }, { target: 5 });
    expect(result).toMatchObject({
      missing: 'The scale and corrosion indices need alkalinity above 0.',
      rows: [],
      target: null,
    });
    expect(recommend(case1Water, { skin: 250 }).missing).toBe(
      'The scale and corrosion indices need a skin temperature between 32 and 212 °F.',
    );
  });

  test('draws a limit line only for what the water test has', () => {
    const { silica: _silica, chlorides: _chlorides, ...water } = case1Water;
    const keys = recommend(water).limitSeries.map((series) => series.key);
    expect(keys).toEqual(['lsi', 'calciumHardness']);
    const lsi = recommend(case1Water).limitSeries[0]!;
    expect(lsi).toMatchObject({ title: 'LSI', label: 'LSI 2.8', limit: 2.8 });
    expect(lsi.points.map((p) => p.value)).toEqual(case1!.expected.cycles.map((row) => row.lsi));
  });
});

describe('verdict words agree with the LSI limit (issue 21)', () => {
  const tower = (lsi: number) => ({ lsi, rsi: 5, psi: 5 }) as Parameters<typeof describeTowerIndices>[0];

  test('an LSI above 2 but within the 2.8 limit reads scale-forming, not severely', () => {
    const [lsi] = describeTowerIndices(tower(2.5), 2.8);
    expect(lsi).toMatchObject({ verdict: 'scale-forming' });
    expect(lsi!.meaning).toMatch(/^Above saturation, within your LSI limit of 2\.8:/);
  });

  test('an LSI above the limit reads severely scale-forming, even under 2 when the limit is lower', () => {
    expect(describeTowerIndices(tower(2.9), 2.8)[0]).toMatchObject({ verdict: 'severely scale-forming' });
    const [strict] = describeTowerIndices(tower(1.6), 1.5);
    expect(strict).toMatchObject({ verdict: 'severely scale-forming' });
    expect(strict!.meaning).toMatch(/^Above your LSI limit of 1\.5:/);
  });

  test('balanced and corrosive water keep the spec’s words; without a limit the fixed thresholds apply', () => {
    expect(describeTowerIndices(tower(0.3), 2.8)[0]!.verdict).toBe('balanced');
    expect(describeTowerIndices(tower(-1), 2.8)[0]!.verdict).toBe('corrosive');
    expect(describeTowerIndices(tower(2.5))[0]!.verdict).toBe('severely scale-forming');
  });
});
