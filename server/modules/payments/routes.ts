import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound } from '#server/lib/errors.ts';
import { parseInput } from '#server/lib/validation.ts';
import { presentUser } from '#server/modules/auth/presenter.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { respondsWith } from '#server/plugins/openapi.ts';
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

const URL_ANSWER = respondsWith({ 200: CheckoutUrlSchema });
const SUMMARY = respondsWith({ 200: SubscriptionSummarySchema });
const CHANGE = respondsWith({ 200: SubscriptionChangeSchema });
const METHODS = respondsWith({ 200: z.array(PaymentMethodSchema) });
const NO_CONTENT = respondsWith({ 204: null });

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

function parsePaymentMethodId(value: unknown): string {
  const parsed = PaymentMethodIdSchema.safeParse(value);
  if (!parsed.success) throw notFound(PAYMENT_METHOD_NOT_FOUND);
  return parsed.data;
}

/** Checkout, the account's subscription (summary, cancel) and its payment methods (owner only). */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, payments } = app.deps;
  logProviderErrors(app);

  // Signed out: a new customer's checkout; signed in: a resubscription of the account.
  app.post('/create-checkout-session', URL_ANSWER, async (request) => {
    const url = await startSubscriptionCheckout(db, payments, {
      appUrl: config.appUrl,
      ip: request.ip,
      user: request.auth?.user ?? null,
    });
    return { url };
  });

  app.get('/subscription', SUMMARY, async (request) =>
    presentSubscriptionSummary(requireUser(request), payments.mode),
  );

  app.post('/cancel-subscription', CHANGE, async (request) => {
    const user = requireUser(request);
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
  });

  app.post('/resume-subscription', CHANGE, async (request) => {
    const user = requireUser(request);
    if (!canResumeSubscription(user)) throw new HttpError(400, NOTHING_TO_RESUME);
    const updated = await resumeSubscription(db, payments, user);
    const renews = formatSubscriptionDate(updated.subscriptionPeriodEnd, 'UTC');
    return {
      message: renews
        ? `Your subscription continues and renews on ${renews}.`
        : 'Your subscription continues and renews at the end of the current period.',
      user: presentUser(updated),
    };
  });

  app.get('/payment-methods', METHODS, async (request) =>
    presentPaymentMethods(await listPaymentMethods(payments, requireUser(request))),
  );

  app.post('/payment-methods/setup-session', URL_ANSWER, async (request) => ({
    url: await startSetupCheckout(payments, requireUser(request), config.appUrl),
  }));

  app.post(
    '/payment-methods/confirm-setup',
    respondsWith({ 200: ConfirmSetupResultSchema }),
    async (request) => {
      const user = requireUser(request);
      const { sessionId } = parseInput(ConfirmSetupInputSchema, request.body);
      return confirmSetupCheckout(payments, user, sessionId);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/payment-methods/:id/set-default',
    NO_CONTENT,
    async (request, reply) => {
      const user = requireUser(request);
      await setDefaultPaymentMethod(payments, user, parsePaymentMethodId(request.params.id));
      return reply.status(204).send();
    },
  );

  app.delete<{ Params: { id: string } }>('/payment-methods/:id', NO_CONTENT, async (request, reply) => {
    const user = requireUser(request);
    await removePaymentMethod(payments, user, parsePaymentMethodId(request.params.id));
    return reply.status(204).send();
  });
}
