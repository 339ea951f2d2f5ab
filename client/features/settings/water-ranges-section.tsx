import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useSearch } from 'wouter';
import {
  useResetWaterRanges,
  useSaveWaterRanges,
  waterRangesQueryOptions,
} from '#client/api/water-ranges.ts';
import { ConfirmDialog, useConfirmTarget } from '#client/components/confirm-dialog.tsx';
import { FormFrame, TextField } from '#client/components/form-fields.tsx';
import { OptionSelect } from '#client/components/option-select.tsx';
import { SubmitButton } from '#client/components/submit-button.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { ApiError, errorMessage } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import { useSchemaForm } from '#client/lib/use-schema-form.ts';
import { CYCLE_LIMIT_KEYS } from '#shared/water/constants.ts';
import {
  isWaterRangeSystemType,
  MAKE_UP_RANGE_TYPE,
  OPEN_SYSTEM_TYPES,
  type SystemControlRanges,
  type WaterControlRanges,
  type WaterRangeSystemType,
} from '#shared/water/control-ranges.ts';
import {
  CYCLE_LIMIT_LABELS,
  labelRangeIndex,
  RANGE_INDEX_KEYS,
  RangesFormSchema,
  type RangesFormValues,
  toRangesFormValues,
} from './water-ranges-form.ts';

/** "Minimum" on screen, beside the index's name; "LSI Minimum" to a screen reader. */
function BoundLabel({ index, bound }: { index: string; bound: 'Minimum' | 'Maximum' }) {
  return (
    <>
      <span className="sr-only">{index} </span>
      {bound}
    </>
  );
}

type RangesForm = UseFormReturn<RangesFormValues, unknown, WaterControlRanges>;

/** A bound or limit, typed as text: blank is "no bound" (the form's schema reads the number). */
function NumberField({
  form,
  name,
  label,
  placeholder,
}: {
  form: RangesForm;
  name: FieldPath<RangesFormValues>;
  label: ReactNode;
  placeholder?: string;
}) {
  return (
    <TextField
      control={form.control}
      name={name}
      label={label}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
    />
  );
}

