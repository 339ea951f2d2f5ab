import { CreditCard, LoaderCircle } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { describeMethod, formatCardExpiry } from '#shared/payment-cards.ts';
import type { PaymentMethod } from '#shared/schemas/payments.ts';

type PaymentMethodRowProps = {
  method: PaymentMethod;
  /** Another card is being made the default or removed: this row's buttons wait. */
  isBusy: boolean;
  isMakingDefault: boolean;
  /** Why Remove is not offered (the only card on file), shown under the row; null when it can be removed. */
  removeBlockedReason: string | null;
  onMakeDefault: () => void;
  onRemove: () => void;
};

/** One saved card: brand, last four, expiry, Default badge; Make default and Remove. */
export function PaymentMethodRow({
  method,
  isBusy,
  isMakingDefault,
  removeBlockedReason,
  onMakeDefault,
  onRemove,
}: PaymentMethodRowProps) {
  const label = describeMethod(method);
  const reasonId = `remove-blocked-${method.id}`;
  return (
    <li
      className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:gap-5 sm:p-5"
      data-testid="payment-method"
      data-last4={method.card?.last4}
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <div className="flex h-10 w-14 shrink-0 items-center justify-center rounded-md border bg-slate-50 text-slate-600">
          <CreditCard className="size-5" aria-hidden="true" />
        </div>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span>{label}</span>
            {method.isDefault && (
              <Badge variant="success" data-testid="default-badge">
                Default
              </Badge>
            )}
          </p>
          {method.card && (
            <p className="text-sm text-muted-foreground">Expires {formatCardExpiry(method.card)}</p>
          )}
          {removeBlockedReason && (
            <p
              id={reasonId}
              className="mt-1 text-sm text-muted-foreground"
              data-testid="remove-blocked-reason"
            >
              {removeBlockedReason}
            </p>
          )}
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        {!method.isDefault && (
          <Button
            variant="outline"
            size="sm"
            className="flex-1 sm:flex-none"
            onClick={onMakeDefault}
            disabled={isBusy}
            aria-label={`Make ${label} the default`}
          >
            {isMakingDefault && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            Make default
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          className="flex-1 border-red-200 text-red-700 hover:bg-red-50 hover:text-red-800 sm:flex-none"
          onClick={onRemove}
          disabled={isBusy || !!removeBlockedReason}
          aria-label={`Remove ${label}`}
          aria-describedby={removeBlockedReason ? reasonId : undefined}
          title={removeBlockedReason ?? undefined}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
