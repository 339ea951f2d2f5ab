import { describe, expect, test } from 'vitest';
import { WORKED_EXAMPLE_3 } from '../../tests/factories/index.ts';
import examples from '../../tests/fixtures/water-chemistry-examples.json' with { type: 'json' };
import { roundToDecimals } from '../calc/round.ts';
import {
  DEFAULT_CONTROL_RANGES,
  resolveControlRanges,
  type WaterControlRanges,
} from '../water/control-ranges.ts';
import { calculateTowerReading } from '../water/tower-reading.ts';
import {
  buildScaleCorrosionPanel,
  chooseScaleCorrosionContext,
  describeBasisItem,
  formatIndexValue,
  REPORT_WATER_PARAMETERS,
  type ScaleCorrosionContext,
  type ScaleCorrosionPanel,
  waterQualityRows,
} from './index.ts';

const [case1] = examples;
// Worked example 3 at 4.5 cycles and 120 °F: a strongly scaling tower water, red against the tower ranges but LSI near the top of its band, the LSI
// verdict and band read against the one 2.8 LSI limit (the figures are the engine's, checked against calculateTowerReading below).
const TOWER_AT_4_5 = [
  ['LSI', '2.59', 'scale-forming', 'near'],
  ['RSI', '3.28', 'scale-forming', 'outside'],
  ['PSI', '3.28', 'scale-forming', 'outside'],
  ['Larson-Skold', '2.32', 'high', 'outside'],
];
const TOWER_BASIS_AT_4_5 = [
  'Cycles 4.5 (estimated)',
  'Tower pH 8.46 (estimated)',
  'Skin temperature 120 °F (assumed)',
  'TDS 499.5 mg/L',
  'Calcium hardness 931.5 mg/L as CaCO₃',
];

// The make-up water's default ranges, and no open system: the panel reads the make-up water alone.
const MAKE_UP_ONLY: ScaleCorrosionContext = { makeUp: DEFAULT_CONTROL_RANGES['make-up'], open: null };
const TOWER_RANGES = DEFAULT_CONTROL_RANGES['cooling-tower'];
const atCycles = (cycles: number | null): ScaleCorrosionContext => ({
  makeUp: DEFAULT_CONTROL_RANGES['make-up'],
  open: { systemType: 'cooling-tower', ranges: TOWER_RANGES, cycles },
});

// Worked example 3 of the contract: temperature not entered, TDS and calcium hardness measured.
const CASE_3 = WORKED_EXAMPLE_3;

const makeUpOf = (panel: ScaleCorrosionPanel) => panel.readings[0]!;

