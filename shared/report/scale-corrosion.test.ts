import { describe, expect, test } from 'vitest';
import { DEFAULT_CONTROL_RANGES, type WaterControlRanges } from '../water/control-ranges.ts';
import {
  buildScaleCorrosionPanel,
  formatIndexValue,
  REPORT_WATER_PARAMETERS,
  waterQualityRows,
} from './index.ts';

const TOWER = { systemType: 'cooling-tower' as const, ranges: DEFAULT_CONTROL_RANGES['cooling-tower'] };

// Worked example 3 of the contract: temperature not entered, TDS and calcium hardness measured.
const CASE_3 = {
  ph: 8.1,
  conductivity: 291,
  hardness: 307,
  alkalinity: 106,
  calciumHardness: 207,
  tds: 111,
  chlorides: 85,
  sulfate: 121,
  silica: 11.4,
  temperatureF: null,
};

describe('buildScaleCorrosionPanel', () => {
  test('shows each index as the engine rounds it, with verdict, meaning and status against the ranges', () => {
    const panel = buildScaleCorrosionPanel(CASE_3, TOWER);
    expect(panel.rows.map((row) => [row.shortName, row.value, row.verdict, row.status])).toEqual([
      ['LSI', '0.55', 'scale-forming', 'within'],
      ['RSI', '7.00', 'corrosive', 'near'],
      ['PSI', '7.60', 'corrosive', 'outside'],
      ['Larson-Skold', '2.32', 'high', 'outside'],
    ]);
    expect(panel.rows[0]).toMatchObject({
      statusLabel: 'Within range',
      range: '−0.5 to 2.5',
      rangeText: 'Cooling Tower range −0.5 to 2.5',
      missing: null,
    });
    expect(panel.rows[0]?.meaning).toMatch(/^Above saturation/);
    expect(panel.rows[1]?.statusLabel).toBe('Near limit');
    expect(panel.rows[3]).toMatchObject({ statusLabel: 'Outside range', range: 'at most 1.2' });
    expect(panel.rangeCaption).toBe('Colours compare each index with the Cooling Tower control ranges.');
  });

  test('says the sample temperature was assumed, and nothing else when TDS and calcium were measured', () => {
    const panel = buildScaleCorrosionPanel(CASE_3, TOWER);
    expect(panel.basis).toEqual([
      { label: 'Sample temperature', value: '77 °F', flag: 'assumed' },
      { label: 'TDS', value: '111 mg/L', flag: null },
      { label: 'Calcium hardness', value: '207 mg/L as CaCO₃', flag: null },
    ]);
    expect(panel.notes).toEqual(['Sample temperature assumed 77 °F.']);
  });

  test('says TDS and calcium hardness were estimated when only conductivity and total hardness were entered', () => {
    const panel = buildScaleCorrosionPanel(
      { ...CASE_3, tds: null, calciumHardness: null, temperatureF: 72 },
      TOWER,
    );
    expect(panel.basis).toEqual([
      { label: 'Sample temperature', value: '72 °F', flag: null },
      { label: 'TDS', value: '189.15 mg/L', flag: 'estimated' },
      { label: 'Calcium hardness', value: '307 mg/L as CaCO₃', flag: 'estimated' },
    ]);
    expect(panel.notes).toEqual([
      'TDS estimated as conductivity × 0.65.',
      'Calcium hardness estimated as the total hardness, which overstates scaling.',
    ]);
  });

  test('gives the engine’s reason for a missing index, no status, and no basis without the indices', () => {
    const panel = buildScaleCorrosionPanel({ ph: 7.2, conductivity: 300 }, TOWER);
    for (const row of panel.rows) expect(row).toMatchObject({ value: null, verdict: null, status: null });
    expect(panel.rows[0]?.missing).toBe(
      'The scale and corrosion indices need alkalinity and calcium or total hardness.',
    );
    expect(panel.rows[3]?.missing).toBe('Larson-Skold needs chlorides, sulfate and alkalinity.');
    expect(panel.basis).toEqual([]);
    expect(panel.notes).toEqual([]);
    expect(buildScaleCorrosionPanel(null, TOWER).rows.every((row) => row.missing !== null)).toBe(true);
  });

  test('reads the same figures against the user’s ranges of the given system type', () => {
    const custom: WaterControlRanges = {
      ...TOWER.ranges,
      indices: { ...TOWER.ranges.indices, lsi: { min: 1, max: null }, psi: { min: null, max: null } },
    };
    const panel = buildScaleCorrosionPanel(CASE_3, { systemType: 'boiler', ranges: custom });
    expect(panel.rows[0]).toMatchObject({
      value: '0.55',
      status: 'outside',
      rangeText: 'Boiler range at least 1',
    });
    expect(panel.rows[2]).toMatchObject({ status: 'within', range: 'any' });
    expect(panel.systemLabel).toBe('Boiler');
  });

  test('colours the shown figure, so a figure on the bound is within it', () => {
    const ranges: WaterControlRanges = {
      ...TOWER.ranges,
      indices: { ...TOWER.ranges.indices, lsi: { min: null, max: 0.55 } },
    };
    expect(buildScaleCorrosionPanel(CASE_3, { ...TOWER, ranges }).rows[0]?.status).toBe('near');
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
