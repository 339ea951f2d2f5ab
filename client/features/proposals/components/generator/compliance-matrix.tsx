import { CircleAlert, CircleCheck } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/utils.ts';
import type { ComplianceRow } from '#shared/schemas/proposal-writing.ts';

/**
 * The RFP compliance matrix: each requirement and where the proposal answers it, gaps highlighted so the rep
 * sees what is unanswered before sending. It follows the text as the rep edits it.
 */
export function ComplianceMatrix({ rows }: { rows: ComplianceRow[] }) {
  const gaps = rows.filter((row) => row.status === 'gap').length;
  return (
    <section className="grid gap-3" aria-labelledby="compliance-heading" data-testid="compliance-matrix">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="compliance-heading" className="text-base font-semibold text-slate-900">
          RFP compliance matrix
        </h3>
        <p className="text-sm text-slate-600">
          {rows.length - gaps} of {rows.length} requirements answered
          {gaps > 0 && (
            <span className="font-medium text-amber-800">
              {' '}
              · {gaps} {gaps === 1 ? 'gap' : 'gaps'} to answer before sending
            </span>
          )}
        </p>
      </div>
      <ol className="grid gap-2">
        {rows.map((row) => {
          const isGap = row.status === 'gap';
          return (
            <li
              key={row.requirementId}
              className={cn(
                'grid gap-1.5 rounded-md border p-3 text-sm sm:grid-cols-[4rem_minmax(0,1fr)_minmax(0,1fr)] sm:gap-4',
                isGap ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white',
              )}
              data-testid="compliance-row"
              data-status={row.status}
            >
              <span className="inline-flex items-start gap-1.5 font-semibold text-slate-900">
                {isGap ? (
                  <CircleAlert className="mt-0.5 size-4 text-amber-700" aria-hidden="true" />
                ) : (
                  <CircleCheck className="mt-0.5 size-4 text-emerald-600" aria-hidden="true" />
                )}
                {row.requirementId}
              </span>
              <div className="grid gap-1">
                <span className="text-slate-800">{row.requirement}</span>
                <Badge variant="neutral">
                  {row.category.charAt(0).toUpperCase() + row.category.slice(1)}
                </Badge>
              </div>
              <div className={isGap ? 'font-semibold text-amber-900' : 'text-slate-700'}>
                {isGap ? 'Gap' : row.answer}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
