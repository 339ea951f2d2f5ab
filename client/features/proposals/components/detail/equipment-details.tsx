import { Factory } from 'lucide-react';
import { CardHeading } from '#client/components/card-heading.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { NO_EQUIPMENT, systemDisplayName, systemTypeLabel } from '#shared/report/index.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import { listSystemFigures } from '../system-figures.ts';

/** The survey's equipment with each system's entered figures. */
export function EquipmentDetails({ equipment }: { equipment: Equipment[] }) {
  return (
    <Card>
      <CardHeading icon={Factory} title="Equipment Details" />
      <CardContent>
        {equipment.length === 0 ? (
          <p className="text-sm text-muted-foreground">{NO_EQUIPMENT}</p>
        ) : (
          <ul className="divide-y">
            {equipment.map((item) => (
              <li key={item.id} className="py-3 first:pt-0 last:pb-0">
                <p className="font-medium text-slate-900">{systemDisplayName(item)}</p>
                <p className="text-xs text-muted-foreground">
                  {systemTypeLabel(item.type)}
                  {item.location ? ` · ${item.location}` : ''}
                </p>
                <dl className="mt-1.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
                  {listSystemFigures(item).map((figure) => (
                    <div key={figure.label} className="flex gap-1">
                      <dt className="text-muted-foreground">{figure.label}</dt>
                      <dd className="font-medium text-slate-700">{figure.value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
