import { Check, LoaderCircle, TrendingDown } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { CardHeading } from '#client/components/card-heading.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { formatNumber, type ProgramInput, simulateCycles } from '#shared/calc/index.ts';
import {
  clampTargetCycles,
  WHAT_IF_CYCLES,
  WHAT_IF_MAX,
  WHAT_IF_MIN,
  WHAT_IF_STEP,
} from '../../lib/what-if-chart.ts';
import { WhatIfChart } from './what-if-chart.tsx';
import { WhatIfFigures } from './what-if-figures.tsx';

interface CyclesWhatIfProps {
  input: ProgramInput;
  savedTarget: number | null;
  onUseAsTarget: (cycles: number) => Promise<void>;
  isTargetBlocked: boolean;
  /** The water chemistry at the cycles being tried (water-limits-what-if.tsx), shown under the make-up figures. */
  renderWater?: (targetCycles: number) => ReactNode;
}

function initialTarget(savedTarget: number | null, currentCycles: number | null): number {
  if (savedTarget !== null) return clampTargetCycles(savedTarget) ?? 6;
  if (currentCycles !== null) return clampTargetCycles(currentCycles + 1) ?? 6;
  return 6;
}

/** Cycles what-if: make-up water at a target cycles value against today's, as figures and a bar chart. */
export function CyclesWhatIf({
  input,
  savedTarget,
  onUseAsTarget,
  isTargetBlocked,
  renderWater,
}: CyclesWhatIfProps) {
  const simulation = useMemo(() => simulateCycles(input, WHAT_IF_CYCLES), [input]);
  const [target, setTarget] = useState(() => initialTarget(savedTarget, simulation.currentCycles));
  const [typed, setTyped] = useState(String(target));
  const [isSaving, setIsSaving] = useState(false);
  const scenario = simulation.scenarios.find((s) => s.cycles === target) ?? simulation.scenarios[0];
  const points = simulation.scenarios.map((s) => ({ cycles: s.cycles, gallons: s.totalGallonsPerYear }));
  const isSavedTarget = savedTarget !== null && Math.abs(savedTarget - target) < 1e-9;

  const handleSlide = (value: number) => {
    setTarget(value);
    setTyped(String(value));
  };
  const handleType = (text: string) => {
    setTyped(text);
    const value = clampTargetCycles(Number.parseFloat(text));
    if (value !== null && text.trim() !== '') setTarget(value);
  };
  const handleUse = async () => {
    setIsSaving(true);
    await onUseAsTarget(target);
    setIsSaving(false);
  };

  return (
    <Card data-testid="cycles-what-if">
      <CardHeading
        icon={TrendingDown}
        title="Cycles What-If"
        description={
          <>
            Try a target cycles of concentration and see the make-up water it saves and what it does to the
            water. The target is stored only when you use it as the proposal's target.
          </>
        }
      />
      <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid content-start gap-5">
          <div className="grid gap-2">
            <label htmlFor="target-cycles" className="text-sm font-medium">
              Target cycles
            </label>
            <div className="flex items-center gap-3">
              <input
                type="range"
                min={WHAT_IF_MIN}
                max={WHAT_IF_MAX}
                step={WHAT_IF_STEP}
                value={target}
                onChange={(e) => handleSlide(Number(e.target.value))}
                aria-label="Target cycles slider"
                className="h-2 min-w-0 flex-1 cursor-pointer accent-brand-700"
              />
              <Input
                id="target-cycles"
                type="number"
                inputMode="decimal"
                min={WHAT_IF_MIN}
                max={WHAT_IF_MAX}
                step={WHAT_IF_STEP}
                value={typed}
                onChange={(e) => handleType(e.target.value)}
                onBlur={() => setTyped(String(target))}
                className="h-9 w-20 text-right tabular-nums"
              />
            </div>
          </div>
          <WhatIfFigures simulation={simulation} scenario={scenario} input={input} />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="outline"
              onClick={handleUse}
              disabled={isSaving || isTargetBlocked || isSavedTarget}
            >
              {isSaving ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                isSavedTarget && <Check aria-hidden="true" />
              )}
              {isSavedTarget ? 'Proposal target' : 'Use as proposal target'}
            </Button>
            {savedTarget !== null && !isSavedTarget && (
              <span className="text-xs text-muted-foreground">
                Saved target: {formatNumber(savedTarget, 1)} cycles
              </span>
            )}
          </div>
        </div>
        <WhatIfChart
          points={points}
          targetCycles={target}
          currentCycles={simulation.currentCycles}
          currentGallons={simulation.currentCycles === null ? null : simulation.current.totalGallonsPerYear}
        />
      </CardContent>
      {renderWater && <CardContent>{renderWater(target)}</CardContent>}
    </Card>
  );
}
