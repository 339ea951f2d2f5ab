import { type EngineContext, newId, recordEvent, unixNow } from './context.ts';
import { requireObject } from './customers.ts';
import { invalidRequest, LocalStripeError } from './errors.ts';
import type { LocalInvoice, LocalInvoicePayment, LocalPaymentIntent, LocalRefund } from './objects.ts';

/**
 * Records how a paid invoice was paid, as Stripe does: a succeeded PaymentIntent for its amount (charged to
 * `paymentMethodId`) and the invoice_payment tying the two. Unpaid invoices get nothing.
 */
export async function recordInvoicePayment(
  ctx: EngineContext,
  invoice: LocalInvoice,
  paymentMethodId: string | null,
): Promise<void> {
  if (invoice.status !== 'paid') return;
  const created = unixNow(ctx);
  const intent: LocalPaymentIntent = {
    id: newId('pi'),
    object: 'payment_intent',
    amount: invoice.amount_paid,
    amount_received: invoice.amount_paid,
    currency: 'usd',
    customer: invoice.customer,
    payment_method: paymentMethodId,
    status: 'succeeded',
    created,
    livemode: false,
    metadata: {},
  };
  const payment: LocalInvoicePayment = {
    id: newId('inpay'),
    object: 'invoice_payment',
    invoice: invoice.id,
    amount_paid: invoice.amount_paid,
    amount_requested: invoice.amount_due,
    currency: 'usd',
    is_default: true,
    status: 'paid',
    payment: { type: 'payment_intent', payment_intent: intent.id },
    created,
    livemode: false,
  };
  await ctx.store.insert(intent, invoice.customer);
  await ctx.store.insert(payment, invoice.customer);
}

/** The payments of an invoice (`GET /v1/invoice_payments?invoice=…`), oldest first. */
export async function listInvoicePayments(
  ctx: EngineContext,
  invoiceId: string,
): Promise<LocalInvoicePayment[]> {
  const invoice = await requireObject<LocalInvoice>(ctx, 'invoice', invoiceId);
  const payments = await ctx.store.listByCustomer<LocalInvoicePayment>('invoice_payment', invoice.customer);
  return payments.filter((payment) => payment.invoice === invoiceId);
}

/**
 * Refunds what is left of a PaymentIntent (all of it unless `amount` says less), as `POST /v1/refunds` does.
 * A PaymentIntent refunded in full already is refused with Stripe's `charge_already_refunded`.
 */
export async function createRefund(
  ctx: EngineContext,
  params: { payment_intent: string; amount?: number | null; reason?: LocalRefund['reason'] },
): Promise<LocalRefund> {
  const intent = await requireObject<LocalPaymentIntent>(ctx, 'payment_intent', params.payment_intent, {
    lock: true,
  });
  const earlier = await ctx.store.listByCustomer<LocalRefund>('refund', intent.customer);
  const refunded = earlier
    .filter((refund) => refund.payment_intent === intent.id)
    .reduce((sum, refund) => sum + refund.amount, 0);
  const left = intent.amount_received - refunded;
  if (left <= 0) {
    throw new LocalStripeError(
      'invalid_request_error',
      'charge_already_refunded',
      `Charge for PaymentIntent ${intent.id} has already been refunded.`,
      400,
    );
  }
  const amount = params.amount ?? left;
  if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
    throw invalidRequest(
      `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      'amount',
    );
  }
  const refund: LocalRefund = {
    id: newId('re'),
    object: 'refund',
    amount,
    currency: 'usd',
    payment_intent: intent.id,
    reason: params.reason ?? null,
    status: 'succeeded',
    created: unixNow(ctx),
    metadata: {},
  };
  await ctx.store.insert(refund, intent.customer);
  await recordEvent(ctx, 'refund.created', refund);
  return refund;
}
