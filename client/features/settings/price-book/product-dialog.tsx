import { type ComponentProps, type FormEvent, type ReactNode, useState } from 'react';
import { useSaveProduct } from '#client/api/products.ts';
import { DialogActions, DialogFrame } from '#client/components/dialog-frame.tsx';
import { fieldClasses, Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { errorMessage, isApiError } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import { PRODUCT_TYPES } from '#shared/enums.ts';
import { type Product, ProductInputSchema } from '#shared/schemas/price-book.ts';
import { PRICE_UNIT_VALUES, RATE_UNIT_VALUES } from '#shared/schemas/proposal.ts';
import { SystemTypeChecks, toggleSystemType } from './system-type-checks.tsx';

type Draft = Record<
  'name' | 'type' | 'treatmentRate' | 'rateUnit' | 'density' | 'unitCost' | 'priceUnit' | 'notes',
  string
> & { systemTypes: string[] };

function draftOf(product: Product | null): Draft {
  const text = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    name: product?.name ?? '',
    type: product?.type ?? 'scale-corrosion-inhibitor',
    treatmentRate: text(product?.treatmentRate),
    rateUnit: product?.rateUnit ?? 'lbs/1000gal',
    density: text(product?.density),
    unitCost: text(product?.unitCost),
    priceUnit: product?.priceUnit ?? 'pound',
    notes: product?.notes ?? '',
    systemTypes: product?.systemTypes ?? [],
  };
}

const SELECT_CLASSES = `${fieldClasses} h-10`;

type ChangeHandler = (event: { target: { value: string } }) => void;

/** The dialog's plain drop-down over value/label options. */
function NativeSelect({
  options,
  ...props
}: Omit<ComponentProps<'select'>, 'className' | 'children'> & {
  options: readonly { value: string; label: string }[];
}) {
  return (
    <select className={SELECT_CLASSES} {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A decimal amount and its unit side by side (the treatment rate, the unit cost). */
function AmountWithUnit({
  id,
  amount,
  onAmountChange,
  unitLabel,
  unit,
  onUnitChange,
  units,
}: {
  id: string;
  amount: string;
  onAmountChange: ChangeHandler;
  unitLabel: string;
  unit: string;
  onUnitChange: ChangeHandler;
  units: { value: string; label: string }[];
}) {
  return (
    <div className="flex gap-2">
      <Input id={id} inputMode="decimal" value={amount} onChange={onAmountChange} />
      <NativeSelect aria-label={unitLabel} value={unit} onChange={onUnitChange} options={units} />
    </div>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p className="text-sm text-destructive" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

interface ProductDialogProps {
  /** The product to edit, or null to add one; the dialog is open while `open` is true. */
  product: Product | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds or edits a price-book product; each field's message is the shared schema's (or the server's). */
export function ProductDialog({ product, open, onOpenChange }: ProductDialogProps) {
  const [draft, setDraft] = useState(() => draftOf(product));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveProduct();
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ProductInputSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    try {
      await save.mutateAsync({ id: product?.id ?? null, input: parsed.data });
      toast({ title: product ? 'Product updated' : 'Product added', description: parsed.data.name });
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error, 400) || isApiError(error, 409))
        setErrors(error.body?.errors ?? { name: error.body?.message ?? error.message });
      else showError('Error', errorMessage(error, 'Failed to save product'));
    }
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-xl"
      title={product ? 'Edit product' : 'Add product'}
    >
      <form onSubmit={handleSubmit} className="grid gap-4" noValidate aria-label="Product">
        <Field id="product-name" label="Name" error={errors.name}>
          <Input id="product-name" value={draft.name} onChange={set('name')} aria-invalid={!!errors.name} />
        </Field>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id="product-type" label="Type" error={errors.type}>
            <NativeSelect
              id="product-type"
              value={draft.type}
              onChange={set('type')}
              options={PRODUCT_TYPES}
            />
          </Field>
          <Field id="product-rate" label="Default treatment rate" error={errors.treatmentRate}>
            <AmountWithUnit
              id="product-rate"
              amount={draft.treatmentRate}
              onAmountChange={set('treatmentRate')}
              unitLabel="Rate unit"
              unit={draft.rateUnit}
              onUnitChange={set('rateUnit')}
              units={RATE_UNIT_VALUES.map((unit) => ({ value: unit, label: unit }))}
            />
          </Field>
          <Field id="product-density" label="Density (lb/gal)" error={errors.density}>
            <Input id="product-density" inputMode="decimal" value={draft.density} onChange={set('density')} />
          </Field>
          <Field id="product-cost" label="Unit cost ($)" error={errors.unitCost}>
            <AmountWithUnit
              id="product-cost"
              amount={draft.unitCost}
              onAmountChange={set('unitCost')}
              unitLabel="Price unit"
              unit={draft.priceUnit}
              onUnitChange={set('priceUnit')}
              units={PRICE_UNIT_VALUES.map((unit) => ({ value: unit, label: `per ${unit}` }))}
            />
          </Field>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1.5 text-sm font-medium">For systems</legend>
          <div className="grid grid-cols-2 gap-x-4 gap-y-2">
            <SystemTypeChecks
              selected={draft.systemTypes}
              onToggle={(type, isChecked) =>
                setDraft((d) => ({ ...d, systemTypes: toggleSystemType(d.systemTypes, type, isChecked) }))
              }
            />
          </div>
        </fieldset>
        <Field id="product-notes" label="Notes (SDS link, active ingredient)" error={errors.notes}>
          <Input id="product-notes" value={draft.notes} onChange={set('notes')} />
        </Field>
        <DialogActions onCancel={() => onOpenChange(false)} isPending={save.isPending}>
          {product ? 'Save product' : 'Add product'}
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
