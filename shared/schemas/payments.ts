import { z } from 'zod';
import { NamePartSchema } from './account.ts';
import { EmailSchema, NewAccountSchema, NewPasswordSchema, PublicUserSchema } from './auth.ts';

// Requests and answers of the payment, signup and subscription calls (spec section 7, decisions "Paying
// and subscribing"; docs/decisions/022-payments.md).

const ProviderId = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9_]+$/, 'Not a valid id');

/** POST /api/create-checkout-session and POST /api/payment-methods/setup-session answer: where to pay. */
export const CheckoutUrlSchema = z.object({ url: z.string() });
export type CheckoutUrl = z.infer<typeof CheckoutUrlSchema>;

/** POST /api/verify-payment body. */
export const VerifyPaymentInputSchema = z.object({ sessionId: ProviderId });

/**
 * What a paid checkout is waiting for (docs/decisions/030): `signup` an account to be created with its e-mail;
 * `existing-account` its e-mail has an account already, which joins the payment after signing in;
 * `linked` it is an account's subscription (a resubscription, or the account it made or joined);
 * `refunded` it was refunded because the account it joined already paid.
 */
export const CheckoutStateSchema = z.enum(['signup', 'existing-account', 'linked', 'refunded']);
export type CheckoutState = z.infer<typeof CheckoutStateSchema>;

/**
 * POST /api/verify-payment answer. `linked` is true when the checkout is an account's subscription (a signed-in
 * account's resubscription is linked at once; no signup follows). `state` says what comes next; it is null
 * when the checkout is not verified (success false).
 */
export const VerifyPaymentResultSchema = z.object({
  success: z.boolean(),
  customerEmail: z.string().nullable(),
  customerId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  linked: z.boolean(),
  state: CheckoutStateSchema.nullable(),
});
export type VerifyPaymentResult = z.infer<typeof VerifyPaymentResultSchema>;

/**
 * GET /api/pending-signup and POST /api/pending-signup/open-link answer: the paid checkout this browser holds
 * (its `aqs_signup` cookie), or state `none`. `sessionId` lets the visitor come back to /payment-success.
 */
export const PendingSignupSchema = z.object({
  state: z.enum(['none', 'signup', 'existing-account', 'linked']),
  customerEmail: z.string().nullable(),
  customerId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  sessionId: z.string().nullable(),
});
export type PendingSignup = z.infer<typeof PendingSignupSchema>;

/** The 400 answer to a signup link that is unknown or past its 7 days. */
export const INVALID_SIGNUP_LINK_MESSAGE =
  'This link has expired or is not valid. Open the payment confirmation page again, or write to support and we will finish your account with you.';

/** POST /api/pending-signup/open-link body: the token of the e-mailed link. */
export const OpenSignupLinkInputSchema = z.object({
  token: z
    .string({ error: INVALID_SIGNUP_LINK_MESSAGE })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, INVALID_SIGNUP_LINK_MESSAGE),
});

