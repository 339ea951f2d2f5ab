import { cn } from '#client/lib/utils.ts';
import { waterQualityRows } from '#shared/report/index.ts';
import type { WaterQuality } from '#shared/schemas/water-quality.ts';

type WaterQualityKey = ReturnType<typeof waterQualityRows>[number]['key'];

interface WaterQualityListProps {
  waterQuality: WaterQuality | null;
  /** Which parameters to show, in order; all of the report's by default. */
  keys?: WaterQualityKey[];
  /** List untested parameters on one line instead of a row each. */
  isCompact?: boolean;
}

/** The survey's water-quality results as label / value rows with units; untested values say so. */
export function WaterQualityList({ waterQuality, keys, isCompact = false }: WaterQualityListProps) {
  const all = waterQualityRows(waterQuality);
  const chosen = keys ? all.filter((row) => keys.includes(row.key)) : all;
  const rows = isCompact ? chosen.filter((row) => row.isTested) : chosen;
  const untested = isCompact ? chosen.filter((row) => !row.isTested) : [];
  return (
    <>
      <dl className="divide-y text-sm">
        {rows.map((row) => (
          <div key={row.key} className="flex items-baseline justify-between gap-4 py-2">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd
              className={cn(
                'text-right tabular-nums',
                row.isTested ? 'font-medium text-slate-900' : 'text-slate-400',
              )}
              data-testid={`wq-${row.key}`}
            >
              {row.value}
              {row.isTested && row.unit && (
                <span className="ml-1 text-xs text-muted-foreground">{row.unit}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {untested.length > 0 && (
        <p className="mt-2 text-xs text-muted-foreground">
          Not tested: {untested.map((row) => row.label).join(', ')}
        </p>
      )}
    </>
  );
}
