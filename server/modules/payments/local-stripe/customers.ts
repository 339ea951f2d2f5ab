import { type EngineContext, newId, unixNow } from './context.ts';
import { invalidRequest, noSuchObject } from './errors.ts';
import type { LocalCard, LocalCustomer, LocalPaymentMethod, StripeObject } from './objects.ts';

/** Reads an object of one kind or throws Stripe's "No such …" (404). */
export async function requireObject<T extends StripeObject>(
  ctx: EngineContext,
  kind: T['object'],
  id: string,
  options: { lock?: boolean } = {},
): Promise<T> {
  const found = options.lock ? await ctx.store.getForUpdate<T>(id) : await ctx.store.get<T>(id);
  if (!found || found.object !== kind) throw noSuchObject(kind.replace('.', '_'), id);
  return found;
}

/** Creates a customer. */
export async function createCustomer(
  ctx: EngineContext,
  details: { email: string | null; name?: string | null },
): Promise<LocalCustomer> {
  const customer: LocalCustomer = {
    id: newId('cus'),
    object: 'customer',
    email: details.email,
    name: details.name ?? null,
    created: unixNow(ctx),
    invoice_settings: { default_payment_method: null },
    livemode: false,
    metadata: {},
  };
  await ctx.store.insert(customer, null);
  return customer;
}

/** Saves a card as a payment method attached to a customer. */
export async function attachCard(
  ctx: EngineContext,
  customerId: string,
  card: LocalCard,
  billing: { email: string | null; name: string | null },
): Promise<LocalPaymentMethod> {
  const method: LocalPaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    card,
    customer: customerId,
    billing_details: billing,
    created: unixNow(ctx),
    livemode: false,
    metadata: {},
  };
  await ctx.store.insert(method, customerId);
  return method;
}

/** A customer's cards, oldest first (Stripe lists newest first; callers sort as they need). */
export async function listCustomerPaymentMethods(
  ctx: EngineContext,
  customerId: string,
): Promise<LocalPaymentMethod[]> {
  await requireObject<LocalCustomer>(ctx, 'customer', customerId);
  return ctx.store.listByCustomer<LocalPaymentMethod>('payment_method', customerId);
}

/** Makes an attached card the customer's default for invoices (or clears it with null). */
export async function setDefaultPaymentMethod(
  ctx: EngineContext,
  customerId: string,
  paymentMethodId: string | null,
): Promise<LocalCustomer> {
  const customer = await requireObject<LocalCustomer>(ctx, 'customer', customerId, { lock: true });
  if (paymentMethodId !== null) {
    const method = await ctx.store.get<LocalPaymentMethod>(paymentMethodId);
    if (method?.object !== 'payment_method' || method.customer !== customerId) {
      throw invalidRequest(
        `The customer does not have a payment method with the ID ${paymentMethodId}. The payment method must be attached to the customer.`,
        'invoice_settings[default_payment_method]',
      );
    }
  }
  customer.invoice_settings = { default_payment_method: paymentMethodId };
  await ctx.store.update(customer, null);
  return customer;
}

/** Removes a card from its customer; a detached default leaves the customer without a default. */
export async function detachPaymentMethod(ctx: EngineContext, id: string): Promise<LocalPaymentMethod> {
  const method = await requireObject<LocalPaymentMethod>(ctx, 'payment_method', id, { lock: true });
  const customerId = method.customer;
  if (!customerId) {
    throw invalidRequest(
      'The payment method you provided is not attached to a customer so detachment is impossible.',
    );
  }
  const customer = await requireObject<LocalCustomer>(ctx, 'customer', customerId, { lock: true });
  if (customer.invoice_settings.default_payment_method === id) {
    customer.invoice_settings = { default_payment_method: null };
    await ctx.store.update(customer, null);
  }
  method.customer = null;
  await ctx.store.update(method, null);
  return method;
}
