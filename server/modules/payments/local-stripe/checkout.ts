import { checkTestCard, type TestCard } from './cards.ts';
import { type EngineContext, newId, recordEvent, saveChange, unixNow } from './context.ts';
import { attachCard, createCustomer, requireObject } from './customers.ts';
import { invalidRequest, LocalStripeError } from './errors.ts';
import {
  DEFAULT_PRICE_ID,
  type LocalCheckoutSession,
  type LocalCustomer,
  type LocalEvent,
  type LocalSetupIntent,
  MONTHLY_AMOUNT_CENTS,
} from './objects.ts';
import { createSubscription } from './subscriptions.ts';

const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

/** What creating a checkout session takes (the subset of Stripe's parameters the product sends). */
export interface CheckoutSessionParams {
  mode: 'subscription' | 'setup';
  success_url: string;
  cancel_url?: string | null;
  customer?: string | null;
  customer_email?: string | null;
  client_reference_id?: string | null;
  /** The subscription's price (subscription mode); test mode uses its own. */
  price?: string | null;
}

/** The customer's entry on the checkout page. */
export interface CheckoutPayment {
  card: TestCard;
  /** The e-mail typed on the page, used when the session has neither customer nor customer_email. */
  email?: string | null;
  name?: string | null;
}

/** Opens a checkout session for 24 hours. */
export async function createCheckoutSession(
  ctx: EngineContext,
  params: CheckoutSessionParams,
): Promise<LocalCheckoutSession> {
  if (params.mode !== 'subscription' && params.mode !== 'setup') {
    throw invalidRequest('Invalid mode: must be one of subscription or setup.', 'mode');
  }
  if (!params.success_url) throw invalidRequest('Missing required param: success_url.', 'success_url');
  if (params.customer) await requireObject<LocalCustomer>(ctx, 'customer', params.customer);
  if (params.mode === 'setup' && !params.customer) {
    throw invalidRequest('A setup-mode checkout needs a customer.', 'customer');
  }
  const now = unixNow(ctx);
  const id = newId('cs');
  const isSubscription = params.mode === 'subscription';
  const price = params.price || DEFAULT_PRICE_ID;
  const session: LocalCheckoutSession = {
    id,
    object: 'checkout.session',
    mode: params.mode,
    status: 'open',
    payment_status: isSubscription ? 'unpaid' : 'no_payment_required',
    url: ctx.checkoutUrl(id),
    success_url: params.success_url,
    cancel_url: params.cancel_url ?? null,
    customer: params.customer ?? null,
    customer_email: params.customer ? null : (params.customer_email ?? null),
    customer_details: null,
    client_reference_id: params.client_reference_id ?? null,
    subscription: null,
    setup_intent: null,
    invoice: null,
    amount_total: isSubscription ? MONTHLY_AMOUNT_CENTS : null,
    currency: isSubscription ? 'usd' : null,
    payment_method_types: ['card'],
    line_items: isSubscription
      ? {
          object: 'list',
          data: [
            {
              id: newId('li'),
              object: 'item',
              quantity: 1,
              amount_total: MONTHLY_AMOUNT_CENTS,
              price: { id: price },
            },
          ],
          has_more: false,
        }
      : null,
    created: now,
    expires_at: now + SESSION_LIFETIME_SECONDS,
    livemode: false,
    metadata: {},
  };
  await ctx.store.insert(session, session.customer);
  return session;
}

/** Reads a checkout session; an open one past its expiry is expired first. */
export async function retrieveCheckoutSession(ctx: EngineContext, id: string): Promise<LocalCheckoutSession> {
  const session = await requireObject<LocalCheckoutSession>(ctx, 'checkout.session', id, { lock: true });
  if (session.status === 'open' && session.expires_at <= unixNow(ctx)) {
    session.status = 'expired';
    session.url = null;
    await saveChange(ctx, session, 'checkout.session.expired');
  }
  return session;
}

/**
 * Pays an open session with a test card, as the customer submitting Stripe's hosted page: subscription mode
 * makes the customer (unless given), the card (the customer's invoice default), the subscription and its
 * paid invoice; setup mode saves the card. Answers the session and the events recorded, in Stripe's order.
 */
export async function payCheckoutSession(
  ctx: EngineContext,
  id: string,
  payment: CheckoutPayment,
): Promise<{ session: LocalCheckoutSession; events: LocalEvent[] }> {
  const session = await retrieveCheckoutSession(ctx, id);
  if (session.status !== 'open') {
    throw new LocalStripeError(
      'invalid_request_error',
      session.status === 'expired' ? 'checkout_session_expired' : 'checkout_session_complete',
      session.status === 'expired'
        ? 'This checkout session has expired.'
        : 'This checkout session is already complete.',
      409,
    );
  }
  const card = checkTestCard(payment.card, ctx.now());
  const customer = await resolveCustomer(ctx, session, payment);
  const email = customer.email;
  const method = await attachCard(ctx, customer.id, card, { email, name: payment.name ?? null });
  const events: LocalEvent[] = [];
  const hadDefault = customer.invoice_settings.default_payment_method !== null;
  if (session.mode === 'subscription' || !hadDefault) {
    customer.invoice_settings = { default_payment_method: method.id };
    await ctx.store.update(customer, null);
  }
  session.customer = customer.id;
  session.customer_details = { email, name: payment.name ?? null };
  session.status = 'complete';
  session.url = null;
  if (session.mode === 'subscription') {
    const price = session.line_items?.data[0]?.price.id ?? DEFAULT_PRICE_ID;
    const { subscription, invoice } = await createSubscription(ctx, {
      customerId: customer.id,
      priceId: price,
      paymentMethodId: method.id,
    });
    session.subscription = subscription.id;
    session.invoice = invoice.id;
    session.payment_status = 'paid';
    events.push(await recordEvent(ctx, 'customer.subscription.created', subscription));
    events.push(await recordEvent(ctx, 'invoice.paid', invoice));
  } else {
    session.setup_intent = await createSetupIntent(ctx, customer.id, method.id);
  }
  events.push(await saveChange(ctx, session, 'checkout.session.completed'));
  return { session, events };
}

async function resolveCustomer(
  ctx: EngineContext,
  session: LocalCheckoutSession,
  payment: CheckoutPayment,
): Promise<LocalCustomer> {
  if (session.customer) {
    return requireObject<LocalCustomer>(ctx, 'customer', session.customer, { lock: true });
  }
  const email = session.customer_email ?? payment.email?.trim() ?? '';
  if (!email) {
    throw new LocalStripeError('invalid_request_error', 'email_invalid', 'Your email is incomplete.', 400, {
      param: 'email',
    });
  }
  return createCustomer(ctx, { email, name: payment.name ?? null });
}

async function createSetupIntent(
  ctx: EngineContext,
  customerId: string,
  paymentMethodId: string,
): Promise<string> {
  const intent: LocalSetupIntent = {
    id: newId('seti'),
    object: 'setup_intent',
    customer: customerId,
    payment_method: paymentMethodId,
    status: 'succeeded',
    usage: 'off_session',
    created: unixNow(ctx),
    livemode: false,
  };
  await ctx.store.insert(intent, customerId);
  return intent.id;
}
