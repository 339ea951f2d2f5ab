import { Check, CloudCheck } from 'lucide-react';
import { cn } from '#client/lib/utils.ts';
import { ScreenFrame } from './screen-frame.tsx';

const STEPS = ['Facility Info', 'Systems', 'Water Quality', 'Observations'];
const CURRENT_STEP = 3;

const FIELDS = [
  ['pH', '7.8'],
  ['Conductivity (μS/cm)', '570'],
  ['Hardness (ppm CaCO₃)', '140'],
  ['Alkalinity (ppm CaCO₃)', '110'],
  ['Silica (ppm)', '12.4'],
  ['Chlorides (ppm)', '45'],
];

/** Drawn survey wizard on step 3 (water quality) with its progress bar and step list. */
export function SurveyWizardMockup() {
  return (
    <ScreenFrame path="/edit-survey/128" caption="The survey wizard on step 3 of 4, recording water quality.">
      <div className="mb-3 flex items-end justify-between gap-3">
        <div>
          <div className="text-sm font-bold sm:text-base">Edit Survey</div>
          <div className="text-[11px] text-slate-500">Riverside Medical Center</div>
        </div>
        <div className="flex items-center gap-1 text-[11px] font-medium text-emerald-700">
          <CloudCheck className="size-3.5" /> Saved
        </div>
      </div>
      <div className="mb-1.5 flex justify-between text-[11px] font-medium text-slate-600">
        <span>Step {CURRENT_STEP} of 4</span>
        <span>50% Complete</span>
      </div>
      <div className="mb-3 h-1.5 overflow-hidden rounded-full bg-brand-100">
        <div className="h-full w-1/2 rounded-full bg-brand-600" />
      </div>
      <ol className="mb-3 grid grid-cols-4 gap-1.5">
        {STEPS.map((step, index) => {
          const number = index + 1;
          const isDone = number < CURRENT_STEP;
          const isCurrent = number === CURRENT_STEP;
          return (
            <li
              key={step}
              className={cn(
                'flex flex-col items-center gap-1 rounded-lg border bg-white px-1 py-2 text-center',
                isCurrent && 'border-brand-500 ring-2 ring-brand-500/15',
              )}
            >
              <span
                className={cn(
                  'flex size-6 items-center justify-center rounded-full text-[11px] font-semibold',
                  isDone && 'bg-emerald-500 text-white',
                  isCurrent && 'bg-brand-700 text-white',
                  !isDone && !isCurrent && 'bg-slate-100 text-slate-500',
                )}
              >
                {isDone ? <Check className="size-3.5" strokeWidth={3} /> : number}
              </span>
              <span className="text-[9px] leading-tight font-medium text-slate-700 sm:text-[11px]">
                {step}
              </span>
            </li>
          );
        })}
      </ol>
      <div className="rounded-xl border bg-white p-3 sm:p-4">
        <div className="mb-3 text-[13px] font-semibold">Water Quality</div>
        <div className="grid grid-cols-2 gap-x-3 gap-y-2.5">
          {FIELDS.map(([label, value]) => (
            <div key={label}>
              <div className="mb-1 truncate text-[10px] font-medium text-slate-600 sm:text-[11px]">
                {label}
              </div>
              <div className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-xs tabular-nums">
                {value}
              </div>
            </div>
          ))}
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <span className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-[11px] font-medium">
            Back
          </span>
          <span className="rounded-md bg-brand-700 px-3 py-1.5 text-[11px] font-medium text-white">
            Save &amp; Continue
          </span>
        </div>
      </div>
    </ScreenFrame>
  );
}
