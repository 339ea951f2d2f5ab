// Typing helpers for the test-mode card form: the number grouped in fours, the expiry as "MM / YY", the CVC digits.
// They only shape what is typed; the shared TestCardInputSchema decides what is valid.

const MAX_CARD_DIGITS = 19;

function digitsOf(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** "4242424242424242" → "4242 4242 4242 4242" (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return digitsOf(value, MAX_CARD_DIGITS).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "1234" → "12 / 34"; a single first digit above 1 is read as a month ("5" → "05 / "). Deleting back over the
 * separator (`previous` ended in " / ") drops it instead of adding it again.
 */
export function formatExpiry(value: string, previous = ''): string {
  let digits = digitsOf(value, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  const isDeleting = value.length < previous.length;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return isDeleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** Only digits, at most 4. */
export function formatCvc(value: string): string {
  return digitsOf(value, 4);
}
