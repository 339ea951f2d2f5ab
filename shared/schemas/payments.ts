import { z } from 'zod';
import { EmailSchema, NewPasswordSchema, PublicUserSchema, UsernameSchema } from './auth.ts';

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
 * POST /api/verify-payment answer. `linked` is true when the checkout was a signed-in account's
 * resubscription (it is linked to that account at once; no signup follows).
 */
export const VerifyPaymentResultSchema = z.object({
  success: z.boolean(),
  customerEmail: z.string().nullable(),
  customerId: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  linked: z.boolean(),
});
export type VerifyPaymentResult = z.infer<typeof VerifyPaymentResultSchema>;

/** POST /api/register body (the signup form adds a confirmation the server does not need). */
export const RegisterInputSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** The signup form: the register body plus the confirmation (spec section 5 messages). */
export const SignupFormSchema = RegisterInputSchema.extend({
  confirmPassword: z.string().min(6, 'Password must be at least 6 characters'),
}).refine((v) => v.password === v.confirmPassword, {
  message: "Passwords don't match",
  path: ['confirmPassword'],
});
export type SignupForm = z.infer<typeof SignupFormSchema>;

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
