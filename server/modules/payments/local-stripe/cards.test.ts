import { describe, expect, test } from 'vitest';
import { checkTestCard } from './cards.ts';
import { LocalStripeError } from './errors.ts';

const NOW = new Date('2026-06-15T12:00:00Z');

function refusal(number: string, exp_month = 12, exp_year = 2030) {
  try {
    checkTestCard({ number, exp_month, exp_year, cvc: '123' }, NOW);
  } catch (error) {
    if (error instanceof LocalStripeError)
      return { code: error.code, message: error.message, status: error.statusCode };
    throw error;
  }
  return null;
}

describe('test cards', () => {
  test.each([
    ['4242424242424242', 'visa'],
    ['4242 4242 4242 4242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
  ])('%s pays as %s', (number, brand) => {
    const card = checkTestCard({ number, exp_month: 6, exp_year: 2026, cvc: '123' }, NOW);
    expect(card).toMatchObject({ brand, last4: number.slice(-4), exp_month: 6, exp_year: 2026 });
  });

  test('a number failing the Luhn check is invalid', () => {
    expect(refusal('4242424242424241')).toEqual({
      code: 'incorrect_number',
      message: 'Your card number is invalid.',
      status: 402,
    });
    expect(refusal('42424242')?.code).toBe('incorrect_number');
  });

  test.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'card_declined', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
  ])('%s fails with %s', (number, code, message) => {
    expect(refusal(number)).toEqual({ code, message, status: 402 });
  });

  test('an expiry in the past is refused by year, then by month', () => {
    expect(refusal('4242424242424242', 12, 2025)?.message).toBe(
      "Your card's expiration year is in the past.",
    );
    expect(refusal('4242424242424242', 5, 2026)?.message).toBe("Your card's expiration date is in the past.");
    expect(refusal('4242424242424242', 13, 2027)?.message).toBe("Your card's expiration month is invalid.");
    expect(refusal('4242424242424242', 6, 2026)).toBeNull();
  });
});
