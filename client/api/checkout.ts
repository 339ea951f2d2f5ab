import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import type { CheckoutUrl } from '#shared/schemas/payments.ts';

// Apart from payments.ts so the landing page's Get Started does not load every payment call.

/** POST /api/create-checkout-session (empty body): where to pay; signed in, it is a resubscription. */
async function createCheckoutSession(): Promise<CheckoutUrl> {
  const res = await apiRequest('POST', '/api/create-checkout-session');
  return (await res.json()) as CheckoutUrl;
}

/** Starts a checkout (Get Started, Subscribe again); the caller shows the modal or the "Payment Error" toast. */
export function useCreateCheckoutSession() {
  return useMutation({ mutationFn: createCheckoutSession });
}
