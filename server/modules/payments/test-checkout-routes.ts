import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '#server/lib/errors.ts';
import { route } from '#server/plugins/route.ts';
import {
  TestCardInputSchema,
  TestCheckoutResultSchema,
  TestCheckoutSchema,
} from '#shared/schemas/payments.ts';
import { logProviderErrors } from './routes.ts';
import { callProvider } from './subscriptions.ts';
import type { TestModeProvider } from './test-mode-provider.ts';

const PAGE = { 200: TestCheckoutSchema };
const PAID = { 200: TestCheckoutResultSchema };
const CHECKOUT_NOT_FOUND = 'Checkout not found';
const CHECKOUT_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

// Which form field a mistyped card's error belongs to, by Stripe's error code (named in the provider's detail).
const FIELD_BY_CODE: Record<string, 'cardNumber' | 'expiry' | 'cvc'> = {
  incorrect_number: 'cardNumber',
  invalid_number: 'cardNumber',
  invalid_expiry_month: 'expiry',
  invalid_expiry_year: 'expiry',
  invalid_cvc: 'cvc',
};

function parseCheckoutId(id: string): string {
  if (!CHECKOUT_ID.test(id)) throw notFound(CHECKOUT_NOT_FOUND);
  return id;
}

/** A mistyped card (400) answers with the field it belongs to, so the form shows it there. */
function withCardField(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.statusCode !== 400 || !(error.cause instanceof Error))
    return error;
  const code = /\(([a-z_]+)\)/.exec(error.cause.message)?.[1];
  const field = code ? FIELD_BY_CODE[code] : undefined;
  return field ? new HttpError(400, error.message, { [field]: error.message }) : error;
}

/**
 * Test mode's hosted checkout page (registered only in test mode): public, because the visitor paying is
 * signed out. Declined cards answer 402 with the card's message, mistyped ones 400 on their field.
 */
export async function testCheckoutRoutes(app: FastifyInstance, options: { provider: TestModeProvider }) {
  const { provider } = options;
  logProviderErrors(app);

  const CHECKOUT = { id: parseCheckoutId };

  app.get(
    '/test-checkout/:id',
    route({ access: 'none', params: CHECKOUT, responds: PAGE }, async ({ params }) => {
      const page = await callProvider(() => provider.getCheckoutPage(params.id));
      if (!page) throw notFound(CHECKOUT_NOT_FOUND);
      return page;
    }),
  );

  app.post(
    '/test-checkout/:id/pay',
    route(
      { access: 'none', params: CHECKOUT, body: TestCardInputSchema, responds: PAID },
      async ({ params, body }) => {
        try {
          return await callProvider(() => provider.payCheckout(params.id, body));
        } catch (error) {
          throw withCardField(error);
        }
      },
    ),
  );
}
