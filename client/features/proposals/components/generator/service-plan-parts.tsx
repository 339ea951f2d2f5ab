import { Check } from 'lucide-react';
import { OptionSelect } from '#client/components/option-select.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { PLAN_FIELD_LABELS, type PlanField } from '#shared/schemas/service-plan.ts';

/** Which fields the RFP set, which of them wait for the rep's confirmation, and how she confirms one. */
export interface PlanBadges {
  fromRfp: PlanField[];
  toConfirm: PlanField[];
  confirm: (field: PlanField) => void;
}

/**
 * "From the RFP" on a field whose value the RFP set; while the rep has not confirmed it, a Confirm button: until
 * then the requirement it answers is a gap "to confirm", never claimed as met (decision 037, amended).
 */
export function FieldBadges({ field, badges }: { field: PlanField | null; badges: PlanBadges }) {
  if (!field || !badges.fromRfp.includes(field)) return null;
  const isWaiting = badges.toConfirm.includes(field);
  return (
    <>
      <Badge variant="secondary" data-testid="from-rfp">
        From the RFP
      </Badge>
      {isWaiting && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="h-6 px-2 text-xs"
          onClick={(event) => {
            event.preventDefault();
            badges.confirm(field);
          }}
          data-testid={`confirm-${field}`}
          title={`Confirm ${PLAN_FIELD_LABELS[field]} as the RFP set it`}
        >
          <Check className="size-3" aria-hidden="true" />
          Confirm
        </Button>
      )}
    </>
  );
}

/** A select of an option set, with its labels in the set's order. */
export function LabelsSelect<T extends string>({
  id,
  value,
  labels,
  onChange,
  ariaLabel,
}: {
  id: string;
  value: T;
  labels: Record<T, string>;
  onChange: (value: T) => void;
  ariaLabel?: string;
}) {
  return (
    <OptionSelect
      value={value}
      onValueChange={(next) => onChange(next as T)}
      options={(Object.keys(labels) as T[]).map((key) => ({ value: key, label: labels[key] }))}
      triggerProps={{ id, className: 'min-w-0 [&>span]:truncate', 'aria-label': ariaLabel }}
    />
  );
}

/** A number as a field shows it: blank for none or for what is not a number yet. */
export function numberText(value: number | null): string {
  return value === null || Number.isNaN(value) ? '' : String(value);
}
