import { CreditCard, LoaderCircle } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { CheckoutDialog } from '#client/features/signup/checkout-dialog.tsx';
import { useStartCheckout } from '#client/features/signup/use-start-checkout.ts';
import { SUBSCRIPTION_PRICE, SUPPORT_EMAIL } from '#shared/constants.ts';

/**
 * Shown in place of a page when the server answers 402 (subscription inactive). Subscribe again starts a checkout
 * for this account (a resubscription: no new account), with the same toast and modal as Get Started.
 */
export function SubscriptionInactive() {
  const checkout = useStartCheckout();
  return (
    <div className="flex justify-center py-8 sm:py-16" data-testid="subscription-inactive">
      <Card className="w-full max-w-lg p-6 text-center sm:p-10">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-600">
          <CreditCard className="size-7" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Subscription inactive</h1>
        <p className="mt-3 text-muted-foreground">
          Surveys, reports and proposals need an active subscription. Renew your plan for {SUBSCRIPTION_PRICE}
          /month to keep documenting sites and sending proposals. Your surveys and proposals are kept.
        </p>
        <div className="mt-7 flex flex-col justify-center gap-2 sm:flex-row">
          <Button
            size="lg"
            onClick={checkout.start}
            disabled={checkout.isPending}
            aria-busy={checkout.isPending}
          >
            {checkout.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            Subscribe again
          </Button>
          <Button size="lg" variant="outline" asChild>
            <a href={`mailto:${SUPPORT_EMAIL}`}>Contact support</a>
          </Button>
        </div>
      </Card>
      <CheckoutDialog url={checkout.url} onClose={checkout.close} purpose="resubscribe" />
    </div>
  );
}
