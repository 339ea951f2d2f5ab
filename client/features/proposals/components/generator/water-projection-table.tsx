import { cn } from '#client/lib/utils.ts';
import type { CycleLimitKey } from '#shared/water/constants.ts';
import { formatCycleCount, type ProjectionRow } from '#shared/water/recommendation.ts';

const COLUMNS: { key: 'ph' | 'lsi' | 'rsi' | 'psi' | CycleLimitKey; label: string; limit?: CycleLimitKey }[] =
  [
    { key: 'ph', label: 'pH' },
    { key: 'lsi', label: 'LSI', limit: 'lsi' },
    { key: 'rsi', label: 'RSI' },
    { key: 'psi', label: 'PSI' },
    { key: 'calciumHardness', label: 'Ca hardness', limit: 'calciumHardness' },
    { key: 'silica', label: 'Silica', limit: 'silica' },
    { key: 'chlorides', label: 'Chlorides', limit: 'chlorides' },
  ];

function cellOf(
  row: ProjectionRow,
  key: (typeof COLUMNS)[number]['key'],
): { text: string; verdict?: string } {
  if (key === 'lsi' || key === 'rsi' || key === 'psi') {
    const index = row.indices.find((each) => each.key === key)!;
    return { text: index.value, verdict: index.verdict };
  }
  return { text: row[key] ?? '—' };
}

/** The tower water at each cycles value: pH, the indices with their verdicts, and the limited figures (mg/L). */
export function WaterProjectionTable({ rows }: { rows: ProjectionRow[] }) {
  return (
    <div className="grid gap-2">
      <p className="text-xs text-muted-foreground" id="water-projection-caption">
        Tower water per cycles of concentration (mg/L for calcium hardness, silica and chlorides); a figure in
        red breaks its limit.
      </p>
      <div className="relative overflow-x-auto">
        <table
          className="w-full min-w-[32rem] text-right text-sm tabular-nums"
          aria-describedby="water-projection-caption"
          data-testid="water-projection"
        >
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="sticky left-0 bg-white py-1.5 pr-3 text-left font-medium">
                Cycles
              </th>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" className="px-2 py-1.5 font-medium">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr
                key={row.cycles}
                className={cn(row.isTarget && 'bg-brand-50 font-semibold')}
                data-testid="water-projection-row"
                data-cycles={row.cycles}
                data-target={row.isTarget || undefined}
              >
                <th
                  scope="row"
                  className={cn(
                    'sticky left-0 py-1.5 pr-3 text-left font-medium whitespace-nowrap text-slate-800',
                    row.isTarget ? 'bg-brand-50' : 'bg-white',
                  )}
                >
                  {formatCycleCount(row.cycles)}
                  {row.isTarget && (
                    <span className="ml-1.5 text-xs font-semibold text-brand-700">target</span>
                  )}
                </th>
                {COLUMNS.map((column) => {
                  const cell = cellOf(row, column.key);
                  const isOver = column.limit !== undefined && row.exceeds.includes(column.limit);
                  return (
                    <td
                      key={column.key}
                      className={cn('px-2 py-1.5', isOver ? 'font-semibold text-red-700' : 'text-slate-800')}
                      title={cell.verdict}
                      data-over={isOver || undefined}
                    >
                      {cell.text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
