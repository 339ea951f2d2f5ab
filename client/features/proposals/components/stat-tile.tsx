import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';

interface StatTileProps {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  unit?: string;
  hint?: ReactNode;
  testId?: string;
  className?: string;
}

/** One figure of a usage summary: icon, label, value with its unit, and an optional hint below. */
export function StatTile({ icon: Icon, label, value, unit, hint, testId, className }: StatTileProps) {
  return (
    <div className={cn('min-w-0 rounded-xl border bg-white p-4', className)} data-testid={testId}>
      <div className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
        <span className="flex size-6 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-700">
          <Icon className="size-3.5" aria-hidden="true" />
        </span>
        <span className="leading-tight">{label}</span>
      </div>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-1 text-xl font-bold tracking-tight text-slate-900 tabular-nums">
        <span data-testid={testId ? `${testId}-value` : undefined}>{value}</span>
        {unit && value !== '—' && <span className="text-xs font-medium text-muted-foreground">{unit}</span>}
      </p>
      {hint && <p className="mt-1 text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}
