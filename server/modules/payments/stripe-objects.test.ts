import { describe, expect, test } from 'vitest';
import {
  toPaymentProviderError,
  toProviderCheckout,
  toProviderPaymentMethod,
  toProviderSubscription,
} from './stripe-objects.ts';

const session = {
  id: 'cs_1',
  url: null,
  mode: 'subscription',
  status: 'complete',
  payment_status: 'paid',
  customer: 'cus_1',
  customer_email: null,
  customer_details: { email: 'paid@example.com' },
  subscription: 'sub_1',
  client_reference_id: null,
};

describe('Stripe object mappers', () => {
  test('a checkout reads ids or expanded objects, and the e-mail from the details first', () => {
    expect(toProviderCheckout(session)).toEqual({
      id: 'cs_1',
      url: null,
      mode: 'subscription',
      status: 'complete',
      paymentStatus: 'paid',
      customerId: 'cus_1',
      customerEmail: 'paid@example.com',
      subscriptionId: 'sub_1',
      clientReferenceId: null,
      setupPaymentMethodId: null,
    });
    const expanded = toProviderCheckout({
      ...session,
      customer: { id: 'cus_2', email: 'customer@example.com' },
      subscription: { id: 'sub_2' },
      customer_details: null,
      customer_email: 'prefill@example.com',
    });
    expect(expanded).toMatchObject({
      customerId: 'cus_2',
      subscriptionId: 'sub_2',
      customerEmail: 'prefill@example.com',
    });
    expect(
      toProviderCheckout({ ...session, status: null, mode: 'setup', payment_status: 'no_payment_required' }),
    ).toMatchObject({ status: 'open', mode: 'setup', paymentStatus: 'no_payment_required' });
    // A setup checkout names the card it saved when its setup intent is expanded; an id alone names none.
    const setup = { ...session, mode: 'setup', payment_status: 'no_payment_required' };
    expect(
      toProviderCheckout({ ...setup, setup_intent: { id: 'seti_1', payment_method: 'pm_9' } })
        .setupPaymentMethodId,
    ).toBe('pm_9');
    expect(toProviderCheckout({ ...setup, setup_intent: 'seti_1' }).setupPaymentMethodId).toBeNull();
  });

  test('a subscription takes its period end from the first item, else the legacy top-level field', () => {
    const base = {
      id: 'sub_1',
      customer: { id: 'cus_1' },
      status: 'active',
      cancel_at_period_end: true,
      canceled_at: 1_800_000_000,
      ended_at: null,
    };
    expect(
      toProviderSubscription({
        ...base,
        current_period_end: 1,
        items: { data: [{ current_period_end: 1_900_000_000 }] },
      }),
    ).toEqual({
      id: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      currentPeriodEnd: new Date(1_900_000_000_000),
      cancelAtPeriodEnd: true,
      canceledAt: new Date(1_800_000_000_000),
      endedAt: null,
    });
    expect(toProviderSubscription({ ...base, current_period_end: 1_700_000_000 }).currentPeriodEnd).toEqual(
      new Date(1_700_000_000_000),
    );
    expect(toProviderSubscription({ ...base, items: { data: [] } }).currentPeriodEnd).toBeNull();
    expect(toProviderSubscription({ ...base, status: 'something_new' }).status).toBe('incomplete');
  });

  test('a payment method keeps only the card fields the product reads (the fingerprint tells duplicates)', () => {
    expect(
      toProviderPaymentMethod({
        id: 'pm_1',
        customer: null,
        type: 'card',
        card: {
          brand: 'visa',
          last4: '4242',
          exp_month: 1,
          exp_year: 2030,
          fingerprint: 'x',
          country: 'US',
        } as never,
      }),
    ).toEqual({
      id: 'pm_1',
      customerId: null,
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2030, fingerprint: 'x' },
    });
  });

  test('errors: card messages pass through, internals do not', () => {
    expect(
      toPaymentProviderError(
        { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        'Pay',
      ),
    ).toMatchObject({ statusCode: 402, userMessage: 'Your card was declined.' });
    expect(
      toPaymentProviderError(
        { type: 'card_error', code: 'incorrect_number', message: 'Your card number is invalid.' },
        'Pay',
      ),
    ).toMatchObject({ statusCode: 400, userMessage: 'Your card number is invalid.' });
    const internal = toPaymentProviderError({ type: 'api_error', message: 'db shard 7 down' }, 'Read');
    expect(internal).toMatchObject({ statusCode: 502 });
    expect(internal.userMessage).not.toContain('shard');
    expect(internal.message).toContain('db shard 7 down');
  });
});
