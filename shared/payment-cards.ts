// How a saved card is named on screen and in the server's messages ("Visa •••• 4242"), and the rule that one
// card always stays on file (spec: at least 1 payment method must remain).

/** The last card cannot be removed: the server's refusal and the reason the page shows beside the only card. */
export const LAST_PAYMENT_METHOD = 'You must have at least one payment method on file.';

/** The card fields a name is made of (a PaymentMethod of the API, or the provider's card). */
interface NamedMethod {
  type: string;
  card: { brand: string; last4: string } | null;
}

const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** The card's brand as people write it ("visa" → "Visa"); unknown brands are capitalised. */
export function brandName(brand: string): string {
  return BRAND_NAMES[brand.toLowerCase()] ?? (brand ? brand[0]!.toUpperCase() + brand.slice(1) : 'Card');
}

/** "Visa •••• 4242", or the method's type when it is not a card. */
export function describeMethod(method: NamedMethod): string {
  if (!method.card) return brandName(method.type);
  return `${brandName(method.card.brand)} •••• ${method.card.last4}`;
}

/** The expiry as MM/YY, e.g. "04/28". */
export function formatCardExpiry(card: { exp_month: number; exp_year: number }): string {
  return `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;
}