describe('buildScaleCorrosionPanel: the make-up water', () => {
  test('shows each index as the engine rounds it, with verdict, meaning and status against the make-up ranges', () => {
    const panel = buildScaleCorrosionPanel(CASE_3, MAKE_UP_ONLY);
    expect(panel.readings).toHaveLength(1);
    expect(panel.towerNote).toBeNull();
    const makeUp = makeUpOf(panel);
    expect(makeUp).toMatchObject({ key: 'make-up', title: 'Make-up water', systemType: 'make-up' });
    // Read for its tendency: the verdicts say which way it leans; only Larson-Skold is outside the make-up band.
    expect(makeUp.rows.map((row) => [row.shortName, row.value, row.verdict, row.status])).toEqual([
      ['LSI', '0.55', 'scale-forming', 'within'],
      ['RSI', '7.00', 'corrosive', 'within'],
      ['PSI', '7.60', 'corrosive', 'within'],
      ['Larson-Skold', '2.32', 'high', 'outside'],
    ]);
    expect(makeUp.rows[0]).toMatchObject({
      statusLabel: 'Within range',
      range: '−2 to 2',
      rangeText: 'Make-up Water range −2 to 2',
      missing: null,
    });
    expect(makeUp.rows[0]?.meaning).toMatch(/^Above saturation/);
    expect(makeUp.rows[1]).toMatchObject({ range: '5.5 to 8.5' });
    expect(makeUp.rows[3]).toMatchObject({ statusLabel: 'Outside range', range: 'at most 1.2' });
    expect(makeUp.rangeCaption).toBe('Colours compare each index with the Make-up Water control ranges.');
  });

  test('a corrosive make-up water is within its ranges unless it leans far', () => {
    // Worked example 1: LSI −1.10 and Ryznar 9.40, a soft corrosive water.
    const rows = makeUpOf(buildScaleCorrosionPanel(case1.input, MAKE_UP_ONLY)).rows;
    expect(rows.map((row) => [row.value, row.verdict, row.status])).toEqual([
      ['−1.10', 'corrosive', 'within'],
      ['9.40', 'corrosive', 'outside'],
      ['9.81', 'corrosive', 'outside'],
      ['5.39', 'high', 'outside'],
    ]);
  });

  test('says the sample temperature was assumed, and nothing else when TDS and calcium were measured', () => {
    const makeUp = makeUpOf(buildScaleCorrosionPanel(CASE_3, MAKE_UP_ONLY));
    expect(makeUp.basis).toEqual([
      { label: 'Sample temperature', value: '77 °F', flag: 'assumed' },
      { label: 'TDS', value: '111 mg/L', flag: null },
      { label: 'Calcium hardness', value: '207 mg/L as CaCO₃', flag: null },
    ]);
    expect(makeUp.notes).toEqual(['Sample temperature assumed 77 °F.']);
  });

  test('says TDS and calcium hardness were estimated when only conductivity and total hardness were entered', () => {
    const makeUp = makeUpOf(
      buildScaleCorrosionPanel(
        { ...CASE_3, tds: null, calciumHardness: null, temperatureF: 72 },
        MAKE_UP_ONLY,
      ),
    );
    expect(makeUp.basis).toEqual([
      { label: 'Sample temperature', value: '72 °F', flag: null },
      { label: 'TDS', value: '189.15 mg/L', flag: 'estimated' },
      { label: 'Calcium hardness', value: '307 mg/L as CaCO₃', flag: 'estimated' },
    ]);
    expect(makeUp.notes).toEqual([
      'TDS estimated as conductivity × 0.65.',
      'Calcium hardness estimated as the total hardness, which overstates scaling.',
    ]);
  });

  test('gives the engine’s reason for a missing index, no status, and no basis without the indices', () => {
    const makeUp = makeUpOf(buildScaleCorrosionPanel({ ph: 7.2, conductivity: 300 }, MAKE_UP_ONLY));
    for (const row of makeUp.rows) expect(row).toMatchObject({ value: null, verdict: null, status: null });
    expect(makeUp.rows[0]?.missing).toBe(
      'The scale and corrosion indices need alkalinity and calcium or total hardness.',
    );
    expect(makeUp.rows[3]?.missing).toBe('Larson-Skold needs chlorides, sulfate and alkalinity.');
    expect(makeUp.basis).toEqual([]);
    expect(makeUp.notes).toEqual([]);
    const empty = makeUpOf(buildScaleCorrosionPanel(null, MAKE_UP_ONLY));
    expect(empty.rows.every((row) => row.missing !== null)).toBe(true);
  });

  test('reads the same figures against the user’s own make-up ranges', () => {
    const custom: WaterControlRanges = {
      ...DEFAULT_CONTROL_RANGES['make-up'],
      indices: {
        ...DEFAULT_CONTROL_RANGES['make-up'].indices,
        lsi: { min: 1, max: null },
        psi: { min: null, max: null },
      },
    };
    const makeUp = makeUpOf(buildScaleCorrosionPanel(CASE_3, { makeUp: custom, open: null }));
    expect(makeUp.rows[0]).toMatchObject({
      value: '0.55',
      status: 'outside',
      rangeText: 'Make-up Water range at least 1',
    });
    expect(makeUp.rows[2]).toMatchObject({ status: 'within', range: 'any' });
    expect(makeUp.systemLabel).toBe('Make-up Water');
  });

  test('colours the shown figure, so a figure on the bound is within it', () => {
    const ranges: WaterControlRanges = {
      ...DEFAULT_CONTROL_RANGES['make-up'],
      indices: { ...DEFAULT_CONTROL_RANGES['make-up'].indices, lsi: { min: null, max: 0.55 } },
    };
    expect(makeUpOf(buildScaleCorrosionPanel(CASE_3, { makeUp: ranges, open: null })).rows[0]?.status).toBe(
      'near',
    );
  });
});