/** POST /api/register body (the signup form adds a confirmation the server does not need). */
export const RegisterInputSchema = NewAccountSchema.extend({
  firstName: NamePartSchema.optional(),
  lastName: NamePartSchema.optional(),
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** The one password rule, stated once on the signup form. */
export const SIGNUP_PASSWORD_HINT = 'At least 8 characters.';

/**
 * The signup form: the register body plus the confirmation. The one length rule (8 characters, stated up front
 * as SIGNUP_PASSWORD_HINT) is checked on the password. The confirmation says nothing while the password itself
 * is not acceptable, and then only the spec's "Passwords don't match": a confirmation of an 8-character password
 * that differs from it is a mismatch, so the spec's 6-character message would only contradict the rule
 * (docs/decisions/030).
 */
export const SignupFormSchema = RegisterInputSchema.extend({
  firstName: NamePartSchema,
  lastName: NamePartSchema,
  confirmPassword: z.string(),
}).superRefine((v, ctx) => {
  if (!NewPasswordSchema.safeParse(v.password).success || v.confirmPassword === v.password) return;
  ctx.addIssue({ code: 'custom', message: "Passwords don't match", path: ['confirmPassword'] });
});
export type SignupForm = z.infer<typeof SignupFormSchema>;

/** POST /api/claim-payment body: the paid checkout (verified in this browser) the signed-in account takes. */
export const ClaimPaymentInputSchema = z.object({ sessionId: ProviderId });

/**
 * POST /api/claim-payment (and POST /api/link-subscription) answer: `attached` the payment is now the account's
 * subscription; `refunded` the account already had an active subscription, so this one was canceled and its
 * payment refunded (`refundedUsd`; `resumedUntil` when the account's own subscription, set to end, was resumed).
 */
export const ClaimPaymentResultSchema = z.object({
  outcome: z.enum(['attached', 'refunded']),
  message: z.string(),
  refundedUsd: z.number().nullable(),
  resumedUntil: z.string().nullable(),
  user: PublicUserSchema,
});
export type ClaimPaymentResult = z.infer<typeof ClaimPaymentResultSchema>;

/** POST /api/link-subscription body. */
export const LinkSubscriptionInputSchema = z.object({
  customerId: ProviderId,
  subscriptionId: ProviderId,
});
export type LinkSubscriptionInput = z.infer<typeof LinkSubscriptionInputSchema>;

/** POST /api/link-subscription and POST /api/cancel-subscription answer: a note and the refreshed user. */
export const SubscriptionChangeSchema = z.object({
  message: z.string(),
  user: PublicUserSchema,
});
export type SubscriptionChange = z.infer<typeof SubscriptionChangeSchema>;

/** GET /api/subscription: what Settings > Subscription shows, computed on the server from the stored state. */
export const SubscriptionSummarySchema = z.object({
  /** 'test' shows the "Test mode" badge. */
  mode: z.enum(['stripe', 'test']),
  status: z.enum(['active', 'canceled', 'past_due', 'inactive']),
  /** "Active", "Active - Cancels Jan 5, 2027", "Canceled", "Past Due" or "Inactive". */
  label: z.string(),
  /** Next billing date while active, else the date access ends or ended (ISO), or null. */
  periodEnd: z.string().nullable(),
  /** True while a cancellation is scheduled for periodEnd. */
  cancelScheduled: z.boolean(),
  /** Cancel is offered only when active, with a provider subscription and no cancellation scheduled. */
  canCancel: z.boolean(),
  /** Resume is offered while a cancellation is scheduled and the period end is still ahead. */
  canResume: z.boolean(),
  /** Whether the account may use surveys and proposals now. */
  hasAccess: z.boolean(),
  priceUsd: z.number(),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummarySchema>;

/** One row of GET /api/payment-methods (spec: id, type, isDefault, card {brand, last4, exp_month, exp_year}). */
export const PaymentMethodSchema = z.object({
  id: z.string(),
  type: z.string(),
  isDefault: z.boolean(),
  card: z
    .object({
      brand: z.string(),
      last4: z.string(),
      exp_month: z.number(),
      exp_year: z.number(),
    })
    .nullable(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** Path parameter of the payment-method calls. */
export const PaymentMethodIdSchema = ProviderId;

/** POST /api/payment-methods/confirm-setup body: the setup checkout the browser came back from. */
export const ConfirmSetupInputSchema = z.object({ sessionId: ProviderId });

/**
 * POST /api/payment-methods/confirm-setup answer: `added` the card is saved; `duplicate` the same card (same
 * fingerprint) was already saved, so the new copy was removed; `message` says which, in words.
 */
export const ConfirmSetupResultSchema = z.object({
  outcome: z.enum(['added', 'duplicate']),
  message: z.string(),
});
export type ConfirmSetupResult = z.infer<typeof ConfirmSetupResultSchema>;

/** GET /api/test-checkout/:id: the local test-mode checkout page's data. */
export const TestCheckoutSchema = z.object({
  id: z.string(),
  mode: z.enum(['subscription', 'setup']),
  status: z.enum(['open', 'complete', 'expired']),
  amountUsd: z.number(),
  email: z.string().nullable(),
  cancelUrl: z.string(),
});
export type TestCheckout = z.infer<typeof TestCheckoutSchema>;

/** POST /api/test-checkout/:id/pay body: a test card. */
export const TestCardInputSchema = z.object({
  cardNumber: z
    .string()
    .trim()
    .min(1, 'Card number is required')
    .max(32)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, "Your card's expiration date is incomplete."),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  name: z.string().trim().max(200).optional(),
  email: EmailSchema.optional(),
});
export type TestCardInput = z.infer<typeof TestCardInputSchema>;

/** POST /api/test-checkout/:id/pay answer: where the provider sends the browser next. */
export const TestCheckoutResultSchema = z.object({ redirectUrl: z.string() });
export type TestCheckoutResult = z.infer<typeof TestCheckoutResultSchema>;
