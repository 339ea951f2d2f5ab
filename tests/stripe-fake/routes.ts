import type { LocalStripe } from '#server/modules/payments/local-stripe/engine.ts';
import { invalidRequest, LocalStripeError } from '#server/modules/payments/local-stripe/errors.ts';
import type { StripeObject } from '#server/modules/payments/local-stripe/objects.ts';

// The Stripe REST endpoints the Stripe adapter calls, each answering what Stripe answers for it.

/** A decoded request: the path's ids and the form/query parameters. */
interface Call {
  ids: string[];
  params: Record<string, unknown>;
}

type Handler = (engine: LocalStripe, call: Call) => Promise<unknown>;

interface Route {
  method: string;
  pattern: RegExp;
  handle: Handler;
}

const ID = '([A-Za-z0-9_]+)';

const ROUTES: Route[] = [
  route('POST', '/v1/checkout/sessions', (engine, { params }) => {
    const lineItems = (params.line_items as Array<{ price?: string }> | undefined) ?? [];
    return engine.createCheckoutSession({
      mode: params.mode as 'subscription' | 'setup',
      success_url: str(params.success_url) ?? '',
      cancel_url: str(params.cancel_url),
      customer: str(params.customer),
      customer_email: str(params.customer_email),
      client_reference_id: str(params.client_reference_id),
      price: lineItems[0]?.price ?? null,
    });
  }),
  route('GET', `/v1/checkout/sessions/${ID}`, (engine, { ids }) => engine.retrieveCheckoutSession(ids[0])),
  route('GET', `/v1/subscriptions/${ID}`, (engine, { ids }) => engine.retrieveSubscription(ids[0])),
  route('GET', '/v1/subscriptions', async (engine, { params }) => {
    const customer = str(params.customer);
    if (!customer) throw invalidRequest('This test server lists subscriptions by customer only.', 'customer');
    const all = await engine.listSubscriptions(customer, { includeCanceled: params.status === 'all' });
    return list('/v1/subscriptions', all, params.limit);
  }),
  route('POST', `/v1/subscriptions/${ID}`, (engine, { ids, params }) => {
    if (params.cancel_at_period_end === undefined) return engine.retrieveSubscription(ids[0]);
    return engine.setCancelAtPeriodEnd(ids[0], params.cancel_at_period_end === 'true');
  }),
  route('DELETE', `/v1/subscriptions/${ID}`, (engine, { ids }) => engine.cancelSubscription(ids[0])),
  route('GET', `/v1/customers/${ID}`, (engine, { ids }) => engine.retrieveCustomer(ids[0])),
  route('POST', `/v1/customers/${ID}`, async (engine, { ids, params }) => {
    const settings = params.invoice_settings as { default_payment_method?: string } | undefined;
    if (settings?.default_payment_method === undefined) return engine.retrieveCustomer(ids[0]);
    return engine.setDefaultPaymentMethod(ids[0], settings.default_payment_method || null);
  }),
  route('GET', `/v1/customers/${ID}/payment_methods`, async (engine, { ids, params }) => {
    const methods = (await engine.listPaymentMethods(ids[0])).reverse();
    const type = str(params.type);
    const url = `/v1/customers/${ids[0]}/payment_methods`;
    return list(url, type ? methods.filter((m) => m.type === type) : methods, params.limit);
  }),
  route('GET', `/v1/payment_methods/${ID}`, (engine, { ids }) => engine.retrievePaymentMethod(ids[0])),
  route('POST', `/v1/payment_methods/${ID}/detach`, (engine, { ids }) => engine.detachPaymentMethod(ids[0])),
  route('GET', '/v1/invoice_payments', async (engine, { params }) => {
    const invoice = str(params.invoice);
    if (!invoice) throw invalidRequest('This test server lists invoice payments by invoice only.', 'invoice');
    const status = str(params.status);
    const payments = await engine.listInvoicePayments(invoice);
    return list(
      '/v1/invoice_payments',
      status ? payments.filter((p) => p.status === status) : payments,
      params.limit,
    );
  }),
  route('POST', '/v1/refunds', (engine, { params }) => {
    const paymentIntent = str(params.payment_intent);
    if (!paymentIntent)
      throw invalidRequest('This test server refunds payment intents only.', 'payment_intent');
    const reason = str(params.reason);
    return engine.createRefund({
      payment_intent: paymentIntent,
      amount: params.amount === undefined ? null : Number(params.amount),
      reason: reason === 'duplicate' || reason === 'requested_by_customer' ? reason : null,
    });
  }),
];

/** Answers a request: the handler's object (with `expand[]` applied), or Stripe's error for it. */
export async function dispatch(
  engine: LocalStripe,
  method: string,
  path: string,
  params: Record<string, unknown>,
): Promise<{ status: number; body: unknown }> {
  for (const candidate of ROUTES) {
    const match = candidate.method === method ? candidate.pattern.exec(path) : null;
    if (!match) continue;
    try {
      const result = await candidate.handle(engine, { ids: match.slice(1), params });
      return { status: 200, body: await expand(engine, result, params.expand) };
    } catch (error) {
      if (error instanceof LocalStripeError) return { status: error.statusCode, body: error.toJSON() };
      throw error;
    }
  }
  return {
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}). This fake serves only the calls the Stripe adapter makes.`,
      },
    },
  };
}

function route(method: string, path: string, handle: Handler): Route {
  return { method, pattern: new RegExp(`^${path}$`), handle };
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function list(url: string, data: StripeObject[], limit: unknown) {
  const max = Math.min(Math.max(Number(limit) || 10, 1), 100);
  return { object: 'list', url, data: data.slice(0, max), has_more: data.length > max };
}

// `expand[]=customer` swaps an id for its object; `data.customer` does it in each item of a list.
async function expand(engine: LocalStripe, result: unknown, paths: unknown): Promise<unknown> {
  if (!Array.isArray(paths) || !result || typeof result !== 'object') return result;
  const body = structuredClone(result) as Record<string, unknown>;
  for (const path of paths.filter((p): p is string => typeof p === 'string')) {
    const targets = path.startsWith('data.') && Array.isArray(body.data) ? body.data : [body];
    const field = path.startsWith('data.') ? path.slice(5) : path;
    for (const target of targets as Array<Record<string, unknown>>) {
      const id = target[field];
      if (typeof id === 'string') target[field] = (await engine.retrieveObject(id)) ?? id;
    }
  }
  return body;
}
