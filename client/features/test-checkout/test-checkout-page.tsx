import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Clock, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { testCheckoutQueryOptions } from '#client/api/payments.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useAuth } from '#client/features/auth/use-auth.tsx';
import { errorMessage, isApiError, isRetryableError } from '#client/lib/api.ts';
import { CardForm } from './components/card-form.tsx';
import { CheckoutSummary } from './components/checkout-summary.tsx';
import { TestCardsNote } from './components/test-cards-note.tsx';
import { TestModeBadge } from './components/test-mode-badge.tsx';

/** Visitors get a page of its own; inside the signed-in shell only the card is drawn. */
function Frame({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <div
      className={
        user
          ? 'flex justify-center'
          : 'flex min-h-dvh justify-center bg-slate-100 sm:items-center sm:px-6 sm:py-10'
      }
      data-testid="test-checkout"
    >
      {children}
    </div>
  );
}

type NoticeProps = {
  icon: typeof CircleAlert;
  title: string;
  description: string;
  href: string;
  action: string;
};

function Notice({ icon: Icon, title, description, href, action }: NoticeProps) {
  return (
    <Card className="m-4 w-full max-w-md p-6 text-center sm:p-8">
      <TestModeBadge className="mb-5" />
      <Icon className="mx-auto mb-4 size-10 text-slate-500" aria-hidden="true" />
      <h1 className="text-xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{description}</p>
      <Button asChild className="mt-6">
        <a href={href}>{action}</a>
      </Button>
    </Card>
  );
}

/**
 * /test-checkout/:id: test mode's stand-in for the provider's hosted checkout (docs/decisions/022-payments.md).
 * Looks like a hosted payment page and says "Test mode" plainly; a paid checkout sends the browser to the
 * provider's success URL, exactly as the real one does.
 */
export function TestCheckoutPage() {
  const { id = '' } = useParams<{ id: string }>();
  const checkout = useQuery(testCheckoutQueryOptions(id));
  const data = checkout.data;

  let content: ReactNode;
  if (checkout.isPending) {
    content = (
      <div className="flex min-h-[50vh] items-center justify-center" aria-busy="true">
        <LoaderCircle className="size-7 animate-spin text-brand-600" aria-hidden="true" />
        <span className="sr-only">Loading the payment page…</span>
      </div>
    );
  } else if (checkout.isError) {
    content = isApiError(checkout.error, 404) ? (
      <Notice
        icon={CircleAlert}
        title="Checkout not found"
        description="This payment link is not valid. Start again from the home page."
        href="/"
        action="Return to the home page"
      />
    ) : isRetryableError(checkout.error) ? (
      <Notice
        icon={CircleAlert}
        title="The payment page could not be loaded"
        description={errorMessage(checkout.error)}
        href={`/test-checkout/${encodeURIComponent(id)}`}
        action="Try again"
      />
    ) : (
      // A refusal (a malformed link, say) fails the same way every time: no "Try again", the way home instead.
      <Notice
        icon={CircleAlert}
        title="The payment page could not be loaded"
        description="This payment page cannot be opened. Start again from the home page."
        href="/"
        action="Return to the home page"
      />
    );
  } else if (data?.status === 'complete') {
    content = (
      <Notice
        icon={CircleCheck}
        title="This checkout is already complete"
        description="It was paid (or the card was saved) already; nothing more to do here."
        href={data.cancelUrl}
        action="Continue"
      />
    );
  } else if (data?.status === 'expired') {
    content = (
      <Notice
        icon={Clock}
        title="This checkout has expired"
        description="Payment links are valid for a limited time. Start again to get a new one."
        href={data.cancelUrl}
        action="Start again"
      />
    );
  } else if (data) {
    content = (
      <Card className="grid w-full max-w-4xl overflow-hidden rounded-none border-0 shadow-none sm:rounded-xl sm:border sm:shadow-lg md:grid-cols-2">
        <CheckoutSummary checkout={data} />
        <div className="grid content-start gap-5 p-6 sm:p-8 lg:p-10">
          <h1 className="text-lg font-semibold text-slate-900">
            {data.mode === 'subscription' ? 'Pay with card' : 'Card details'}
          </h1>
          <TestCardsNote />
          <CardForm checkout={data} />
        </div>
      </Card>
    );
  }

  return <Frame>{content}</Frame>;
}
