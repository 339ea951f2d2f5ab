import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { systemDisplayName, systemFields, systemTypeLabel } from '#shared/report/index.ts';
import type { CurrentChemical } from '#shared/schemas/current-chemicals.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';
import type { ExtraState, ReportPhoto } from '../hooks/use-survey-report.ts';
import { FieldGrid } from './report-section.tsx';

type SystemCardProps = {
  system: Equipment;
  conductivity: number | null | undefined;
  chemicals: ExtraState<CurrentChemical[]> | undefined;
  photos: ExtraState<ReportPhoto[]> | undefined;
};

/** One system: its name, figures, current chemicals and photo thumbnails; kept on one printed page. */
export function SystemCard({ system, conductivity, chemicals, photos }: SystemCardProps) {
  // The type is named beside the system's name, so the grid starts with the manufacturer.
  const fields = systemFields(system, conductivity)
    .filter((field) => field.label !== 'Type')
    .map((field) => ({
      label: field.label,
      value: field.value ?? '—',
      isPlaceholder: field.value === null,
      isWide: field.isWide,
    }));
  return (
    <article
      className="report-system rounded-lg border border-slate-200 p-4 sm:p-5"
      data-testid="report-system"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 className="text-base font-semibold text-slate-900">{systemDisplayName(system)}</h4>
        <span className="text-sm font-medium text-brand-700">{systemTypeLabel(system.type)}</span>
      </div>
      <FieldGrid fields={fields} columns={3} />
      <ChemicalList state={chemicals} />
      <PhotoStrip state={photos} />
    </article>
  );
}

function SubHeading({ children }: { children: string }) {
  return (
    <h5 className="report-label mb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
      {children}
    </h5>
  );
}

function ChemicalList({ state }: { state: ExtraState<CurrentChemical[]> | undefined }) {
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <SubHeading>Current Chemicals</SubHeading>
      {!state || state.isLoading ? (
        <Skeleton className="h-4 w-1/2" />
      ) : state.isError ? (
        <p className="text-sm text-slate-400">Couldn't load the chemicals.</p>
      ) : !state.data?.length ? (
        <p className="text-sm text-slate-400">None recorded</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {state.data.map((chemical) => (
            <li key={chemical.id} className="break-words">
              <span className="font-medium text-slate-900">{chemical.name}</span>
              {chemical.description?.trim() && (
                <span className="text-slate-600"> — {chemical.description.trim()}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PhotoStrip({ state }: { state: ExtraState<ReportPhoto[]> | undefined }) {
  if (!state || state.isError || (!state.isLoading && !state.data?.length)) return null;
  return (
    <div className="mt-4 border-t border-slate-100 pt-3">
      <SubHeading>Photos</SubHeading>
      {state.isLoading ? (
        <Skeleton className="h-24 w-32" />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {state.data?.map((photo) => (
            <li key={photo.id}>
              <figure className="report-photo">
                <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                  <img
                    src={photo.url}
                    alt={photo.description?.trim() || 'System photo'}
                    className="aspect-[4/3] w-full rounded-md border border-slate-200 bg-slate-100 object-cover"
                  />
                </a>
                {photo.description?.trim() && (
                  <figcaption className="mt-1 text-xs break-words text-slate-600">
                    {photo.description.trim()}
                  </figcaption>
                )}
              </figure>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
