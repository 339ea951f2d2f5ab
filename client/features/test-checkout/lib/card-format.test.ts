import { expect, test } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format.ts';

test('groups a card number in fours and drops anything but digits', () => {
  expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
  expect(formatCardNumber('4242 4242 4242 4242 4242')).toBe('4242 4242 4242 4242 424');
});

test('writes the expiry as MM / YY and lets the separator be deleted', () => {
  expect(formatExpiry('12')).toBe('12 / ');
  expect(formatExpiry('1234')).toBe('12 / 34');
  expect(formatExpiry('12 / 345')).toBe('12 / 34');
  expect(formatExpiry('5')).toBe('05 / ');
  expect(formatExpiry('1')).toBe('1');
  expect(formatExpiry('12 /', '12 / ')).toBe('12');
});

test('keeps at most four CVC digits', () => {
  expect(formatCvc('12a34 5')).toBe('1234');
});
