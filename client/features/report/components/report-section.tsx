import type { ReactNode } from 'react';
import { cn } from '#client/lib/utils.ts';

/** A titled section of the report document. */
export function ReportSection({
  title,
  aside,
  children,
  testId,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = `report-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="report-section" data-testid={testId}>
      <div className="report-section-heading mb-4 flex items-baseline justify-between gap-3 border-b-2 border-brand-700 pb-2">
        <h2 id={headingId} className="text-lg font-bold tracking-tight text-slate-900 sm:text-xl">
          {title}
        </h2>
        {aside && <span className="shrink-0 text-sm text-muted-foreground">{aside}</span>}
      </div>
      {children}
    </section>
  );
}

/** One labelled value; a missing value shows a muted placeholder. */
export type Field = { label: string; value: ReactNode; isWide?: boolean; isPlaceholder?: boolean };

const GRID_CLASSES = {
  2: { grid: 'grid-cols-1 gap-x-6 sm:grid-cols-2', wide: 'sm:col-span-2' },
  3: { grid: 'grid-cols-2 gap-x-4 sm:grid-cols-3 sm:gap-x-6', wide: 'col-span-2 sm:col-span-3' },
} as const;

/** Label/value pairs: two columns (one on phones), or three (two on phones) for system figures. */
export function FieldGrid({ fields, columns = 2 }: { fields: Field[]; columns?: 2 | 3 }) {
  const classes = GRID_CLASSES[columns];
  return (
    <dl className={cn('grid gap-y-3', classes.grid)}>
      {fields.map((field) => (
        <div key={field.label} className={cn('min-w-0', field.isWide && classes.wide)}>
          <dt className="report-label text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {field.label}
          </dt>
          <dd
            className={cn(
              'mt-0.5 text-sm break-words whitespace-pre-line sm:text-[0.9375rem]',
              field.isPlaceholder ? 'text-slate-400' : 'text-slate-900',
            )}
          >
            {field.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
