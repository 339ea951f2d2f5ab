import { CircleCheck, CircleX, type LucideIcon, Settings2, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '#client/lib/utils.ts';
import type {
  ScaleCorrosionPanel,
  ScaleCorrosionReading,
  ScaleCorrosionRow,
} from '#shared/report/scale-corrosion.ts';
import { describeBasisItem, SCALE_CORROSION_TITLE } from '#shared/report/scale-corrosion.ts';
import type { RangeStatus } from '#shared/water/control-ranges.ts';
import { ReportSection } from './report-section.tsx';

/** Each status's colours and icon: green within, amber near, red outside, always with the word beside it. */
const STATUS_STYLES: Record<RangeStatus, { icon: LucideIcon; badge: string; value: string }> = {
  within: {
    icon: CircleCheck,
    badge: 'border-emerald-200 bg-emerald-50 text-emerald-800',
    value: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  },
  near: {
    icon: TriangleAlert,
    badge: 'border-amber-200 bg-amber-50 text-amber-800',
    value: 'bg-amber-50 text-amber-900 ring-amber-200',
  },
  outside: {
    icon: CircleX,
    badge: 'border-red-200 bg-red-50 text-red-800',
    value: 'bg-red-50 text-red-900 ring-red-200',
  },
};

type ScaleCorrosionSectionProps = {
  /** The panel, or null while it cannot be built (the water test failed to load). */
  panel: ScaleCorrosionPanel | null;
  /** Set when the user's ranges failed to load and the defaults colour the panel. */
  rangesNote?: string | null;
};

/**
 * "Scale and Corrosion": the make-up water's four indices against the make-up ranges, then the tower water at its
 * current cycles against the tower's, each with verdict, meaning and place against its ranges.
 */
export function ScaleCorrosionSection({ panel, rangesNote }: ScaleCorrosionSectionProps) {
  return (
    <ReportSection title={SCALE_CORROSION_TITLE} testId="scale-corrosion-section">
      {panel === null ? (
        <p className="text-sm text-slate-500">
          Couldn't load the water quality results. Refresh the page to try again.
        </p>
      ) : (
        <div className="space-y-6">
          {panel.readings.map((reading) => (
            <ReadingBlock key={reading.key} reading={reading} />
          ))}
          {panel.towerNote && (
            <p className="text-sm text-slate-600" data-testid="scale-corrosion-tower-note">
              {panel.towerNote}
            </p>
          )}
          {rangesNote && <p className="mt-1 text-xs text-amber-700">{rangesNote}</p>}
        </div>
      )}
    </ReportSection>
  );
}

function ReadingBlock({ reading }: { reading: ScaleCorrosionReading }) {
  const testId = `scale-corrosion-${reading.key}`;
  return (
    <section aria-labelledby={`${testId}-title`} data-testid={testId}>
      <h3 id={`${testId}-title`} className="mb-2 text-base font-semibold text-slate-900">
        {reading.title}
      </h3>
      <ul className="report-keep divide-y divide-slate-100 rounded-lg border border-slate-200">
        {reading.rows.map((row) => (
          <IndexRow key={row.key} row={row} systemLabel={reading.systemLabel} />
        ))}
      </ul>
      {reading.basis.length > 0 && (
        <p className="mt-3 text-sm text-slate-700" data-testid={`${testId}-basis`}>
          <span className="font-semibold text-slate-900">Calculated with: </span>
          {reading.basis.map(describeBasisItem).join(' · ')}
        </p>
      )}
      {reading.notes.length > 0 && (
        <ul className="mt-1 text-xs text-slate-500" data-testid={`${testId}-notes`}>
          {reading.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
        <span data-testid={`${testId}-caption`}>{reading.rangeCaption}</span>
        <Link
          href={`/settings?ranges=${reading.systemType}`}
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
          data-print-hide
        >
          <Settings2 className="size-3.5" aria-hidden="true" />
          Change {reading.systemLabel.toLowerCase()} ranges in Settings
        </Link>
      </p>
    </section>
  );
}

function IndexRow({ row, systemLabel }: { row: ScaleCorrosionRow; systemLabel: string }) {
  const style = row.status ? STATUS_STYLES[row.status] : null;
  const Icon = style?.icon;
  return (
    <li
      className="grid gap-x-4 gap-y-2 px-3 py-3 sm:grid-cols-[9.5rem_1fr_12.5rem] sm:px-4"
      data-testid={`index-${row.key}`}
      data-status={row.status ?? 'missing'}
    >
      <div className="flex items-center justify-between gap-3 sm:block">
        <div>
          <p className="font-semibold text-slate-900">{row.shortName}</p>
          <p className="text-xs text-slate-500">{row.name}</p>
        </div>
        {row.value !== null && style && (
          <span
            className={cn(
              'inline-block rounded-md px-2 py-0.5 text-lg font-semibold tabular-nums ring-1 ring-inset sm:mt-1',
              style.value,
            )}
            data-testid={`index-${row.key}-value`}
          >
            {row.value}
          </span>
        )}
      </div>
      {row.value === null ? (
        <p className="text-sm text-slate-500 italic sm:col-span-2" data-testid={`index-${row.key}-missing`}>
          Not calculated. {row.missing}
        </p>
      ) : (
        <>
          <div className="min-w-0">
            <p className="text-sm font-semibold text-slate-900 first-letter:uppercase">{row.verdict}</p>
            <p className="text-sm text-slate-600">{row.meaning}</p>
          </div>
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 sm:block">
            {style && Icon && (
              <span
                className={cn(
                  'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
                  style.badge,
                )}
                data-testid={`index-${row.key}-status`}
              >
                <Icon className="size-3.5" aria-hidden="true" />
                {row.statusLabel}
              </span>
            )}
            <p className="text-xs text-slate-500 sm:mt-1" data-testid={`index-${row.key}-range`}>
              {systemLabel} range <span className="whitespace-nowrap">{row.range}</span>
            </p>
          </div>
        </>
      )}
    </li>
  );
}
