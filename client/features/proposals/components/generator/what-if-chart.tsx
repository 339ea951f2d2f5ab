import { useIsMobile } from '#client/lib/use-is-mobile.ts';
import { formatNumber } from '#shared/calc/index.ts';
import { buildWhatIfChart, formatCompactGallons, type WhatIfPoint } from '../../lib/what-if-chart.ts';
import { ChartRule } from './chart-rule.tsx';

interface WhatIfChartProps {
  points: WhatIfPoint[];
  targetCycles: number;
  currentCycles: number | null;
  currentGallons: number | null;
}

// Two drawing sizes, so the labels stay readable when the SVG is scaled to a phone's width.
const DESKTOP = { width: 640, height: 260, labelEvery: 1 };
const PHONE = { width: 340, height: 230, labelEvery: 2 };

/** Bar chart of make-up water per year at each cycles value; the target and current bars are highlighted. */
export function WhatIfChart({ points, targetCycles, currentCycles, currentGallons }: WhatIfChartProps) {
  const size = useIsMobile() ? PHONE : DESKTOP;
  const { width, height } = size;
  const chart = buildWhatIfChart(points, {
    width,
    height,
    margin: { left: 52, top: 12, right: 8, bottom: 42 },
    targetCycles,
    currentCycles,
    currentGallons,
  });
  const { plot } = chart;
  const target = chart.bars.find((bar) => bar.isTarget);
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full"
        role="img"
        aria-label={`Make-up water per year at 2 to 10 cycles of concentration${target ? `; ${formatNumber(target.gallons)} gallons at ${target.cycles} cycles` : ''}`}
        data-testid="what-if-chart"
      >
        {chart.yTicks.map((tick) => (
          <g key={tick.value}>
            <ChartRule plot={plot} y={tick.y} className="stroke-slate-200" strokeWidth={1} />
            <text
              x={plot.left - 8}
              y={tick.y}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-slate-500 text-[11px]"
            >
              {formatCompactGallons(tick.value)}
            </text>
          </g>
        ))}
        {chart.bars.map((bar) => (
          <g
            key={bar.cycles}
            data-testid="what-if-bar"
            data-target={bar.isTarget || undefined}
            data-current={bar.isCurrent || undefined}
          >
            <title>{`${bar.cycles} cycles: ${formatNumber(bar.gallons)} gal/yr`}</title>
            <rect
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={Math.max(bar.height, 0)}
              rx={3}
              className={
                bar.isTarget ? 'fill-brand-700' : bar.isCurrent ? 'fill-amber-400' : 'fill-brand-200'
              }
            />
            {Number.isInteger(bar.cycles) && bar.cycles % size.labelEvery === 0 && (
              <text
                x={bar.x + bar.width / 2}
                y={plot.bottom + 16}
                textAnchor="middle"
                className="fill-slate-600 text-[11px]"
              >
                {bar.cycles}
              </text>
            )}
          </g>
        ))}
        {chart.currentY !== null && (
          <ChartRule
            plot={plot}
            y={chart.currentY}
            className="stroke-amber-600"
            strokeWidth={1.5}
            strokeDasharray="5 4"
          />
        )}
        <ChartRule plot={plot} y={plot.bottom} className="stroke-slate-400" strokeWidth={1} />
        <text
          x={(plot.left + plot.right) / 2}
          y={height - 6}
          textAnchor="middle"
          className="fill-slate-600 text-[12px] font-medium"
        >
          Cycles of concentration
        </text>
        <text
          transform={`translate(14 ${(plot.top + plot.bottom) / 2}) rotate(-90)`}
          textAnchor="middle"
          className="fill-slate-600 text-[12px] font-medium"
        >
          Make-up water (gal/yr)
        </text>
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-brand-700" aria-hidden="true" />
          Target
        </span>
        {currentCycles !== null && (
          <span className="flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-amber-400" aria-hidden="true" />
            Current ({formatNumber(currentCycles, 2)} cycles; dashed line = today's make-up)
          </span>
        )}
      </figcaption>
    </figure>
  );
}
