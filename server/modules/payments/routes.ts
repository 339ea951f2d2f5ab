import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound } from '#server/lib/errors.ts';
import { presentUser } from '#server/modules/auth/presenter.ts';
import { noContent, route } from '#server/plugins/route.ts';
import {
  CheckoutUrlSchema,
  ConfirmSetupInputSchema,
  ConfirmSetupResultSchema,
  PaymentMethodIdSchema,
  PaymentMethodSchema,
  SubscriptionChangeSchema,
  SubscriptionSummarySchema,
} from '#shared/schemas/payments.ts';
import {
  canCancelSubscription,
  canResumeSubscription,
  formatSubscriptionDate,
  isCancelScheduled,
} from '#shared/subscriptions.ts';
import { startSubscriptionCheckout } from './checkout.ts';
import {
  confirmSetupCheckout,
  listPaymentMethods,
  PAYMENT_METHOD_NOT_FOUND,
  removePaymentMethod,
  setDefaultPaymentMethod,
  startSetupCheckout,
} from './payment-methods.ts';
import { presentPaymentMethods, presentSubscriptionSummary } from './presenter.ts';
import { cancelAtPeriodEnd, providerErrorBehind, resumeSubscription } from './subscriptions.ts';

const URL_ANSWER = { 200: CheckoutUrlSchema };
const CHANGE = { 200: SubscriptionChangeSchema };

/** Logs the provider's own detail behind an answer made from its refusal (the client gets only the safe message). */
export function logProviderErrors(app: FastifyInstance): void {
  app.addHook('onError', async (request, _reply, error) => {
    const cause = providerErrorBehind(error);
    if (cause) request.log.warn({ detail: cause.message }, 'payment provider refused or failed a call');
  });
}

/** Resume's refusal when no cancellation is scheduled (or its date has passed). */
export const NOTHING_TO_RESUME =
  'There is no scheduled cancellation to withdraw: your subscription is not set to end.';

function parsePaymentMethodId(value: string): string {
  const parsed = PaymentMethodIdSchema.safeParse(value);
  if (!parsed.success) throw notFound(PAYMENT_METHOD_NOT_FOUND);
  return parsed.data;
}

/** Checkout, the account's subscription (summary, cancel) and its payment methods (owner only). */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, payments } = app.deps;
  logProviderErrors(app);
  // A card's id that is not one answers the 404 a missing card gets.
  const CARD = { id: parsePaymentMethodId };

  // Signed out: a new customer's checkout; signed in: a resubscription of the account.
  app.post(
    '/create-checkout-session',
    route({ access: 'none', responds: URL_ANSWER }, async ({ user }, request) => {
      const url = await startSubscriptionCheckout(db, payments, {
        appUrl: config.appUrl,
        ip: request.ip,
        user,
      });
      return { url };
    }),
  );

  app.get(
    '/subscription',
    route({ access: 'user', responds: { 200: SubscriptionSummarySchema } }, async ({ user }) =>
      presentSubscriptionSummary(user, payments.mode),
    ),
  );

  app.post(
    '/cancel-subscription',
    route({ access: 'user', responds: CHANGE }, async ({ user }) => {
      if (!canCancelSubscription(user)) {
        const message = isCancelScheduled(user)
          ? `Your subscription is already set to end on ${formatSubscriptionDate(user.subscriptionPeriodEnd, 'UTC')}.`
          : 'There is no active subscription to cancel.';
        throw new HttpError(400, message);
      }
      const updated = await cancelAtPeriodEnd(db, payments, user);
      const endsOn = formatSubscriptionDate(updated.subscriptionPeriodEnd, 'UTC');
      return {
        message: endsOn
          ? `Your subscription will end on ${endsOn}. You keep full access until then.`
          : 'Your subscription will end at the end of the current period. You keep full access until then.',
        user: presentUser(updated),
      };
    }),
  );

  app.post(
    '/resume-subscription',
    route({ access: 'user', responds: CHANGE }, async ({ user }) => {
      if (!canResumeSubscription(user)) throw new HttpError(400, NOTHING_TO_RESUME);
      const updated = await resumeSubscription(db, payments, user);
      const renews = formatSubscriptionDate(updated.subscriptionPeriodEnd, 'UTC');
      return {
        message: renews
          ? `Your subscription continues and renews on ${renews}.`
          : 'Your subscription continues and renews at the end of the current period.',
        user: presentUser(updated),
      };
    }),
  );

  app.get(
    '/payment-methods',
    route({ access: 'user', responds: { 200: z.array(PaymentMethodSchema) } }, async ({ user }) =>
      presentPaymentMethods(await listPaymentMethods(payments, user)),
    ),
  );

  app.post(
    '/payment-methods/setup-session',
    route({ access: 'user', responds: URL_ANSWER }, async ({ user }) => ({
      url: await startSetupCheckout(payments, user, config.appUrl),
    })),
  );

  app.post(
    '/payment-methods/confirm-setup',
    route(
      { access: 'user', body: ConfirmSetupInputSchema, responds: { 200: ConfirmSetupResultSchema } },
      async ({ user, body }) => confirmSetupCheckout(payments, user, body.sessionId),
    ),
  );

  // One of the caller's cards, by id: made the default or removed (204).
  const onCard = (change: typeof setDefaultPaymentMethod) =>
    noContent({ access: 'user', params: CARD }, ({ user, params }) => change(payments, user, params.id));
  app.post('/payment-methods/:id/set-default', onCard(setDefaultPaymentMethod));
  app.delete('/payment-methods/:id', onCard(removePaymentMethod));
}
