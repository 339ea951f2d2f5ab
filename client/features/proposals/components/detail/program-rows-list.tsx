import type { ProgramLine } from '#shared/proposals/program-lines.ts';

/** Phones: the saved program as one block per chemical, then the total. */
export function ProgramRowsList({ lines, total }: { lines: ProgramLine[]; total: string }) {
  return (
    <div className="grid gap-3 px-4 pb-4">
      <ul className="grid gap-3">
        {lines.map((line) => (
          <li key={line.key} className="rounded-lg border p-3 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <p className="min-w-0 font-medium break-words text-slate-900">{line.name}</p>
              <p className="shrink-0 font-semibold text-slate-900 tabular-nums">{line.annualCost}</p>
            </div>
            <p className="mt-1 text-xs text-muted-foreground">
              {line.needsSystems ? 'No system selected' : line.systems}
            </p>
            <p className="mt-1 text-xs text-slate-600 tabular-nums">
              {line.rate} · {line.price} · {line.lbsPerYear} lbs/yr · {line.gallonsPerYear} gal/yr
            </p>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between rounded-xl bg-brand-50 px-4 py-3 text-brand-900">
        <span className="font-semibold">Total annual cost</span>
        <span className="text-lg font-bold tabular-nums" data-testid="program-total">
          {total}
        </span>
      </div>
    </div>
  );
}
