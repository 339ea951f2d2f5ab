import { TrendingDown } from 'lucide-react';
import { CardHeading } from '#client/components/card-heading.tsx';
import { ColumnHeads } from '#client/components/column-heads.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { formatNumber, formatUsd, type ProgramInput } from '#shared/calc/index.ts';
import { projectTargetCycles } from '#shared/proposals/figures.ts';

interface TargetSavingsProps {
  input: ProgramInput;
  targetCycles: number | null;
}

function signed(value: number, format: (n: number) => string): string {
  return value < 0 ? `−${format(-value)}` : format(value);
}

/** Projected savings at the proposal's saved target cycles: make-up water and chemical cost, from the engine. */
export function TargetSavings({ input, targetCycles }: TargetSavingsProps) {
  const projection = projectTargetCycles(input, targetCycles);
  if (!projection) return null;
  const { current, target } = projection;
  const rows = [
    {
      label: 'Make-up water',
      now: `${formatNumber(current.makeupGallonsPerYear)} gal/yr`,
      atTarget: `${formatNumber(target.makeupGallonsPerYear)} gal/yr`,
      saved:
        projection.waterSavedGallonsPerYear === null
          ? '—'
          : `${signed(projection.waterSavedGallonsPerYear, formatNumber)} gal/yr`,
      testId: 'projected-water',
    },
    {
      label: 'Chemical cost',
      now: formatUsd(current.annualCost),
      atTarget: formatUsd(target.annualCost),
      saved:
        projection.costSavedPerYear === null ? '—' : `${signed(projection.costSavedPerYear, formatUsd)}/yr`,
      testId: 'projected-cost',
    },
  ];
  return (
    <Card data-testid="target-savings">
      <CardHeading
        icon={TrendingDown}
        title={`Projected Savings at ${formatNumber(target.cycles, 2)} Cycles`}
        description={
          current.cycles === null
            ? 'Estimated with the calculation engine. Today’s cycles are not available, so no saving is claimed.'
            : `Estimated with the calculation engine against today’s ${formatNumber(current.cycles, 2)} cycles.`
        }
      />
      <CardContent className="relative overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-muted-foreground">
            <tr>
              <ColumnHeads labels={['Figure', 'Today', 'At target']} className="py-2 pr-4 font-medium" />
              <th scope="col" className="py-2 font-medium">
                Saved
              </th>
            </tr>
          </thead>
          <tbody className="divide-y tabular-nums">
            {rows.map((row) => (
              <tr key={row.label} data-testid={row.testId}>
                <th scope="row" className="py-2 pr-4 font-medium text-slate-800">
                  {row.label}
                </th>
                <td className="py-2 pr-4">{row.now}</td>
                <td className="py-2 pr-4">{row.atTarget}</td>
                <td className="py-2 font-semibold text-slate-900" data-testid={`${row.testId}-saved`}>
                  {row.saved}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
