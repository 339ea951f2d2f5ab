import { OptionSelect } from '#client/components/option-select.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import type { PriceUnit, RateUnit } from '#shared/calc/index.ts';
import {
  type EditorRow,
  PPM_DENSITY_DEFAULT,
  PRICE_UNIT_OPTIONS,
  RATE_UNIT_OPTIONS,
  type RowFields,
} from '../../lib/chemical-rows.ts';

/** Props every row field takes. */
export interface RowFieldProps {
  row: EditorRow;
  onEdit: (fields: Partial<RowFields>) => void;
  id?: string;
  className?: string;
}

/** Suggestions for the chemical type (any text is accepted). */
export const CHEMICAL_TYPE_LIST_ID = 'chemical-type-suggestions';
const TYPE_SUGGESTIONS = [
  'treatment',
  'scale inhibitor',
  'corrosion inhibitor',
  'oxidizing biocide',
  'non-oxidizing biocide',
  'oxygen scavenger',
  'dispersant',
  'alkalinity builder',
  'condensate treatment',
];

/** The datalist behind the type fields; render it once per editor. */
export function ChemicalTypeSuggestions() {
  return (
    <datalist id={CHEMICAL_TYPE_LIST_ID}>
      {TYPE_SUGGESTIONS.map((type) => (
        <option key={type} value={type} />
      ))}
    </datalist>
  );
}

const COMPACT = 'h-9 px-2.5 text-sm sm:text-sm';
// Spin buttons eat the width of narrow number cells; the figures are typed, not stepped.
const NO_SPINNER =
  '[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none';

/**
 * The chemical's name. `wraps`: a field that grows to show the whole name on as many lines as it needs (the
 * table's Name column is narrow; a one-line input would cut long product names off).
 */
export function NameField({ row, onEdit, id, className, wraps }: RowFieldProps & { wraps?: boolean }) {
  if (wraps)
    return (
      <Textarea
        id={id}
        aria-label="Chemical name"
        placeholder="e.g. Scale inhibitor"
        rows={1}
        value={row.name}
        maxLength={200}
        aria-invalid={row.name.trim() === '' && row.serverId !== null}
        // A name is one line of text: Enter does not add a line break, a pasted one becomes a space.
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault();
        }}
        onChange={(e) => onEdit({ name: e.target.value.replace(/\r?\n/g, ' ') })}
        className={`min-h-9 resize-none px-2.5 py-[7px] text-sm leading-snug [field-sizing:content] sm:text-sm ${className ?? ''}`}
        data-testid="chemical-name"
      />
    );
  return (
    <Input
      id={id}
      aria-label="Chemical name"
      placeholder="e.g. Scale inhibitor"
      title={row.name || undefined}
      value={row.name}
      maxLength={200}
      aria-invalid={row.name.trim() === '' && row.serverId !== null}
      onChange={(e) => onEdit({ name: e.target.value })}
      className={`${COMPACT} ${className ?? ''}`}
    />
  );
}

export function TypeField({ row, onEdit, id, className }: RowFieldProps) {
  return (
    <Input
      id={id}
      aria-label="Chemical type"
      list={CHEMICAL_TYPE_LIST_ID}
      placeholder="treatment"
      title={row.type || undefined}
      value={row.type}
      maxLength={100}
      onChange={(e) => onEdit({ type: e.target.value })}
      className={`${COMPACT} ${className ?? ''}`}
    />
  );
}

type NumberKey = 'treatmentRate' | 'density' | 'unitCost';
const NUMBER_LABELS: Record<NumberKey, string> = {
  treatmentRate: 'Treatment rate',
  density: 'Density (lb/gal)',
  unitCost: 'Unit cost',
};

/** A number field of the row: step 0.01, never negative, typed text kept as is. */
export function NumberField({ row, onEdit, id, className, field }: RowFieldProps & { field: NumberKey }) {
  const placeholder =
    field === 'density' ? (row.rateUnit === 'ppm/1000gal' ? PPM_DENSITY_DEFAULT : '1.00') : '0.00';
  return (
    <Input
      id={id}
      type="number"
      inputMode="decimal"
      step="0.01"
      min="0"
      aria-label={NUMBER_LABELS[field]}
      placeholder={placeholder}
      value={row[field]}
      onChange={(e) => onEdit({ [field]: e.target.value })}
      className={`${COMPACT} ${NO_SPINNER} text-right tabular-nums ${className ?? ''}`}
    />
  );
}

export function RateUnitField({ row, onEdit, id, className }: RowFieldProps) {
  return (
    <OptionSelect
      value={row.rateUnit}
      onValueChange={(value) => onEdit({ rateUnit: value as RateUnit })}
      options={RATE_UNIT_OPTIONS}
      triggerProps={{ id, 'aria-label': 'Rate unit', className: `h-9 gap-1 px-2.5 ${className ?? ''}` }}
    />
  );
}

export function PriceUnitField({ row, onEdit, id, className }: RowFieldProps) {
  return (
    <OptionSelect
      value={row.priceUnit}
      onValueChange={(value) => onEdit({ priceUnit: value as PriceUnit })}
      options={PRICE_UNIT_OPTIONS}
      triggerProps={{ id, 'aria-label': 'Price unit', className: `h-9 gap-1 px-2.5 ${className ?? ''}` }}
    />
  );
}
