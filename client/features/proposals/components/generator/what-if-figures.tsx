import { cn } from '#client/lib/utils.ts';
import { type CyclesScenario, type CyclesSimulation, formatNumber } from '#shared/calc/index.ts';

function signed(value: number, decimals = 0): string {
  const text = formatNumber(Math.abs(value), decimals);
  if (value > 0) return `+${text}`;
  return value < 0 ? `−${text}` : text;
}

/** The what-if's numbers: make-up water at the target, and its change against the current cycles. */
export function WhatIfFigures({
  simulation,
  scenario,
}: {
  simulation: CyclesSimulation;
  scenario: CyclesScenario | undefined;
}) {
  if (!scenario) return null;
  const delta = scenario.deltaGallonsPerYear;
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-lg bg-slate-50 p-3">
        <dt className="text-xs text-muted-foreground">At {formatNumber(scenario.cycles, 1)} cycles</dt>
        <dd
          className="mt-1 text-lg font-bold text-slate-900 tabular-nums"
          data-testid="what-if-target-gallons"
        >
          {formatNumber(scenario.totalGallonsPerYear)}
        </dd>
        <dd className="text-xs text-muted-foreground">gal/yr make-up</dd>
      </div>
      <div className="rounded-lg bg-slate-50 p-3">
        <dt className="text-xs text-muted-foreground">
          {simulation.currentCycles === null
            ? 'Change vs current'
            : `vs current ${formatNumber(simulation.currentCycles, 2)}`}
        </dt>
        {delta === null ? (
          <dd className="mt-1 text-sm text-slate-600" data-testid="what-if-delta">
            Current cycles unknown — needs conductivity and a bleed setpoint.
          </dd>
        ) : (
          <>
            <dd
              className={cn(
                'mt-1 text-lg font-bold tabular-nums',
                delta < 0 ? 'text-emerald-700' : delta > 0 ? 'text-red-700' : 'text-slate-900',
              )}
              data-testid="what-if-delta"
            >
              {signed(delta)}
            </dd>
            <dd className="text-xs text-muted-foreground">
              gal/yr{scenario.percentChange === null ? '' : ` (${signed(scenario.percentChange, 1)}%)`}
            </dd>
          </>
        )}
      </div>
    </dl>
  );
}
