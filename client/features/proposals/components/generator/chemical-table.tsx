import { formatNumber, formatUsd } from '#shared/calc/index.ts';
import { NoSystemWarning } from './no-system-warning.tsx';
import { RemoveRowButton } from './remove-row-button.tsx';
import { NameField, NumberField, PriceUnitField, RateUnitField, TypeField } from './row-fields.tsx';
import { RowSaveStatus } from './row-save-status.tsx';
import { type RowViewProps, rowLabel } from './row-view-props.ts';
import { SystemsPicker } from './systems-picker.tsx';

// Fixed layout: every column but Name has a set width (padding included), so Name takes what is left.
const COLUMNS: { label: string; width?: number; align?: 'right' }[] = [
  { label: 'Name' },
  { label: 'Type', width: 118 },
  { label: 'Systems', width: 140 },
  { label: 'Treatment Rate', width: 80 },
  { label: 'Rate Unit', width: 132 },
  { label: 'Density (lb/gal)', width: 72 },
  { label: 'Unit Cost', width: 80 },
  { label: 'Price Unit', width: 116 },
  { label: 'Annual Use', width: 92, align: 'right' },
  { label: 'Annual Cost', width: 92, align: 'right' },
  { label: '', width: 44 },
];

// Unit selects read a touch smaller in the table so "ppm/1000gal" fits its column.
const SELECT_TEXT = 'gap-0.5 px-2 text-[13px] sm:text-[13px] [&>svg]:size-3.5';

function ChemicalTableRow(props: RowViewProps) {
  const { index, row, figures, saveState, equipment, canRemove, onEdit, onRemove, priceNotice } = props;
  const needsSystems = row.systemIds.length === 0;
  const cell = 'px-1 py-2 align-top';
  return (
    <>
      <tr data-testid={`chemical-row-${index}`} className={needsSystems ? '' : 'border-b'}>
        <td className={`${cell} pl-4 sm:pl-6`}>
          <NameField row={row} onEdit={onEdit} wraps />
          {priceNotice}
        </td>
        <td className={cell}>
          <TypeField row={row} onEdit={onEdit} />
        </td>
        <td className={cell}>
          <SystemsPicker
            equipment={equipment}
            value={row.systemIds}
            onChange={(systemIds) => onEdit({ systemIds })}
          />
        </td>
        <td className={cell}>
          <NumberField row={row} onEdit={onEdit} field="treatmentRate" />
        </td>
        <td className={cell}>
          <RateUnitField row={row} onEdit={onEdit} className={SELECT_TEXT} />
        </td>
        <td className={cell}>
          <NumberField row={row} onEdit={onEdit} field="density" />
        </td>
        <td className={cell}>
          <NumberField row={row} onEdit={onEdit} field="unitCost" />
        </td>
        <td className={cell}>
          <PriceUnitField row={row} onEdit={onEdit} className={SELECT_TEXT} />
        </td>
        <td className={`${cell} text-right text-xs leading-tight text-slate-600 tabular-nums`}>
          <div className="pt-1" data-testid="row-lbs">
            {formatNumber(figures?.lbsPerYear ?? 0)} lbs
          </div>
          <div className="mt-0.5" data-testid="row-gallons">
            {formatNumber(figures?.gallonsPerYear ?? 0)} gal
          </div>
        </td>
        <td className={`${cell} text-right`}>
          <div className="pt-1.5 font-semibold text-slate-900 tabular-nums" data-testid="row-cost">
            {formatUsd(figures?.annualCost ?? 0)}
          </div>
          <div className="mt-0.5">
            <RowSaveStatus state={saveState} />
          </div>
        </td>
        <td className={`${cell} pr-4 text-right sm:pr-6`}>
          <RemoveRowButton canRemove={canRemove} label={rowLabel(row, index)} onRemove={onRemove} />
        </td>
      </tr>
      {needsSystems && (
        <tr className="border-b">
          <td colSpan={COLUMNS.length} className="px-4 pb-2.5 sm:px-6">
            <NoSystemWarning />
          </td>
        </tr>
      )}
    </>
  );
}

interface ChemicalTableProps {
  rows: Omit<RowViewProps, 'index'>[];
  totalAnnualCost: number;
}

/** The desktop chemical editor: one row of inputs per chemical, its yearly figures, and the total. */
export function ChemicalTable({ rows, totalAnnualCost }: ChemicalTableProps) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[1200px] table-fixed text-sm" data-testid="chemical-table">
        <colgroup>
          {COLUMNS.map((column) => (
            <col key={column.label || 'actions'} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-y bg-slate-50 text-left text-xs font-medium text-muted-foreground">
            {COLUMNS.map((column) => (
              <th
                key={column.label || 'actions'}
                scope="col"
                className={`px-1 py-2 font-medium first:pl-4 last:pr-4 sm:first:pl-6 sm:last:pr-6 ${column.align === 'right' ? 'text-right' : ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <ChemicalTableRow key={row.row.tempId} index={index} {...row} />
          ))}
        </tbody>
        <tfoot>
          <tr className="bg-brand-50 text-brand-900">
            <th scope="row" colSpan={9} className="py-3 pl-4 text-left font-semibold sm:pl-6">
              Total annual cost
            </th>
            <td className="px-1 py-3 text-right text-base font-bold tabular-nums" data-testid="program-total">
              {formatUsd(totalAnnualCost)}
            </td>
            <td className="pr-4 sm:pr-6" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
