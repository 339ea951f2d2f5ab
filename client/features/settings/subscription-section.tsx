import { useQuery } from '@tanstack/react-query';
import { CreditCard, LoaderCircle, RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import {
  subscriptionQueryOptions,
  useCancelSubscription,
  useResumeSubscription,
} from '#client/api/payments.ts';
import { ConfirmDialog, useConfirmTarget } from '#client/components/confirm-dialog.tsx';
import { Badge, type BadgeVariant } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { CheckoutDialog } from '#client/features/signup/checkout-dialog.tsx';
import { useStartCheckout } from '#client/features/signup/use-start-checkout.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { errorMessage } from '#client/lib/api.ts';
import { showError } from '#client/lib/show-error.ts';
import { formatDateUS } from '#shared/calc/format.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';
import type { SubscriptionSummary } from '#shared/schemas/payments.ts';

function statusVariant(summary: SubscriptionSummary): BadgeVariant {
  if (summary.status === 'active') return summary.cancelScheduled ? 'warning' : 'success';
  if (summary.status === 'past_due') return 'warning';
  if (summary.status === 'canceled') return 'danger';
  return 'neutral';
}

/** What the period end means for this state: the next bill, or when access ends (or ended). */
function periodEndLabel(summary: SubscriptionSummary): string {
  if (summary.cancelScheduled) return 'Access until';
  if (summary.status === 'active') return 'Next billing date';
  if (summary.status === 'past_due') return 'Current period ends';
  return summary.hasAccess ? 'Access until' : 'Ended on';
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function SubscriptionDetails({ summary }: { summary: SubscriptionSummary }) {
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const confirm = useConfirmTarget<true>();
  const checkout = useStartCheckout();
  const periodEnd = formatDateUS(summary.periodEnd);

  function handleCancel() {
    cancel.mutate(undefined, {
      onSuccess: (change) => {
        confirm.setIsOpen(false);
        toast({ title: 'Subscription Canceled', description: change.message });
      },
      onError: () => {
        confirm.setIsOpen(false);
        showError('Error', 'Unable to cancel subscription. Please try again or contact support.');
      },
    });
  }

  function handleResume() {
    resume.mutate(undefined, {
      onSuccess: (change) => toast({ title: 'Subscription resumed', description: change.message }),
      onError: (error) =>
        showError('Error', errorMessage(error, 'Unable to resume your subscription. Please try again.')),
    });
  }

  return (
    <>
      <dl className="divide-y">
        <Row label="Status">
          <Badge variant={statusVariant(summary)} data-testid="subscription-status">
            {summary.label}
          </Badge>
          {summary.mode === 'test' && (
            <Badge variant="warning" data-testid="subscription-test-mode">
              Test mode
            </Badge>
          )}
        </Row>
        <Row label="Plan">
          {PRODUCT_NAME} · ${summary.priceUsd.toFixed(2)}/month
        </Row>
        {periodEnd && (
          <Row label={periodEndLabel(summary)}>
            <span data-testid="subscription-period-end">{periodEnd}</span>
          </Row>
        )}
      </dl>
      {summary.canResume && periodEnd && (
        <p className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Your subscription ends on {periodEnd}. Resume it to keep it renewing monthly; nothing is charged
          before then.
        </p>
      )}
      {summary.status === 'past_due' && (
        <p className="mt-3 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Your last payment did not go through. Update your payment method to keep your subscription.
        </p>
      )}
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant="outline" asChild>
          <Link href="/payment-methods">
            <CreditCard aria-hidden="true" />
            Payment methods
          </Link>
        </Button>
        {!summary.hasAccess && (
          <Button onClick={checkout.start} disabled={checkout.isPending} aria-busy={checkout.isPending}>
            {checkout.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            Subscribe again
          </Button>
        )}
        {summary.canResume && (
          <Button onClick={handleResume} disabled={resume.isPending} aria-busy={resume.isPending}>
            {resume.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <RotateCcw aria-hidden="true" />
            )}
            Resume subscription
          </Button>
        )}
        {summary.canCancel && (
          <Button
            variant="outline"
            className="border-red-200 text-red-700 hover:bg-red-50 hover:text-red-800 sm:ml-auto"
            onClick={() => confirm.ask(true)}
          >
            Cancel Subscription
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirm.isOpen}
        onOpenChange={confirm.setIsOpen}
        title="Cancel your subscription?"
        description={
          periodEnd
            ? `You keep full access until ${periodEnd}. After that, surveys and proposals need a new subscription; nothing you made is deleted.`
            : 'Your subscription ends at the close of the current billing period; nothing you made is deleted.'
        }
        confirmLabel="Cancel Subscription"
        cancelLabel="Keep Subscription"
        isPending={cancel.isPending}
        onConfirm={(event) => {
          event.preventDefault(); // Keep the dialog open while the cancellation runs.
          handleCancel();
        }}
      />
      <CheckoutDialog url={checkout.url} onClose={checkout.close} purpose="resubscribe" />
    </>
  );
}

/** Settings > Subscription: status as the spec words it, dates, price, payment methods, cancel (GET /api/subscription). */
export function SubscriptionSection() {
  const summary = useQuery(subscriptionQueryOptions());
  return (
    <Card data-testid="subscription-section">
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
        <CardDescription>Your plan, billing date and payment methods.</CardDescription>
      </CardHeader>
      <CardContent>
        {summary.isPending ? (
          <div className="grid gap-4 py-2" aria-busy="true">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-56" />
            <Skeleton className="h-5 w-48" />
          </div>
        ) : summary.isError ? (
          <div className="flex flex-col items-start gap-3 text-sm text-muted-foreground">
            <p>Your subscription could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try Again
            </Button>
          </div>
        ) : (
          <SubscriptionDetails summary={summary.data} />
        )}
      </CardContent>
    </Card>
  );
}
