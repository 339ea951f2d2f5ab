import { describe, expect, it } from 'vitest';
import {
  buildWhatIfChart,
  clampTargetCycles,
  formatCompactGallons,
  niceAxisMax,
  WHAT_IF_CYCLES,
} from './what-if-chart.ts';

const options = {
  width: 600,
  height: 300,
  targetCycles: 6,
  currentCycles: 5,
  currentGallons: 1000,
  tickCount: 4,
};
const margin = { left: 50, top: 10, right: 10, bottom: 40 };

describe('what-if range', () => {
  it('runs from 2 to 10 in steps of 0.5', () => {
    expect(WHAT_IF_CYCLES).toHaveLength(17);
    expect(WHAT_IF_CYCLES[0]).toBe(2);
    expect(WHAT_IF_CYCLES.at(-1)).toBe(10);
    expect(WHAT_IF_CYCLES[1]).toBe(2.5);
  });

  it('clamps and snaps typed targets', () => {
    expect(clampTargetCycles(1)).toBe(2);
    expect(clampTargetCycles(12)).toBe(10);
    expect(clampTargetCycles(6.3)).toBe(6.5);
    expect(clampTargetCycles(Number.NaN)).toBeNull();
  });
});

describe('axis maximum', () => {
  it('rounds up to a readable tick', () => {
    expect(niceAxisMax(21_400_000)).toBe(24_000_000);
    expect(niceAxisMax(1000)).toBe(1000);
    expect(niceAxisMax(1001)).toBe(1200);
    expect(niceAxisMax(37)).toBe(40);
    expect(niceAxisMax(0)).toBe(4);
  });

  it('is never below the value', () => {
    for (const value of [1, 3, 7.5, 99, 12_345, 987_654_321])
      expect(niceAxisMax(value)).toBeGreaterThanOrEqual(value);
  });
});

describe('chart scales', () => {
  const points = [
    { cycles: 4, gallons: 1200 },
    { cycles: 5, gallons: 1000 },
    { cycles: 6, gallons: 600 },
  ];

  it('maps 0 to the bottom of the plot and the axis maximum to its top', () => {
    const chart = buildWhatIfChart(points, { ...options, margin });
    expect(chart.plot).toEqual({ left: 50, top: 10, right: 590, bottom: 260 });
    expect(chart.yMax).toBe(1200);
    expect(chart.yTicks.map((t) => t.value)).toEqual([0, 300, 600, 900, 1200]);
    expect(chart.yTicks[0].y).toBe(260);
    expect(chart.yTicks[4].y).toBe(10);
  });

  it('gives bar heights proportional to the gallons, side by side within the plot', () => {
    const chart = buildWhatIfChart(points, { ...options, margin });
    const [a, b, c] = chart.bars;
    expect(a.height).toBeCloseTo(250);
    expect(b.height / a.height).toBeCloseTo(1000 / 1200);
    expect(c.height / a.height).toBeCloseTo(600 / 1200);
    expect(a.y + a.height).toBeCloseTo(260);
    expect(a.x).toBeGreaterThanOrEqual(50);
    expect(c.x + c.width).toBeLessThanOrEqual(590);
    expect(b.x).toBeGreaterThan(a.x + a.width);
  });

  it('marks the target bar, the current bar and the current total line', () => {
    const chart = buildWhatIfChart(points, { ...options, margin });
    expect(chart.bars.map((bar) => bar.isTarget)).toEqual([false, false, true]);
    expect(chart.bars.map((bar) => bar.isCurrent)).toEqual([false, true, false]);
    expect(chart.currentY).toBeCloseTo(260 - (1000 / 1200) * 250);
  });

  it('marks no current bar when current cycles are unknown or far outside the range', () => {
    expect(buildWhatIfChart(points, { ...options, currentCycles: null }).bars.some((b) => b.isCurrent)).toBe(
      false,
    );
    expect(buildWhatIfChart(points, { ...options, currentCycles: null }).currentY).toBeNull();
    expect(buildWhatIfChart(points, { ...options, currentCycles: 9 }).bars.some((b) => b.isCurrent)).toBe(
      false,
    );
    expect(buildWhatIfChart(points, { ...options, currentCycles: 5.2 }).bars[1].isCurrent).toBe(true);
  });

  it('labels gallons compactly', () => {
    expect(formatCompactGallons(0)).toBe('0');
    expect(formatCompactGallons(12_500_000)).toBe('12.5M');
    expect(formatCompactGallons(500_000)).toBe('500K');
  });
});
