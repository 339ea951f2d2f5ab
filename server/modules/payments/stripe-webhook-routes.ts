import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '#server/lib/errors.ts';
import { route } from '#server/plugins/route.ts';
import { paymentEventHooks } from './event-hooks.ts';
import { logProviderErrors } from './routes.ts';
import { WebhookSignatureError } from './types.ts';
import { processPaymentEvent } from './webhooks.ts';

const RECEIVED = { 200: z.object({ received: z.boolean() }) };

/** The body as the bytes Stripe signed (none: empty); the signature is the only check. */
const rawBytes = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

/**
 * Stripe's webhook: the signature is checked over the raw body, so this plugin (and only it) reads every body
 * as bytes. A bad signature answers 400 and changes nothing; a verified event answers 200 whether it was
 * applied, a repeat or of no interest. In test mode events never come this way (404).
 */
export async function stripeWebhookRoutes(app: FastifyInstance): Promise<void> {
  const { db, payments, mail, config } = app.deps;
  const hooks = paymentEventHooks({ db, provider: payments, mail, appUrl: config.appUrl });
  logProviderErrors(app);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/stripe/webhook',
    route({ access: 'none', body: rawBytes, responds: RECEIVED }, async ({ body }, request) => {
      if (payments.mode === 'test') throw new HttpError(404, 'Stripe webhooks are not used in test mode');
      const signature = request.headers['stripe-signature'];
      let event: ReturnType<typeof payments.parseWebhook>;
      try {
        event = payments.parseWebhook(body, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError)
          throw new HttpError(400, 'Webhook signature verification failed');
        throw error;
      }
      const outcome = await processPaymentEvent(db, payments, event, hooks);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'payment event');
      return { received: true };
    }),
  );
}
