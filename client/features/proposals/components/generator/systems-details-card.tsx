import { Factory } from 'lucide-react';
import { CardHeading } from '#client/components/card-heading.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/utils.ts';
import { formatNumber, type ProgramResult } from '#shared/calc/index.ts';
import { systemDisplayName, systemTypeLabel } from '#shared/report/index.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import { listSystemFigures } from '../system-figures.ts';

interface SystemsDetailsCardProps {
  equipment: Equipment[];
  result: ProgramResult;
  className?: string;
}

/** Each system of the survey with its entered figures and the make-up water the engine gives it. */
export function SystemsDetailsCard({ equipment, result, className }: SystemsDetailsCardProps) {
  const makeupById = new Map(result.systems.map((s) => [String(s.id), s.makeupGallonsPerYear]));
  return (
    <Card className={className}>
      <CardHeading
        icon={Factory}
        title="Systems Details"
        description={
          equipment.length === 0
            ? 'No equipment recorded on this survey.'
            : `${equipment.length} ${equipment.length === 1 ? 'system' : 'systems'} on this survey.`
        }
      />
      {equipment.length > 0 && (
        <CardContent>
          <ul className="grid gap-3 md:grid-cols-2">
            {equipment.map((item) => {
              const makeup = makeupById.get(String(item.id)) ?? 0;
              const figures = listSystemFigures(item);
              return (
                <li
                  key={item.id}
                  className="rounded-lg border bg-slate-50/60 p-4"
                  data-testid={`system-${item.id}`}
                >
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate font-medium text-slate-900">{systemDisplayName(item)}</p>
                      <p className="text-xs text-muted-foreground">
                        {systemTypeLabel(item.type)}
                        {item.location ? ` · ${item.location}` : ''}
                      </p>
                    </div>
                    <div className="shrink-0 text-right">
                      <p
                        className={cn(
                          'font-semibold tabular-nums',
                          makeup < 0 ? 'text-emerald-700' : 'text-slate-900',
                        )}
                      >
                        {formatNumber(makeup)}
                      </p>
                      <p className="text-[11px] text-muted-foreground">make-up gal/yr</p>
                    </div>
                  </div>
                  {figures.length > 0 ? (
                    <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs">
                      {figures.map((figure) => (
                        <div key={figure.label} className="flex gap-1">
                          <dt className="text-muted-foreground">{figure.label}</dt>
                          <dd className="font-medium text-slate-700">{figure.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : (
                    <p className="mt-3 text-xs text-slate-500">No figures entered.</p>
                  )}
                </li>
              );
            })}
          </ul>
        </CardContent>
      )}
    </Card>
  );
}