describe('buildScaleCorrosionPanel: the tower water at its current cycles', () => {
  test('reads the water concentrated to the current cycles by the projection’s rules, against the tower ranges', () => {
    const panel = buildScaleCorrosionPanel(CASE_3, atCycles(4.5));
    expect(panel.towerNote).toBeNull();
    expect(panel.readings.map((reading) => reading.title)).toEqual([
      'Make-up water',
      'Tower water at 4.5 cycles',
    ]);
    const tower = panel.readings[1]!;
    expect(tower).toMatchObject({ key: 'tower', systemType: 'cooling-tower', systemLabel: 'Cooling Tower' });
    // The engine's tower water at 4.5 cycles, skin temperature 120 °F assumed as the report has no proposal.
    const engine = calculateTowerReading({ ...CASE_3, skinTemperatureF: null }, 4.5);
    expect(tower.rows.map((row) => row.value)).toEqual([
      formatIndexValue(roundToDecimals(engine.water!.lsi, 2)),
      formatIndexValue(roundToDecimals(engine.water!.rsi, 2)),
      formatIndexValue(roundToDecimals(engine.water!.psi, 2)),
      '2.32',
    ]);
    expect(tower.rows.map((row) => [row.shortName, row.value, row.verdict, row.status])).toEqual(
      TOWER_AT_4_5,
    );
    expect(tower.rows[0]).toMatchObject({
      range: '−0.5 to 2.8',
      rangeText: 'Cooling Tower range −0.5 to 2.8',
    });
    expect(tower.basis.map(describeBasisItem)).toEqual(TOWER_BASIS_AT_4_5);
    expect(tower.notes).toEqual([
      'The make-up water concentrated 4.5 times, the current cycles of concentration (bleed setpoint ÷ make-up conductivity).',
      'Tower pH estimated from the concentrated alkalinity (no acid feed).',
      'Skin temperature assumed 120 °F for the cycles projection.',
    ]);
    expect(tower.rangeCaption).toBe('Colours compare each index with the Cooling Tower control ranges.');
  });

  test('the LSI verdict is read against the tower’s LSI limit, as the generator says it', () => {
    const within = buildScaleCorrosionPanel(CASE_3, atCycles(4.5)).readings[1]!.rows[0]!;
    expect(within).toMatchObject({ value: '2.59', verdict: 'scale-forming' });
    expect(within.meaning).toBe(
      'Above saturation, within your LSI limit of 2.8: calcium carbonate scale is likely on hot surfaces without a scale inhibitor.',
    );
    const above = buildScaleCorrosionPanel(CASE_3, atCycles(8)).readings[1]!.rows[0]!;
    expect(above).toMatchObject({ value: '3.43', verdict: 'severely scale-forming', status: 'outside' });
    expect(above.meaning).toMatch(/^Above your LSI limit of 2\.8/);
  });

  test('an evaporative condenser names its own water and ranges', () => {
    const panel = buildScaleCorrosionPanel(CASE_3, {
      makeUp: DEFAULT_CONTROL_RANGES['make-up'],
      open: { systemType: 'evaporative-condenser', ranges: TOWER_RANGES, cycles: 3 },
    });
    expect(panel.readings[1]).toMatchObject({
      title: 'Evaporative Condenser water at 3 cycles',
      systemLabel: 'Evaporative Condenser',
    });
  });

  test('without known cycles, or at 1 cycle or less, there is no tower reading and the panel says why', () => {
    const unknown = buildScaleCorrosionPanel(CASE_3, atCycles(null));
    expect(unknown.readings).toHaveLength(1);
    expect(unknown.towerNote).toBe(
      'The tower water at its current cycles is not shown: the cycles of concentration need the make-up conductivity and a bleed setpoint.',
    );
    const low = buildScaleCorrosionPanel(CASE_3, atCycles(0.8));
    expect(low.readings).toHaveLength(1);
    expect(low.towerNote).toBe(
      'The tower water at its current cycles is not shown: the cycles of concentration (0.8) are not above 1.',
    );
    expect(buildScaleCorrosionPanel(CASE_3, atCycles(1)).towerNote).toMatch(/\(1\) are not above 1\.$/);
  });

  test('a water test the tower reading cannot use gives the engine’s reasons, no basis and no notes', () => {
    const tower = buildScaleCorrosionPanel({ ph: 7.2, conductivity: 300 }, atCycles(4)).readings[1]!;
    expect(tower.rows[0]?.missing).toBe(
      'The scale and corrosion indices need alkalinity and calcium or total hardness.',
    );
    expect(tower.rows[3]?.missing).toBe('Larson-Skold needs chlorides, sulfate and alkalinity.');
    expect(tower.rows.every((row) => row.status === null)).toBe(true);
    expect(tower.basis).toEqual([]);
    expect(tower.notes).toEqual([]);
  });
});

