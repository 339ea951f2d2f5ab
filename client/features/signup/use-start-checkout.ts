import { createElement, useState } from 'react';
import { useCreateCheckoutSession } from '#client/api/checkout.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { isApiError } from '#client/lib/api.ts';
import { browser } from '#client/lib/browser.ts';
import { showError } from '#client/lib/show-error.ts';

/**
 * Starts a checkout (POST /api/create-checkout-session) the way every "Get Started" and "Subscribe again" button
 * does: the spec's "Payment Page Ready" toast and a modal with the payment page's url, or the "Payment Error" toast.
 * An account that already pays (409, e.g. Get Started pressed in an old tab after signing in elsewhere) is told
 * so in the server's words, never "Payment Error".
 */
export function useStartCheckout() {
  const mutation = useCreateCheckoutSession();
  const [url, setUrl] = useState<string | null>(null);

  function start() {
    if (mutation.isPending) return;
    mutation.mutate(undefined, {
      onSuccess: (checkout) => {
        setUrl(checkout.url);
        toast({
          title: 'Payment Page Ready',
          description: 'Click the button below to complete your payment securely.',
        });
      },
      onError: (error) => {
        if (isApiError(error, 409)) {
          // This tab does not know the browser signed in since it loaded: a full load opens the account.
          toast({
            title: 'You already have an active subscription',
            description: error.serverMessage,
            action: createElement(
              Button,
              { size: 'sm', variant: 'outline', onClick: () => browser.assign('/') },
              'Open your dashboard',
            ),
          });
          return;
        }
        showError('Payment Error', 'Unable to start payment process. Please try again.');
      },
    });
  }

  return { start, isPending: mutation.isPending, url, close: () => setUrl(null) };
}
