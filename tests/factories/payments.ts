/** Payment provider requests as the app makes them (no database involved). */
import type { CheckoutRequest } from '../../server/modules/payments/types.ts';

/**
 * A subscription checkout's request from the app at `appUrl`: back to the payment-success page with the session
 * id once paid, or to the home page; `customer` says who pays (an e-mail, a customer, the account).
 */
export function subscriptionCheckoutRequest(
  appUrl: string,
  customer: Omit<CheckoutRequest, 'successUrl' | 'cancelUrl'>,
): CheckoutRequest {
  return {
    successUrl: `${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${appUrl}/`,
    ...customer,
  };
}
