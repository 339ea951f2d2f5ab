// What a verified payment leaves in session storage for the signup page (spec section 4, "Payment and signup
// flow"). The server keeps its own record of the checkout (docs/decisions/022-payments.md); these only let the
// page decide what to show and which ids to link after registering.

const KEYS = {
  verified: 'paymentVerified',
  email: 'customerEmail',
  customerId: 'customerId',
  subscriptionId: 'subscriptionId',
} as const;

/** The verified checkout as the signup page reads it. */
export interface PaymentFlags {
  customerEmail: string | null;
  customerId: string | null;
  subscriptionId: string | null;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Storage disabled by the browser: the signup page then asks for payment again.
  }
}

/** Records a verified payment (verified flag, customer e-mail, customer id, subscription id). */
export function storePaymentFlags(flags: PaymentFlags): void {
  const store = storage();
  if (!store) return;
  store.setItem(KEYS.verified, 'true');
  for (const [key, value] of [
    [KEYS.email, flags.customerEmail],
    [KEYS.customerId, flags.customerId],
    [KEYS.subscriptionId, flags.subscriptionId],
  ] as const) {
    if (value) store.setItem(key, value);
    else store.removeItem(key);
  }
}

/** The stored verified payment, or null when there is none. */
export function readPaymentFlags(): PaymentFlags | null {
  const store = storage();
  if (store?.getItem(KEYS.verified) !== 'true') return null;
  return {
    customerEmail: store.getItem(KEYS.email),
    customerId: store.getItem(KEYS.customerId),
    subscriptionId: store.getItem(KEYS.subscriptionId),
  };
}

/** Forgets the verified payment (after registering, or when the server says it is gone). */
export function clearPaymentFlags(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(KEYS)) store.removeItem(key);
}
