import { formatNumber, type SystemExplanation } from '#shared/calc/index.ts';
import { listMathSteps } from '#shared/proposals/math-steps.ts';

/** One system's steps in "Show the math": its inputs and factors, what is missing, and its make-up water. */
export function SystemMath({ system, name }: { system: SystemExplanation; name: string }) {
  return (
    <li className="rounded-lg border p-4" data-testid={`math-system-${system.id}`}>
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 truncate font-medium text-slate-900">
          {name} <span className="text-xs font-normal text-muted-foreground">({system.label})</span>
        </p>
      </div>
      <dl className="mt-3 grid gap-1 text-sm">
        {listMathSteps(system).map((step) => (
          <div key={step.label} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{step.label}</dt>
            <dd className="text-right text-slate-800 tabular-nums">
              {step.value}
              {step.note && <span className="block text-xs text-muted-foreground">{step.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
      {system.missing.map((text) => (
        <p key={text} className="mt-2 text-xs font-medium text-amber-800">
          {text}
        </p>
      ))}
      <div className="mt-3 flex flex-wrap justify-between gap-x-4 border-t pt-2 text-sm font-semibold text-slate-900">
        <span>{system.isCredit ? 'Make-up credit' : 'Make-up water'}</span>
        <span className="whitespace-nowrap tabular-nums" data-testid="math-system-makeup">
          {formatNumber(system.makeupGallonsPerYear)} gal/yr
        </span>
      </div>
    </li>
  );
}
