import { describe, expect, test } from 'vitest';
import { parseStripeForm } from './form.ts';

describe('Stripe form decoding', () => {
  test('bracket keys nest into objects and lists', () => {
    const body = new URLSearchParams([
      ['mode', 'subscription'],
      ['line_items[0][price]', 'price_1'],
      ['line_items[0][quantity]', '1'],
      ['expand[]', 'customer'],
      ['expand[]', 'subscription'],
      ['invoice_settings[default_payment_method]', 'pm_1'],
      ['allowed_payment_method_types[0]', 'card'],
    ]).toString();
    expect(parseStripeForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_1', quantity: '1' }],
      expand: ['customer', 'subscription'],
      invoice_settings: { default_payment_method: 'pm_1' },
      allowed_payment_method_types: ['card'],
    });
  });

  test('ignores malformed and prototype-polluting keys', () => {
    const parsed = parseStripeForm('a]b=1&__proto__[x]=1&c[constructor][y]=2&ok=yes');
    expect(parsed).toEqual({ ok: 'yes' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