describe('chooseScaleCorrosionContext', () => {
  const tower = { id: 1, type: 'cooling-tower', bleedSetpoint: '1500' };
  test('takes the user’s make-up ranges and the first open system’s, with the report’s cycles', () => {
    const saved = new Map([
      ['make-up' as const, { ...DEFAULT_CONTROL_RANGES['make-up'], cycleLimits: TOWER_RANGES.cycleLimits }],
    ]);
    const context = chooseScaleCorrosionContext(
      [{ id: 2, type: 'boiler', bleedSetpoint: null }, tower],
      300,
      resolveControlRanges(saved),
    );
    expect(context.makeUp).toBe(saved.get('make-up'));
    expect(context.open).toEqual({ systemType: 'cooling-tower', ranges: TOWER_RANGES, cycles: 5 });
  });

  test('without an open system there is no tower; without ranges the defaults apply', () => {
    const context = chooseScaleCorrosionContext(
      [{ id: 2, type: 'boiler', bleedSetpoint: null }],
      300,
      undefined,
    );
    expect(context).toEqual({ makeUp: DEFAULT_CONTROL_RANGES['make-up'], open: null });
    expect(chooseScaleCorrosionContext([tower], null, undefined).open?.cycles).toBeNull();
  });
});

test('formatIndexValue writes 2 decimals and a true minus sign, never "−0.00"', () => {
  expect(formatIndexValue(-1.1)).toBe('−1.10');
  expect(formatIndexValue(7)).toBe('7.00');
  expect(formatIndexValue(-0.001)).toBe('0.00');
  expect(formatIndexValue(9.81)).toBe('9.81');
});

test('the report’s water table adds calcium hardness, TDS, sulfate and sample temperature with units', () => {
  const rows = waterQualityRows(
    { calciumHardness: 207, tds: 111, temperatureF: 72 },
    REPORT_WATER_PARAMETERS,
  );
  expect(rows.slice(-4)).toEqual([
    {
      key: 'calciumHardness',
      label: 'Calcium hardness',
      unit: 'mg/L as CaCO₃',
      value: '207',
      isTested: true,
    },
    { key: 'tds', label: 'TDS', unit: 'mg/L', value: '111', isTested: true },
    { key: 'sulfate', label: 'Sulfate', unit: 'mg/L', value: 'Not tested', isTested: false },
    { key: 'temperatureF', label: 'Sample temperature', unit: '°F', value: '72', isTested: true },
  ]);
  expect(waterQualityRows(null)).toHaveLength(8);
});
