import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CreditCard, LoaderCircle, Plus, RefreshCw } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  paymentMethodsQueryOptions,
  useConfirmSetup,
  useCreateSetupSession,
  useRemovePaymentMethod,
  useSetDefaultPaymentMethod,
} from '#client/api/payments.ts';
import { PAGE_HEADERS } from '#client/app/page-headers.ts';
import { ConfirmDialog, useConfirmTarget } from '#client/components/confirm-dialog.tsx';
import { EmptyState } from '#client/components/empty-state.tsx';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { ApiError } from '#client/lib/api.ts';
import { browser } from '#client/lib/browser.ts';
import { showError } from '#client/lib/show-error.ts';
import { describeMethod, LAST_PAYMENT_METHOD } from '#shared/payment-cards.ts';
import type { PaymentMethod } from '#shared/schemas/payments.ts';
import { PaymentMethodRow } from './components/payment-method-row.tsx';

/** The server's own message for a refusal (e.g. the last-card rule), else the spec's fallback. */
function messageOf(error: unknown, fallback: string): string {
  const message = error instanceof ApiError && error.status < 500 ? error.body?.message : undefined;
  return typeof message === 'string' && message ? message : fallback;
}

/** /payment-methods: the customer's cards; add (the provider's page), make default, remove (never the last). */
export function PaymentMethodsPage() {
  const { user } = useAuth();
  const hasCustomer = !!user?.stripeCustomerId;
  const methods = useQuery(paymentMethodsQueryOptions(hasCustomer));
  const setup = useCreateSetupSession();
  const makeDefault = useSetDefaultPaymentMethod();
  const remove = useRemovePaymentMethod();
  const confirmSetup = useConfirmSetup();
  const { mutate: checkSavedCard } = confirmSetup;
  const confirm = useConfirmTarget<PaymentMethod>();
  const search = useSearch();
  const [, navigate] = useLocation();

  // Back from the provider's page: the card it saved is checked (a card already on file is not kept twice).
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get('added') !== '1') return;
    navigate('/payment-methods', { replace: true });
    const sessionId = params.get('session_id');
    if (!sessionId) {
      toast({ title: 'Payment method added', description: 'Your new card is saved to your account.' });
      return;
    }
    checkSavedCard(sessionId, {
      onSuccess: (result) =>
        toast(
          result.outcome === 'added'
            ? { title: 'Payment method added', description: result.message }
            : { title: 'Card already saved', description: result.message, variant: 'destructive' },
        ),
      onError: (error) =>
        showError(
          'Error',
          messageOf(error, 'We could not check the card you added. Please reload this page.'),
        ),
    });
  }, [search, navigate, checkSavedCard]);

  function handleAdd() {
    setup.mutate(undefined, {
      onSuccess: ({ url }) => browser.assign(url),
      onError: (error) =>
        showError('Error', messageOf(error, 'Unable to open the payment page. Please try again.')),
    });
  }

  function handleMakeDefault(method: PaymentMethod) {
    makeDefault.mutate(method.id, {
      onSuccess: () =>
        toast({
          title: 'Default payment method updated',
          description: `${describeMethod(method)} is now the default.`,
        }),
      onError: (error) => showError('Error', messageOf(error, 'Failed to update default payment method.')),
    });
  }

  function handleRemove() {
    const method = confirm.target;
    if (!method) return;
    remove.mutate(method.id, {
      onSuccess: () => {
        confirm.setIsOpen(false);
        toast({ title: 'Payment method removed', description: `${describeMethod(method)} was removed.` });
      },
      onError: (error) => {
        confirm.setIsOpen(false);
        showError('Error', messageOf(error, 'Failed to remove payment method. Please try again.'));
      },
    });
  }

  const isBusy = makeDefault.isPending || remove.isPending;
  let body: ReactNode;
  if (!hasCustomer) {
    body = (
      <EmptyState
        icon={CreditCard}
        title="No payment methods yet"
        description="Your cards appear here once your account has a subscription."
        action={
          <Button variant="outline" asChild>
            <Link href="/settings">Go to Settings</Link>
          </Button>
        }
      />
    );
  } else if (methods.isPending) {
    body = (
      <Card className="grid gap-5 p-5" aria-busy="true">
        {[0, 1].map((row) => (
          <div key={row} className="flex items-center gap-4">
            <Skeleton className="h-10 w-14" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-24" />
            </div>
          </div>
        ))}
      </Card>
    );
  } else if (methods.isError) {
    body = (
      <EmptyState
        icon={RefreshCw}
        title="Your payment methods could not be loaded"
        description="Check your connection and try again."
        action={<Button onClick={() => void methods.refetch()}>Try Again</Button>}
      />
    );
  } else if (methods.data.length === 0) {
    body = (
      <EmptyState
        icon={CreditCard}
        title="No payment methods yet"
        description="Add a card to pay for your subscription."
      />
    );
  } else {
    body = (
      <Card className="overflow-hidden p-0">
        <ul className="divide-y" aria-label="Payment methods">
          {methods.data.map((method) => (
            <PaymentMethodRow
              key={method.id}
              method={method}
              isBusy={isBusy}
              isMakingDefault={makeDefault.isPending && makeDefault.variables === method.id}
              removeBlockedReason={methods.data.length === 1 ? LAST_PAYMENT_METHOD : null}
              onMakeDefault={() => handleMakeDefault(method)}
              onRemove={() => confirm.ask(method)}
            />
          ))}
        </ul>
      </Card>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl">
      <Link
        href="/settings"
        className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Settings
      </Link>
      <PageHeader
        title={PAGE_HEADERS['/payment-methods'].title}
        description={PAGE_HEADERS['/payment-methods'].description}
        actions={
          hasCustomer && (
            <Button onClick={handleAdd} disabled={setup.isPending} aria-busy={setup.isPending}>
              {setup.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Plus aria-hidden="true" />
              )}
              Add payment method
            </Button>
          )
        }
      />
      {body}
      <ConfirmDialog
        open={confirm.isOpen}
        onOpenChange={confirm.setIsOpen}
        title="Remove this payment method?"
        description={`${confirm.target ? describeMethod(confirm.target) : 'This card'} will be removed from your account.`}
        confirmLabel="Remove"
        isPending={remove.isPending}
        onConfirm={(event) => {
          event.preventDefault(); // Keep the dialog open while the removal runs.
          handleRemove();
        }}
      />
    </div>
  );
}
