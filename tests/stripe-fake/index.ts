import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { Database } from '#db/client.ts';
import { createLocalStripe, type LocalStripe } from '#server/modules/payments/local-stripe/engine.ts';
import type { LocalEvent } from '#server/modules/payments/local-stripe/objects.ts';
import { createDatabaseStore } from '#server/modules/payments/local-stripe/store.ts';
import { parseStripeForm } from './form.ts';
import { dispatch } from './routes.ts';

// A fake Stripe for tests: a local HTTP server speaking Stripe's REST wire format (form-encoded requests,
// JSON answers, Stripe's error bodies) for the calls the Stripe adapter makes, backed by the same engine test
// mode uses. The real SDK talks to it through STRIPE_API_URL / the adapter's `apiUrl`.

/** A running fake Stripe. */
export interface StripeFake {
  /** Base URL for the SDK (`apiUrl`). */
  url: string;
  /** The engine behind it (tests move subscriptions, read events). */
  engine: LocalStripe;
  /**
   * A customer paying a checkout on Stripe's hosted page with a test card (valid expiry and CVC);
   * answers the events Stripe records, in order. A refused card throws the engine's card error.
   */
  pay(sessionId: string, cardNumber: string, options?: { email?: string }): Promise<LocalEvent[]>;
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1 (a free port) over the given database; `now` is the engine's clock. */
export async function startStripeFake(options: { db: Database; now?: () => Date }): Promise<StripeFake> {
  let baseUrl = '';
  const engine = createLocalStripe({
    store: createDatabaseStore(options.db),
    now: options.now,
    checkoutUrl: (id) => `${baseUrl}/c/pay/${id}`,
  });
  const server = createServer((request, response) => {
    answer(engine, request)
      .then(({ status, body }) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_test_${Date.now()}`,
        });
        response.end(JSON.stringify(body));
      })
      .catch((error: unknown) => {
        // A fault of the fake itself: answer as Stripe's api_error and let the test see it.
        console.error('Stripe fake failed a request', error);
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    engine,
    async pay(sessionId, cardNumber, payOptions = {}) {
      const { events } = await engine.payCheckoutSession(sessionId, {
        card: { number: cardNumber, exp_month: 12, exp_year: engine.now().getUTCFullYear() + 5, cvc: '123' },
        email: payOptions.email ?? null,
      });
      return events;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A webhook delivery as Stripe signs it: the raw body and its `Stripe-Signature` header for `secret`. */
export function signedWebhook(event: object, secret: string): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

async function answer(
  engine: LocalStripe,
  request: IncomingMessage,
): Promise<{ status: number; body: unknown }> {
  const url = new URL(request.url ?? '/', 'http://fake');
  if (!/^Bearer sk_test_\S+$/.test(request.headers.authorization ?? '')) {
    return {
      status: 401,
      body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } },
    };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  // The SDK sends GET (and DELETE) parameters in the query string, the others as the body.
  const params = {
    ...parseStripeForm(url.search.slice(1)),
    ...parseStripeForm(Buffer.concat(chunks).toString('utf8')),
  };
  return dispatch(engine, request.method ?? 'GET', url.pathname, params);
}
