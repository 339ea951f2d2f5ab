import { createHash } from 'node:crypto';
import { LocalStripeError } from './errors.ts';
import type { LocalCard } from './objects.ts';

/** A card as typed on the checkout page. */
export interface TestCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

// Stripe's documented test cards that fail, with the error Stripe answers for each
// (https://docs.stripe.com/testing#declined-payments).
const FAILING_CARDS: Record<string, { code: string; declineCode?: string; message: string }> = {
  '4000000000000002': {
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000069': {
    code: 'expired_card',
    declineCode: 'expired_card',
    message: 'Your card has expired.',
  },
  '4000000000000127': {
    code: 'incorrect_cvc',
    declineCode: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
};

/**
 * Checks a test card the way Stripe does and answers its details, or throws Stripe's card error:
 * a bad number or a past expiry first, then the documented failing test cards; any other valid number pays.
 */
export function checkTestCard(card: TestCard, now: Date): LocalCard {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    throw cardError('incorrect_number', 'Your card number is invalid.', 'number');
  }
  const year = now.getUTCFullYear();
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12) {
    throw cardError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  }
  if (card.exp_year < year) {
    throw cardError('invalid_expiry_year', "Your card's expiration year is in the past.", 'exp_year');
  }
  if (card.exp_year === year && card.exp_month < now.getUTCMonth() + 1) {
    throw cardError('invalid_expiry_month', "Your card's expiration date is in the past.", 'exp_month');
  }
  const failing = FAILING_CARDS[number];
  if (failing) throw cardError(failing.code, failing.message, undefined, failing.declineCode);
  const brand = detectBrand(number);
  return {
    brand,
    display_brand: brand,
    last4: number.slice(-4),
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    funding: 'credit',
    country: 'US',
    fingerprint: createHash('sha256').update(number).digest('base64url').slice(0, 16),
  };
}

function cardError(code: string, message: string, param?: string, declineCode?: string): LocalStripeError {
  return new LocalStripeError('card_error', code, message, 402, { param, declineCode });
}

function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function detectBrand(number: string): string {
  if (number.startsWith('4')) return 'visa';
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (number.startsWith('6011') || number.startsWith('65')) return 'discover';
  if (two === 36 || two === 30 || two === 38) return 'diners';
  if (four >= 3528 && four <= 3589) return 'jcb';
  return 'unknown';
}
