import { Check } from 'lucide-react';
import { Progress } from '#client/components/ui/progress.tsx';
import { cn } from '#client/lib/utils.ts';
import { percentLabel, progressPercent, stepLabel, WIZARD_STEPS } from '../hooks/wizard-steps.ts';

type WizardProgressProps = {
  currentStep: number;
  completed: ReadonlySet<number>;
  canVisit: (step: number) => boolean;
  onSelect: (step: number) => void;
};

/** "Step N of 4", "X% Complete", the bar and the clickable step list (numbers only on phones). */
export function WizardProgress({ currentStep, completed, canVisit, onSelect }: WizardProgressProps) {
  const currentTitle = WIZARD_STEPS[currentStep - 1]?.title;
  return (
    <div className="mb-6 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
      <div className="mb-2 flex items-center justify-between text-sm font-medium text-slate-600">
        <span data-testid="step-label">{stepLabel(currentStep)}</span>
        <span data-testid="percent-label">{percentLabel(currentStep)}</span>
      </div>
      <Progress value={progressPercent(currentStep)} aria-label="Survey progress" />
      <nav aria-label="Survey steps" className="mt-4">
        <ol className="grid grid-cols-4 gap-2">
          {WIZARD_STEPS.map(({ number, title }) => {
            const isCurrent = number === currentStep;
            const isDone = completed.has(number) && !isCurrent;
            const isReachable = canVisit(number);
            return (
              <li key={number} className="min-w-0">
                <button
                  type="button"
                  onClick={() => onSelect(number)}
                  disabled={!isReachable}
                  aria-current={isCurrent ? 'step' : undefined}
                  className={cn(
                    'flex w-full flex-col items-center gap-1.5 rounded-lg border bg-white px-1 py-2 text-center transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:gap-2.5 sm:px-3 sm:text-left',
                    isCurrent ? 'border-brand-500 ring-2 ring-brand-500/15' : 'border-slate-200',
                    isReachable && !isCurrent && 'hover:border-brand-300 hover:bg-brand-50/50',
                    !isReachable && 'cursor-not-allowed opacity-55',
                  )}
                >
                  <span
                    className={cn(
                      'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                      isDone && 'bg-emerald-500 text-white',
                      isCurrent && 'bg-brand-700 text-white',
                      !isDone && !isCurrent && 'bg-slate-100 text-slate-500',
                    )}
                  >
                    {isDone ? <Check className="size-4" strokeWidth={3} aria-label="Completed" /> : number}
                  </span>
                  <span className="sr-only text-sm font-medium text-slate-800 sm:not-sr-only sm:truncate">
                    {title}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
        <p className="mt-2 text-center text-sm font-semibold text-slate-800 sm:hidden">{currentTitle}</p>
      </nav>
    </div>
  );
}
