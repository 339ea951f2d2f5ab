import { MapPin } from 'lucide-react';
import { groupSystemsByLocation, NO_EQUIPMENT } from '#shared/report/index.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import { useSystemExtras } from '../hooks/use-survey-report.ts';
import { ReportSection } from './report-section.tsx';
import { SystemCard } from './system-card.tsx';

type SystemsSectionProps = {
  equipment: Equipment[] | undefined;
  isError: boolean;
  conductivity: number | null | undefined;
};

/** Systems Inventory by Location: a group per location with its unit count, then each system. */
export function SystemsSection({ equipment = [], isError, conductivity }: SystemsSectionProps) {
  const { chemicals, photos } = useSystemExtras(equipment.map((system) => system.id));
  const groups = groupSystemsByLocation(equipment);
  const total = equipment.length;

  return (
    <ReportSection
      title="Systems Inventory by Location"
      aside={total > 0 ? `${total} ${total === 1 ? 'system' : 'systems'}` : undefined}
      testId="systems-section"
    >
      {isError ? (
        <p className="text-sm text-slate-500">Couldn't load the equipment. Refresh the page to try again.</p>
      ) : groups.length === 0 ? (
        <p className="rounded-lg bg-slate-50 py-6 text-center text-sm text-slate-500">{NO_EQUIPMENT}</p>
      ) : (
        <div className="space-y-6">
          {groups.map((group) => (
            <div key={group.location} data-testid="report-location">
              <div className="report-location mb-3 flex items-center justify-between gap-3 rounded-md border-l-4 border-brand-600 bg-brand-50 px-3 py-2">
                <h3 className="flex min-w-0 items-center gap-2 font-semibold text-brand-900">
                  <MapPin className="size-4 shrink-0" aria-hidden="true" />
                  <span className="truncate">{group.location}</span>
                </h3>
                <span className="shrink-0 text-sm font-medium text-slate-600">{group.countLabel}</span>
              </div>
              <div className="space-y-3">
                {group.systems.map((system) => (
                  <SystemCard
                    key={system.id}
                    system={system}
                    conductivity={conductivity}
                    chemicals={chemicals.get(system.id)}
                    photos={photos.get(system.id)}
                  />
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
    </ReportSection>
  );
}
