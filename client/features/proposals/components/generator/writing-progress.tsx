import { Check, LoaderCircle } from 'lucide-react';
import type { WritingProgress as Progress } from '#client/api/proposal-writing.ts';
import { Progress as ProgressBar } from '#client/components/ui/progress.tsx';
import { formatNumber } from '#shared/calc/format.ts';

const STAGES: { stage: Progress['stage']; label: string }[] = [
  { stage: 'sending', label: 'Reading the survey, program and RFP' },
  { stage: 'writing', label: 'Writing the proposal' },
  { stage: 'checking', label: 'Checking every figure against the calculation engine' },
  { stage: 'saving', label: 'Saving the proposal' },
];

// The bar moves by stage; while writing it creeps forward with the text (its final length is unknown).
function percentOf(progress: Progress): number {
  switch (progress.stage) {
    case 'sending':
      return 8;
    case 'writing':
      return Math.min(80, 15 + progress.characters / 250);
    case 'checking':
      return 88;
    default:
      return 96;
  }
}

/** Where a writing run is: a bar and the list of stages, the current one spinning. */
export function WritingProgress({ progress }: { progress: Progress }) {
  const current = STAGES.findIndex((s) => s.stage === progress.stage);
  return (
    <div
      className="grid gap-3 rounded-md border border-brand-100 bg-brand-50/40 p-4"
      data-testid="writing-progress"
    >
      <ProgressBar value={percentOf(progress)} aria-label="Writing progress" />
      <ol className="grid gap-1.5 text-sm" aria-live="polite">
        {STAGES.map(({ stage, label }, index) => {
          const isDone = index < current;
          const isActive = index === current;
          return (
            <li
              key={stage}
              className={
                isActive ? 'font-medium text-slate-900' : isDone ? 'text-slate-600' : 'text-slate-400'
              }
              data-state={isActive ? 'active' : isDone ? 'done' : 'waiting'}
            >
              <span className="inline-flex items-center gap-2">
                {isDone && <Check className="size-4 text-emerald-600" aria-hidden="true" />}
                {isActive && <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />}
                {!isDone && !isActive && <span className="size-4" aria-hidden="true" />}
                {label}
                {isActive && stage === 'writing' && progress.characters > 0 && (
                  <span className="text-slate-500">· {formatNumber(progress.characters)} characters</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
