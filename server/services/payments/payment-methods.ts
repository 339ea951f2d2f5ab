import { HttpError, notFound } from '../../lib/errors.ts';
import type { UserRow } from '../auth/sessions.ts';
import { callProvider } from './subscriptions.ts';
import type { PaymentProvider, ProviderPaymentMethod } from './types.ts';

// The signed-in account's cards, always scoped to the account's own provider customer: a card of another
// customer answers 404 exactly like an unknown one.

/** The answer for an unknown card and for another customer's card. */
export const PAYMENT_METHOD_NOT_FOUND = 'Payment method not found';
/** The last card on file cannot be removed. */
export const LAST_PAYMENT_METHOD = 'You must have at least one payment method on file.';

/** The account's cards and which is the default; none without a provider customer. */
export async function listPaymentMethods(
  provider: PaymentProvider,
  user: UserRow,
): Promise<{ methods: ProviderPaymentMethod[]; defaultId: string | null }> {
  const customerId = user.stripeCustomerId;
  if (!customerId) return { methods: [], defaultId: null };
  return callProvider(() => provider.listPaymentMethods(customerId));
}

/** A hosted page (setup mode) where the account adds a card; 400 before the account has a customer. */
export async function startSetupCheckout(
  provider: PaymentProvider,
  user: UserRow,
  appUrl: string,
): Promise<string> {
  const customerId = user.stripeCustomerId;
  if (!customerId) throw new HttpError(400, 'Subscribe first: a payment method is added to a subscription.');
  const checkout = await callProvider(() =>
    provider.createSetupCheckout({
      customerId,
      successUrl: `${appUrl}/payment-methods?added=1`,
      cancelUrl: `${appUrl}/payment-methods`,
    }),
  );
  if (!checkout.url) throw new HttpError(502, 'Unable to open the payment page. Please try again.');
  return checkout.url;
}

/** One of the account's cards, or 404 (unknown, or another customer's). */
async function requireOwnMethod(provider: PaymentProvider, user: UserRow, id: string) {
  const customerId = user.stripeCustomerId;
  if (!customerId) throw notFound(PAYMENT_METHOD_NOT_FOUND);
  const method = await callProvider(() => provider.retrievePaymentMethod(id));
  if (!method || method.customerId !== customerId) throw notFound(PAYMENT_METHOD_NOT_FOUND);
  return { customerId, method };
}

/** Makes one of the account's cards the default for its invoices. */
export async function setDefaultPaymentMethod(
  provider: PaymentProvider,
  user: UserRow,
  id: string,
): Promise<void> {
  const { customerId } = await requireOwnMethod(provider, user, id);
  await callProvider(() => provider.setDefaultPaymentMethod(customerId, id));
}

/**
 * Removes one of the account's cards; the last one stays (400). Removing the default first makes another
 * card (the first the provider lists) the default, so invoices always have a card to charge.
 */
export async function removePaymentMethod(
  provider: PaymentProvider,
  user: UserRow,
  id: string,
): Promise<void> {
  const { customerId } = await requireOwnMethod(provider, user, id);
  const { methods, defaultId } = await callProvider(() => provider.listPaymentMethods(customerId));
  const others = methods.filter((method) => method.id !== id);
  if (others.length === 0) throw new HttpError(400, LAST_PAYMENT_METHOD);
  if (defaultId === id || !defaultId) {
    const next = others[0]!;
    await callProvider(() => provider.setDefaultPaymentMethod(customerId, next.id));
  }
  await callProvider(() => provider.detachPaymentMethod(id));
}
