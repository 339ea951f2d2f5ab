import { useQuery } from '@tanstack/react-query';
import { Camera, FlaskConical, MapPin, Pencil, Trash2 } from 'lucide-react';
import { currentChemicalsQueryOptions } from '#client/api/current-chemicals.ts';
import { photosQueryOptions } from '#client/api/photos.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FUEL_TYPES, labelOf } from '#shared/enums.ts';
import {
  capacityUnitLabel,
  formatMeasure,
  systemDisplayName,
  systemTypeLabel,
} from '#shared/report/index.ts';
import type { Equipment } from '#shared/schemas/equipment.ts';

function bleedLabel(bleedSetpoint: string | null): string | null {
  if (!bleedSetpoint?.trim()) return null;
  const value = Number(bleedSetpoint);
  return `Bleed ${Number.isFinite(value) ? formatMeasure(value, 'µS/cm') : bleedSetpoint}`;
}

/** The few figures worth seeing at a glance on a system's card. */
export function keySpecs(item: Equipment): string[] {
  const specs: (string | null)[] =
    item.type === 'closed-loop'
      ? [formatMeasure(item.totalWaterVolume, 'gallons')]
      : [
          formatMeasure(item.capacity, capacityUnitLabel(item.capacityUnit)),
          formatMeasure(item.flowRate, 'GPM'),
          formatMeasure(item.operatingPressure, 'psi'),
          item.type === 'boiler' && item.fuelType ? labelOf(FUEL_TYPES, item.fuelType) : null,
          bleedLabel(item.bleedSetpoint),
        ];
  return specs.filter((s): s is string => Boolean(s));
}

type EquipmentCardProps = {
  item: Equipment;
  onEdit: (item: Equipment) => void;
  onDelete: (item: Equipment) => void;
};

/** One documented system in step 2: name, type, location, key specs, photo count and current chemicals. */
export function EquipmentCard({ item, onEdit, onDelete }: EquipmentCardProps) {
  const photos = useQuery(photosQueryOptions(item.id));
  const chemicals = useQuery(currentChemicalsQueryOptions(item.id));
  const name = systemDisplayName(item);
  const specs = keySpecs(item);
  const photoCount = photos.data?.length ?? 0;
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-white p-4 shadow-xs" data-testid="equipment-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate font-semibold text-slate-900">{name}</h3>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <Badge variant="info">{systemTypeLabel(item.type)}</Badge>
            {item.location && (
              <span className="inline-flex min-w-0 items-center gap-1">
                <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">{item.location}</span>
              </span>
            )}
          </div>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon-sm" aria-label={`Edit ${name}`} onClick={() => onEdit(item)}>
            <Pencil />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Delete ${name}`}
            onClick={() => onDelete(item)}
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            <Trash2 />
          </Button>
        </div>
      </div>
      {specs.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {specs.map((spec) => (
            <li key={spec} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {spec}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1.5 border-t pt-3 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1" data-testid="photo-count">
          <Camera className="size-3.5" aria-hidden="true" />
          {photoCount === 1 ? '1 photo' : `${photoCount} photos`}
        </span>
        {(chemicals.data ?? []).length > 0 ? (
          <span className="inline-flex min-w-0 items-center gap-1">
            <FlaskConical className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{(chemicals.data ?? []).map((c) => c.name).join(', ')}</span>
          </span>
        ) : (
          <span className="inline-flex items-center gap-1">
            <FlaskConical className="size-3.5" aria-hidden="true" />
            No current chemicals
          </span>
        )}
      </div>
    </li>
  );
}
