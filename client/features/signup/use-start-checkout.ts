import { useState } from 'react';
import { useCreateCheckoutSession } from '#client/api/checkout.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { isApiError } from '#client/lib/api.ts';

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
          toast({ title: 'You already have an active subscription', description: error.serverMessage });
          return;
        }
        toast({
          title: 'Payment Error',
          description: 'Unable to start payment process. Please try again.',
          variant: 'destructive',
        });
      },
    });
  }

  return { start, isPending: mutation.isPending, url, close: () => setUrl(null) };
}