function RangesEditor({
  entry,
  onDirtyChange,
}: {
  entry: SystemControlRanges;
  /** Told whether the form holds edits not saved yet, so switching the system type can ask first. */
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const save = useSaveWaterRanges();
  const reset = useResetWaterRanges();
  const [isConfirming, setIsConfirming] = useState(false);
  const form = useSchemaForm<RangesFormValues, WaterControlRanges>(RangesFormSchema, {
    defaultValues: toRangesFormValues(entry.ranges),
    mode: 'onSubmit',
  });
  const isOpenSystem = OPEN_SYSTEM_TYPES.includes(entry.systemType);
  const isPending = save.isPending || reset.isPending;
  const { isDirty } = form.formState;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  function handleSubmit(ranges: WaterControlRanges) {
    save.mutate(
      { systemType: entry.systemType, ranges },
      {
        onSuccess: () =>
          toast({ title: 'Ranges saved', description: `${entry.label} control ranges were saved.` }),
        onError: (error) => {
          const fields = error instanceof ApiError ? error.body?.errors : undefined;
          for (const [name, message] of Object.entries(fields ?? {})) {
            form.setError(name as FieldPath<RangesFormValues>, { message });
          }
          showError('Failed to save ranges', errorMessage(error));
        },
      },
    );
  }

  function handleReset() {
    reset.mutate(entry.systemType, {
      onSuccess: () => {
        setIsConfirming(false);
        toast({ title: 'Ranges reset', description: `${entry.label} is back to the default ranges.` });
      },
      onError: (error) => showError('Failed to reset ranges', errorMessage(error)),
    });
  }

  return (
    <>
      <FormFrame
        form={form}
        onSubmit={handleSubmit}
        className="grid gap-6"
        aria-label={`${entry.label} control ranges`}
      >
        <section className="grid gap-3" aria-labelledby="index-ranges-heading">
          <div>
            <h3 id="index-ranges-heading" className="text-sm font-semibold text-slate-900">
              Index ranges
            </h3>
            <p className="mt-1 text-sm text-muted-foreground">
              Leave a bound blank for none. The report shows a reading green within its range, amber near a
              bound and red outside it.
            </p>
            {entry.systemType === MAKE_UP_RANGE_TYPE && (
              <p className="mt-1 text-sm text-muted-foreground" data-testid="make-up-ranges-hint">
                Make-up water is untreated: the report reads it for its tendency, and these bands flag only
                water that leans far toward scale or corrosion.
              </p>
            )}
          </div>
          {RANGE_INDEX_KEYS.map((key) => (
            <div
              key={key}
              className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-[8rem_1fr_1fr] sm:items-start"
              data-testid={`range-${key}`}
            >
              <p className="col-span-2 text-sm font-semibold text-slate-900 sm:col-span-1 sm:pt-8">
                {labelRangeIndex(key)}
              </p>
              <NumberField
                form={form}
                name={`indices.${key}.min`}
                label={<BoundLabel index={labelRangeIndex(key)} bound="Minimum" />}
                placeholder="None"
              />
              <NumberField
                form={form}
                name={`indices.${key}.max`}
                label={<BoundLabel index={labelRangeIndex(key)} bound="Maximum" />}
                placeholder="None"
              />
            </div>
          ))}
        </section>
        {isOpenSystem && (
          <section className="grid gap-3 border-t pt-5" aria-labelledby="cycle-limits-heading">
            <div>
              <h3 id="cycle-limits-heading" className="text-sm font-semibold text-slate-900">
                Cycles limits
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">
                The highest value the cycles projection allows in the concentrated tower water. Its LSI limit
                is the LSI maximum above.
              </p>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              {CYCLE_LIMIT_KEYS.filter((key) => key !== 'lsi').map((key) => (
                <NumberField
                  key={key}
                  form={form}
                  name={`cycleLimits.${key}`}
                  label={CYCLE_LIMIT_LABELS[key]}
                />
              ))}
            </div>
          </section>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            disabled={isPending || entry.isDefault}
            onClick={() => setIsConfirming(true)}
            className="w-full sm:w-auto"
          >
            <RotateCcw aria-hidden="true" />
            Reset to defaults
          </Button>
          <SubmitButton
            className="w-full sm:w-auto"
            isPending={save.isPending}
            pendingLabel="Saving..."
            disabled={isPending}
          >
            Save Ranges
          </SubmitButton>
        </div>
      </FormFrame>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Reset to defaults"
        description={`Put the ${entry.label} ranges back to the defaults? Your custom values for this system type are removed.`}
        confirmLabel="Reset"
        isPending={reset.isPending}
        onConfirm={(event) => {
          event.preventDefault();
          handleReset();
        }}
      />
    </>
  );
}

/** The system type named in the address (?ranges=boiler, the report's link), or null. */
function useLinkedSystemType(): WaterRangeSystemType | null {
  const value = new URLSearchParams(useSearch()).get('ranges');
  return isWaterRangeSystemType(value) ? value : null;
}

/** Settings > Water control ranges: per system type, the index bands the report colours against and the cycles limits. */
export function WaterRangesSection() {
  const ranges = useQuery(waterRangesQueryOptions());
  const linked = useLinkedSystemType();
  const [systemType, setSystemType] = useState<WaterRangeSystemType>(linked ?? 'cooling-tower');
  // Edits not saved yet; a system type picked while they are there waits for "Discard" (Keep editing stays).
  const [isDirty, setIsDirty] = useState(false);
  const switchTo = useConfirmTarget<{ systemType: WaterRangeSystemType; from: string; to: string }>();
  const cardRef = useRef<HTMLDivElement>(null);
  const entry = ranges.data?.find((item) => item.systemType === systemType);

  useEffect(() => {
    if (linked && ranges.data) cardRef.current?.scrollIntoView?.({ block: 'start' });
  }, [linked, ranges.data]);

  return (
    <Card ref={cardRef} id="water-ranges" data-testid="water-ranges-section" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>Water control ranges</CardTitle>
        <CardDescription>
          The bands the survey report reads each scale and corrosion index against: the make-up water as
          sampled, and each system type (a tower's water at its current cycles), with the limits of the cycles
          projection for open systems.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {ranges.isLoading && <p className="text-sm text-muted-foreground">Loading ranges...</p>}
        {ranges.isError && (
          <p className="text-sm text-destructive">
            {errorMessage(ranges.error, "Couldn't load your ranges.")}
          </p>
        )}
        {ranges.data && (
          <>
            <div className="flex flex-wrap items-end gap-3">
              <div className="grid w-full gap-2 sm:w-64">
                <Label htmlFor="water-ranges-system">System type</Label>
                <OptionSelect
                  value={systemType}
                  onValueChange={(value) => {
                    if (!isWaterRangeSystemType(value) || value === systemType) return;
                    if (!isDirty) return setSystemType(value);
                    const label = (type: WaterRangeSystemType) =>
                      ranges.data.find((item) => item.systemType === type)?.label ?? type;
                    switchTo.ask({ systemType: value, from: label(systemType), to: label(value) });
                  }}
                  options={ranges.data.map((item) => ({ value: item.systemType, label: item.label }))}
                  triggerProps={{ id: 'water-ranges-system' }}
                />
              </div>
              {entry && (
                <Badge
                  variant={entry.isDefault ? 'neutral' : 'info'}
                  className="mb-2"
                  data-testid="water-ranges-state"
                >
                  {entry.isDefault ? 'Default' : 'Custom'}
                </Badge>
              )}
            </div>
            {entry && (
              <RangesEditor
                key={`${entry.systemType}:${JSON.stringify(entry.ranges)}`}
                entry={entry}
                onDirtyChange={setIsDirty}
              />
            )}
            <ConfirmDialog
              open={switchTo.isOpen}
              onOpenChange={switchTo.setIsOpen}
              title="Discard unsaved changes?"
              description={`Your changes to the ${switchTo.target?.from} ranges have not been saved. Discard them and open ${switchTo.target?.to}?`}
              confirmLabel="Discard"
              cancelLabel="Keep editing"
              onConfirm={() => {
                if (switchTo.target) setSystemType(switchTo.target.systemType);
              }}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
