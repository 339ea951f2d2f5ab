import { useMemo } from 'react';
import { cn } from '#client/lib/utils.ts';
import {
  type CyclesScenario,
  type CyclesSimulation,
  formatNumber,
  formatUsd,
  type ProgramInput,
} from '#shared/calc/index.ts';
import { projectTargetCycles } from '#shared/proposals/figures.ts';

function signed(value: number, decimals = 0): string {
  const text = formatNumber(Math.abs(value), decimals);
  if (value > 0) return `+${text}`;
  return value < 0 ? `−${text}` : text;
}

/** "$1,016 saved a year" or "$240 more a year": the program's chemical cost at the target against today's. */
function describeCostChange(saved: number): string {
  if (Math.abs(saved) < 0.5) return 'no change in chemical cost';
  return saved > 0 ? `${formatUsd(saved)} saved a year` : `${formatUsd(-saved)} more a year`;
}

/**
 * The what-if's numbers: make-up water at the target, its change against the current cycles, and beside the
 * gallons what the change does to the chemical program's cost (the same projection the detail page and PDF use).
 */
export function WhatIfFigures({
  simulation,
  scenario,
  input,
}: {
  simulation: CyclesSimulation;
  scenario: CyclesScenario | undefined;
  input: ProgramInput;
}) {
  const cycles = scenario?.cycles ?? null;
  const projection = useMemo(() => projectTargetCycles(input, cycles), [input, cycles]);
  if (!scenario) return null;
  const delta = scenario.deltaGallonsPerYear;
  const costSaved = projection?.costSavedPerYear ?? null;
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
            {costSaved !== null && input.chemicals.length > 0 && (
              <dd
                className={cn(
                  'mt-1 text-sm font-semibold tabular-nums',
                  costSaved > 0.5 ? 'text-emerald-700' : costSaved < -0.5 ? 'text-red-700' : 'text-slate-700',
                )}
                data-testid="what-if-cost"
              >
                {describeCostChange(costSaved)}
              </dd>
            )}
          </>
        )}
      </div>
    </dl>
  );
}
