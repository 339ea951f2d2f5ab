import type { LimitSeries } from '#shared/water/recommendation.ts';
import { ChartRule } from './chart-rule.tsx';

// One small line chart per limit (the units differ: LSI has none, the others are mg/L), plain SVG like the
// make-up chart: the figure over 2 to 10 cycles, its limit as a dashed line, the target as a vertical line.
const SIZE = { width: 300, height: 150 };
const PLOT = { left: 40, right: 290, top: 22, bottom: 124 };
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** The smallest round number (1, 2, 2.5 or 5 times a power of ten) at or above a positive value. */
function roundUp(value: number): number {
  if (value <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((each) => each * power >= value - 1e-9) ?? 10;
  return step * power;
}

function scaleOf(series: LimitSeries) {
  const values = [...series.points.map((p) => p.value), series.limit];
  const lowest = Math.min(0, ...values);
  const low = lowest < 0 ? -roundUp(-lowest) : 0;
  const top = roundUp(Math.max(...values) * 1.1) || 1;
  const cycles = series.points.map((p) => p.cycles);
  const first = Math.min(...cycles);
  const last = Math.max(...cycles);
  return {
    x: (n: number) => PLOT.left + ((n - first) / Math.max(last - first, 1)) * (PLOT.right - PLOT.left),
    y: (v: number) => PLOT.bottom - ((v - low) / (top - low)) * (PLOT.bottom - PLOT.top),
    first,
    last,
    low,
    top,
  };
}

function LimitChart({ series, targetCycles }: { series: LimitSeries; targetCycles: number }) {
  const scale = scaleOf(series);
  const line = series.points.map((p) => `${scale.x(p.cycles)},${scale.y(p.value)}`).join(' ');
  const limitY = scale.y(series.limit);
  const showTarget = targetCycles >= scale.first && targetCycles <= scale.last;
  const crossed = series.points.find((p) => p.isOver);
  return (
    <figure
      className="m-0 rounded-lg border border-slate-200 p-2"
      data-testid={`water-limit-chart-${series.key}`}
    >
      <figcaption className="px-1 text-xs font-semibold text-slate-700">{series.title}</figcaption>
      <svg
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${series.title} at 2 to 10 cycles against the limit ${series.label}${crossed ? `; above it from ${crossed.cycles} cycles` : '; never above it'}`}
      >
        {[scale.low, scale.top].map((v) => (
          <text
            key={v}
            x={PLOT.left - 6}
            y={scale.y(v)}
            textAnchor="end"
            dominantBaseline="middle"
            className="fill-slate-500 text-[10px]"
          >
            {NUMBER.format(v)}
          </text>
        ))}
        <ChartRule plot={PLOT} y={PLOT.bottom} className="stroke-slate-300" />
        {showTarget && (
          <line
            x1={scale.x(targetCycles)}
            x2={scale.x(targetCycles)}
            y1={PLOT.top - 6}
            y2={PLOT.bottom}
            className="stroke-brand-700"
            strokeWidth={1.5}
            data-testid="water-chart-target"
          />
        )}
        <ChartRule
          plot={PLOT}
          y={limitY}
          className="stroke-red-600"
          strokeWidth={1.5}
          strokeDasharray="5 4"
        />
        <text
          x={PLOT.left + 4}
          y={limitY - 5}
          textAnchor="start"
          stroke="white"
          strokeWidth={3}
          paintOrder="stroke"
          className="fill-red-700 text-[11px] font-medium"
          data-testid="water-limit-label"
        >
          {series.label}
        </text>
        <polyline points={line} fill="none" className="stroke-slate-700" strokeWidth={2} />
        {series.points.map((p) => (
          <circle
            key={p.cycles}
            cx={scale.x(p.cycles)}
            cy={scale.y(p.value)}
            r={3}
            className={p.isOver ? 'fill-red-600' : 'fill-slate-700'}
          >
            <title>{`${p.cycles} cycles: ${NUMBER.format(p.value)}`}</title>
          </circle>
        ))}
        {series.points.map((p) => (
          <text
            key={p.cycles}
            x={scale.x(p.cycles)}
            y={PLOT.bottom + 14}
            textAnchor="middle"
            className="fill-slate-500 text-[10px]"
          >
            {p.cycles}
          </text>
        ))}
      </svg>
    </figure>
  );
}

/** The limits the projection checks, one small chart each, with the target marked. */
export function WaterLimitCharts({ series, targetCycles }: { series: LimitSeries[]; targetCycles: number }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2" data-testid="water-limit-charts">
      {series.map((each) => (
        <LimitChart key={each.key} series={each} targetCycles={targetCycles} />
      ))}
    </div>
  );
}
