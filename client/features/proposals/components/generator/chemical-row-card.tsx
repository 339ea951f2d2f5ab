import { useId } from 'react';
import { Label } from '#client/components/ui/label.tsx';
import { formatNumber, formatUsd } from '#shared/calc/index.ts';
import { NoSystemWarning } from './no-system-warning.tsx';
import { RemoveRowButton } from './remove-row-button.tsx';
import { NameField, NumberField, PriceUnitField, RateUnitField, TypeField } from './row-fields.tsx';
import { RowSaveStatus } from './row-save-status.tsx';
import { type RowViewProps, rowLabel } from './row-view-props.ts';
import { SystemsPicker } from './systems-picker.tsx';

// Buttons, not text fields, so 14 px is safe from iOS zoom and lets "ppm/1000gal" fit half a phone.
const SELECT_TEXT = 'px-2 text-sm sm:text-sm';

function Figure({
  label,
  value,
  testId,
  isStrong,
}: {
  label: string;
  value: string;
  testId: string;
  isStrong?: boolean;
}) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 px-2.5 py-2">
      <p className="text-[11px] text-muted-foreground">{label}</p>
      <p
        className={`text-sm tabular-nums break-all ${isStrong ? 'font-bold text-slate-900' : 'font-medium text-slate-700'}`}
        data-testid={testId}
      >
        {value}
      </p>
    </div>
  );
}

/** The mobile chemical editor: one stacked card per chemical with labelled fields and its yearly figures. */
export function ChemicalRowCard(props: RowViewProps) {
  const { index, row, figures, saveState, equipment, canRemove, onEdit, onRemove, priceNotice } = props;
  const id = useId();
  return (
    <li className="rounded-xl border bg-white p-4 shadow-xs" data-testid={`chemical-row-${index}`}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">Chemical {index + 1}</p>
        <div className="flex items-center gap-1">
          <RowSaveStatus state={saveState} />
          <RemoveRowButton canRemove={canRemove} label={rowLabel(row, index)} onRemove={onRemove} />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="col-span-2 flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-name`}>Name</Label>
          <NameField id={`${id}-name`} row={row} onEdit={onEdit} />
          {priceNotice}
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-type`}>Type</Label>
          <TypeField id={`${id}-type`} row={row} onEdit={onEdit} />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-density`}>Density (lb/gal)</Label>
          <NumberField id={`${id}-density`} row={row} onEdit={onEdit} field="density" />
        </div>
        <div className="col-span-2 flex min-w-0 flex-col gap-1.5">
          <span className="text-sm font-medium">Systems</span>
          <SystemsPicker
            equipment={equipment}
            value={row.systemIds}
            onChange={(systemIds) => onEdit({ systemIds })}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-rate`}>Treatment rate</Label>
          <NumberField id={`${id}-rate`} row={row} onEdit={onEdit} field="treatmentRate" />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-rate-unit`}>Rate unit</Label>
          <RateUnitField id={`${id}-rate-unit`} row={row} onEdit={onEdit} className={SELECT_TEXT} />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-cost`}>Unit cost ($)</Label>
          <NumberField id={`${id}-cost`} row={row} onEdit={onEdit} field="unitCost" />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-price-unit`}>Price unit</Label>
          <PriceUnitField id={`${id}-price-unit`} row={row} onEdit={onEdit} className={SELECT_TEXT} />
        </div>
      </div>
      {row.systemIds.length === 0 && (
        <div className="mt-3">
          <NoSystemWarning />
        </div>
      )}
      <div className="mt-3 grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.3fr)] gap-2">
        <Figure label="lbs/yr" value={formatNumber(figures?.lbsPerYear ?? 0)} testId="row-lbs" />
        <Figure label="gal/yr" value={formatNumber(figures?.gallonsPerYear ?? 0)} testId="row-gallons" />
        <Figure label="Annual cost" value={formatUsd(figures?.annualCost ?? 0)} testId="row-cost" isStrong />
      </div>
    </li>
  );
}
