/** The cycles the what-if tries: 2 to 10 in steps of 0.5. */
export const WHAT_IF_MIN = 2;
export const WHAT_IF_MAX = 10;
export const WHAT_IF_STEP = 0.5;

/** Every cycles value of the what-if range, in order. */
export const WHAT_IF_CYCLES: number[] = Array.from(
  { length: Math.round((WHAT_IF_MAX - WHAT_IF_MIN) / WHAT_IF_STEP) + 1 },
  (_, i) => WHAT_IF_MIN + i * WHAT_IF_STEP,
);

/** Keeps a typed target inside the range, snapped to the 0.5 step; null for text that is not a number. */
export function clampTargetCycles(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  const snapped = Math.round(value / WHAT_IF_STEP) * WHAT_IF_STEP;
  return Math.min(WHAT_IF_MAX, Math.max(WHAT_IF_MIN, snapped));
}

/** One point of the chart: make-up gallons per year at a cycles value. */
export interface WhatIfPoint {
  cycles: number;
  gallons: number;
}

/** A bar in SVG coordinates. */
export interface WhatIfBar extends WhatIfPoint {
  x: number;
  y: number;
  width: number;
  height: number;
  isTarget: boolean;
  isCurrent: boolean;
}

/** A labelled y-axis tick in SVG coordinates. */
export interface WhatIfTick {
  value: number;
  y: number;
}

/** Everything the SVG needs: plot area, bars, ticks, x labels and the current-total line. */
export interface WhatIfChart {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  yMax: number;
  yTicks: WhatIfTick[];
  bars: WhatIfBar[];
  /** Y of the current make-up total, when the current cycles are known. */
  currentY: number | null;
}

/** Chart layout options. */
export interface WhatIfChartOptions {
  width: number;
  height: number;
  targetCycles: number;
  currentCycles: number | null;
  currentGallons: number | null;
  tickCount?: number;
  margin?: { left: number; top: number; right: number; bottom: number };
}

const DEFAULT_MARGIN = { left: 56, top: 16, right: 12, bottom: 44 };

/** A round upper bound for an axis: a tick of 1, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten, at least the value. */
export function niceAxisMax(value: number, tickCount = 4): number {
  if (!Number.isFinite(value) || value <= 0) return tickCount;
  const rawStep = value / tickCount;
  const power = 10 ** Math.floor(Math.log10(rawStep));
  const step =
    [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].map((m) => m * power).find((s) => s * tickCount >= value) ??
    10 * power;
  return step * tickCount;
}

// The bar standing for the current cycles: the nearest one, if the current cycles fall within half a step of the range.
function findNearestIndex(points: WhatIfPoint[], cycles: number | null): number {
  if (cycles === null || points.length === 0) return -1;
  let best = 0;
  for (let i = 1; i < points.length; i += 1) {
    if (Math.abs(points[i].cycles - cycles) < Math.abs(points[best].cycles - cycles)) best = i;
  }
  return Math.abs(points[best].cycles - cycles) <= WHAT_IF_STEP / 2 ? best : -1;
}

/** Lays out the what-if bar chart: a y scale from 0 to a round maximum, one bar per cycles value. */
export function buildWhatIfChart(points: WhatIfPoint[], options: WhatIfChartOptions): WhatIfChart {
  const { width, height, targetCycles, currentCycles, currentGallons } = options;
  const tickCount = options.tickCount ?? 4;
  const margin = options.margin ?? DEFAULT_MARGIN;
  const plot = {
    left: margin.left,
    top: margin.top,
    right: width - margin.right,
    bottom: height - margin.bottom,
  };
  const plotHeight = plot.bottom - plot.top;
  const largest = Math.max(0, ...points.map((p) => p.gallons), currentGallons ?? 0);
  const yMax = niceAxisMax(largest, tickCount);
  const scaleY = (value: number) => plot.bottom - (Math.max(0, value) / yMax) * plotHeight;
  const slot = points.length ? (plot.right - plot.left) / points.length : 0;
  const barWidth = slot * 0.7;
  const currentIndex = findNearestIndex(points, currentCycles);
  const bars = points.map((point, index) => {
    const y = scaleY(point.gallons);
    return {
      ...point,
      x: plot.left + index * slot + (slot - barWidth) / 2,
      y,
      width: barWidth,
      height: plot.bottom - y,
      isTarget: Math.abs(point.cycles - targetCycles) < 1e-9,
      isCurrent: index === currentIndex,
    };
  });
  const yTicks = Array.from({ length: tickCount + 1 }, (_, i) => {
    const value = (yMax / tickCount) * i;
    return { value, y: scaleY(value) };
  });
  const currentY = currentCycles === null || currentGallons === null ? null : scaleY(currentGallons);
  return { width, height, plot, yMax, yTicks, bars, currentY };
}

const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** An axis label for gallons: "0", "500K", "12.5M". */
export function formatCompactGallons(value: number): string {
  return COMPACT.format(value);
}
