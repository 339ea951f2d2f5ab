import { HttpError, notFound } from '#server/lib/errors.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import { describeMethod, LAST_PAYMENT_METHOD } from '#shared/payment-cards.ts';
import type { ConfirmSetupResult } from '#shared/schemas/payments.ts';
import { callProvider } from './subscriptions.ts';
import type { PaymentProvider, ProviderCheckout, ProviderPaymentMethod } from './types.ts';

// The signed-in account's cards, always scoped to the account's own provider customer: a card of another
// customer answers 404 exactly like an unknown one.

/** The answer for an unknown card and for another customer's card. */
export const PAYMENT_METHOD_NOT_FOUND = 'Payment method not found';

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
      // The page comes back with the checkout's id, so the card it saved can be checked for a duplicate.
      successUrl: `${appUrl}/payment-methods?added=1&session_id={CHECKOUT_SESSION_ID}`,
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

/** The card a setup checkout saved, when the same card (same fingerprint) was on file already; else null. */
async function findTwin(
  provider: PaymentProvider,
  customerId: string,
  methodId: string,
): Promise<{ twin: ProviderPaymentMethod; isAttached: boolean; defaultId: string | null } | null> {
  const saved = await callProvider(() => provider.retrievePaymentMethod(methodId));
  const fingerprint = saved?.card?.fingerprint;
  if (!saved || !fingerprint) return null;
  const { methods, defaultId } = await callProvider(() => provider.listPaymentMethods(customerId));
  const twin = methods.find((m) => m.id !== methodId && m.card?.fingerprint === fingerprint);
  return twin ? { twin, isAttached: saved.customerId === customerId, defaultId } : null;
}

/**
 * A completed setup checkout saved a card the customer already has (same fingerprint): the new copy is removed
 * (the older card keeps its place, and becomes the default if the copy was). Answers the card kept, or null when
 * the saved card is new. Run by the webhook and by the page coming back, whichever is first; safe to repeat.
 */
export async function removeDuplicateCard(
  provider: PaymentProvider,
  checkout: ProviderCheckout,
): Promise<ProviderPaymentMethod | null> {
  const { customerId, setupPaymentMethodId: methodId } = checkout;
  if (checkout.mode !== 'setup' || checkout.status !== 'complete' || !customerId || !methodId) return null;
  const found = await findTwin(provider, customerId, methodId);
  if (!found) return null;
  if (found.isAttached) {
    if (found.defaultId === methodId || !found.defaultId)
      await callProvider(() => provider.setDefaultPaymentMethod(customerId, found.twin.id));
    await callProvider(() => provider.detachPaymentMethod(methodId));
  }
  return found.twin;
}

/**
 * The page is back from a setup checkout of the account's own customer: the card is saved (`added`), or it was
 * the same card as one on file and is not kept twice (`duplicate`: the page says so). Another
 * customer's, an unknown or a subscription checkout answers 404; an unfinished one 409.
 */
export async function confirmSetupCheckout(
  provider: PaymentProvider,
  user: UserRow,
  sessionId: string,
): Promise<ConfirmSetupResult> {
  const checkout = await callProvider(() => provider.retrieveCheckout(sessionId));
  const isOwnSetup =
    checkout?.mode === 'setup' && !!user.stripeCustomerId && checkout.customerId === user.stripeCustomerId;
  if (!checkout || !isOwnSetup) throw notFound('Checkout not found');
  if (checkout.status !== 'complete' || !checkout.setupPaymentMethodId)
    throw new HttpError(409, 'No card was saved: the payment page was not completed.');
  const kept = await removeDuplicateCard(provider, checkout);
  return kept
    ? {
        outcome: 'duplicate',
        message: `This card (${describeMethod(kept)}) is already saved on your account, so it was not added again.`,
      }
    : { outcome: 'added', message: 'Your new card is saved to your account.' };
}
