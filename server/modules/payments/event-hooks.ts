import { recordCompletedCheckout, type SignupDeps } from '#server/modules/signup/signup.ts';
import { removeDuplicateCard } from './payment-methods.ts';
import type { PaymentEventHooks } from './webhooks.ts';

/**
 * What the product does with provider events besides syncing accounts (docs/decisions/030): a new customer's
 * completed checkout is recorded for signup and its payer e-mailed the link; a card saved twice is removed.
 * The Stripe webhook route and test mode's event delivery both use these.
 */
export function paymentEventHooks(deps: SignupDeps): PaymentEventHooks {
  return {
    onUnclaimedCheckout: (checkout) => recordCompletedCheckout(deps, checkout),
    onSetupCheckout: async (checkout) => {
      await removeDuplicateCard(deps.provider, checkout);
    },
  };
}
