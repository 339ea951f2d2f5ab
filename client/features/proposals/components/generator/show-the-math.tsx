import { ChevronDown, Sigma } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/utils.ts';
import { explainProgram, formatNumber, type ProgramInput, type ProgramResult } from '#shared/calc/index.ts';
import { describeCyclesSource } from '#shared/proposals/math-steps.ts';
import { systemDisplayName } from '#shared/report/index.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import { ChemicalMath } from './chemical-math.tsx';
import { SystemMath } from './system-math.tsx';

interface ShowTheMathProps {
  input: ProgramInput;
  result: ProgramResult;
  equipment: Equipment[];
}

/** "Show the math": how cycles, each system's make-up water and each chemical's cost are worked out. */
export function ShowTheMath({ input, result, equipment }: ShowTheMathProps) {
  const [isOpen, setIsOpen] = useState(false);
  const explanation = useMemo(() => (isOpen ? explainProgram(input) : null), [isOpen, input]);
  const names = new Map(equipment.map((item) => [String(item.id), systemDisplayName(item)]));

  return (
    <Card data-testid="show-the-math">
      <button
        type="button"
        className="flex w-full items-center justify-between gap-3 rounded-xl p-5 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-6"
        aria-expanded={isOpen}
        aria-controls="show-the-math-panel"
        onClick={() => setIsOpen((open) => !open)}
      >
        <span className="flex items-center gap-3">
          <span className="flex size-9 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Sigma className="size-4.5" aria-hidden="true" />
          </span>
          <span>
            <span className="block font-semibold text-slate-900">Show the math</span>
            <span className="block text-sm text-muted-foreground">
              The inputs and factors behind every figure, system by system.
            </span>
          </span>
        </span>
        <ChevronDown
          className={cn('size-5 shrink-0 text-slate-500 transition-transform', isOpen && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      {explanation && (
        <div id="show-the-math-panel" className="grid gap-5 border-t px-5 py-5 sm:px-6">
          <div className="rounded-lg bg-slate-50 p-4 text-sm">
            <p className="font-medium text-slate-900">
              Cycles of concentration:{' '}
              {explanation.cycles === null ? 'unknown' : formatNumber(explanation.cycles, 2)}
            </p>
            {explanation.cyclesSources.length > 0 ? (
              <ul className="mt-1.5 grid gap-0.5 text-slate-600">
                {explanation.cyclesSources.map((source) => (
                  <li key={String(source.id)}>
                    {describeCyclesSource(
                      names.get(String(source.id)) ?? 'System',
                      source,
                      explanation.conductivity,
                    )}
                  </li>
                ))}
                {explanation.cyclesSources.length > 1 && <li>Cycles are the mean of these.</li>}
              </ul>
            ) : (
              <p className="mt-1 text-slate-600">
                Cycles need the water's conductivity and a bleed setpoint on a cooling tower, evaporative
                condenser or chiller.
              </p>
            )}
            {explanation.blowdownNote && (
              <p className="mt-2 font-medium text-amber-800" data-testid="blowdown-note">
                {explanation.blowdownNote}
              </p>
            )}
          </div>
          {explanation.systems.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              This survey has no systems, so there is no make-up water.
            </p>
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {explanation.systems.map((system) => (
                <SystemMath
                  key={String(system.id)}
                  system={system}
                  name={names.get(String(system.id)) ?? system.label}
                />
              ))}
            </ul>
          )}
          <p className="text-sm font-medium text-slate-900">
            Total make-up water: {formatNumber(explanation.totalMakeupGallonsPerYear)} gal/yr
          </p>
          <ChemicalMath input={input} result={result} />
        </div>
      )}
    </Card>
  );
}
