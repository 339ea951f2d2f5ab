import { Beaker } from 'lucide-react';
import type { ProposalProgram } from '#client/api/proposals.ts';
import { CardHeading } from '#client/components/card-heading.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useIsMobile } from '#client/lib/use-is-mobile.ts';
import { formatNumber, formatUsd } from '#shared/calc/index.ts';
import { buildProgramLines, PROGRAM_TABLE_HEADERS } from '#shared/proposals/program-lines.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import { ProgramRowsList } from './program-rows-list.tsx';

interface ProgramTableProps {
  program: ProposalProgram | null;
  equipment: Equipment[];
  isError: boolean;
}

/** The priced chemical program of the saved proposal: the same engine figures as the generator. */
export function ProgramTable({ program, equipment, isError }: ProgramTableProps) {
  const isMobile = useIsMobile();
  const lines = program ? buildProgramLines(program, equipment) : [];
  const total = formatUsd(program?.result.totalAnnualCost ?? 0);
  return (
    <Card className="overflow-hidden" data-testid="program-table">
      <CardHeading
        icon={Beaker}
        title="Chemical Program"
        description={
          isError
            ? "The program's figures couldn't be loaded."
            : lines.length === 0
              ? 'No chemicals yet. Add them in the generator.'
              : `Make-up water ${formatNumber(program?.result.totalMakeupGallonsPerYear ?? 0)} gal/yr`
        }
      />
      {lines.length > 0 &&
        (isMobile ? (
          <ProgramRowsList lines={lines} total={total} />
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-y bg-slate-50 text-xs text-muted-foreground">
                  {PROGRAM_TABLE_HEADERS.map((header, i) => (
                    <th
                      key={header}
                      scope="col"
                      className={`px-3 py-2 font-medium first:pl-6 last:pr-6 ${i >= 4 ? 'text-right' : 'text-left'}`}
                    >
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y">
                {lines.map((line) => (
                  <tr key={line.key}>
                    <td className="py-3 pr-3 pl-6 font-medium text-slate-900">{line.name}</td>
                    <td className="px-3 py-3 text-slate-600">
                      {line.needsSystems ? (
                        <span className="text-amber-800">No system selected</span>
                      ) : (
                        line.systems
                      )}
                    </td>
                    <td className="px-3 py-3 text-slate-600 tabular-nums">{line.rate}</td>
                    <td className="px-3 py-3 text-slate-600 tabular-nums">{line.price}</td>
                    <td className="px-3 py-3 text-right text-slate-600 tabular-nums">{line.lbsPerYear}</td>
                    <td className="px-3 py-3 text-right text-slate-600 tabular-nums">
                      {line.gallonsPerYear}
                    </td>
                    <td className="py-3 pr-6 pl-3 text-right font-semibold text-slate-900 tabular-nums">
                      {line.annualCost}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="bg-brand-50 text-brand-900">
                  <th scope="row" colSpan={6} className="py-3 pl-6 text-left font-semibold">
                    Total annual cost
                  </th>
                  <td
                    className="py-3 pr-6 text-right text-base font-bold tabular-nums"
                    data-testid="program-total"
                  >
                    {total}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
        ))}
    </Card>
  );
}
