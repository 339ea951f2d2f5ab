import { z } from 'zod';

/** Sign-in form and POST /api/login body: username or e-mail plus password. */
export const LoginInputSchema = z.object({
  username: z.string().trim().min(1, 'Username or email is required').max(254),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** Usernames: 3 to 32 letters, digits, dot, underscore or hyphen. */
export const UsernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may use only letters, digits, dot, underscore and hyphen');

/** New passwords everywhere: at least 8 characters (docs/decisions/002-sessions-and-sign-in.md). */
export const NewPasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters long')
  .max(256, 'Password must be at most 256 characters');

/** E-mail address as entered in forms. */
export const EmailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .email('Please enter a valid email')
  .max(254);

/**
 * A new account's username, e-mail and password, each by its rule: POST /api/register declares it (with the
 * names) and createAccount checks its callers' input with it (the operator's create-user, the demo seed).
 */
export const NewAccountSchema = z.object({
  username: UsernameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type NewAccountInput = z.infer<typeof NewAccountSchema>;

export const SubscriptionStatusSchema = z.enum(['active', 'canceled', 'past_due', 'inactive']);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** The user as the client sees it (GET /api/user, POST /api/login). */
export const PublicUserSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  phone: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  subscriptionStatus: z.string(),
  subscriptionPeriodEnd: z.string().nullable(),
  subscriptionCanceledAt: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  stripeSubscriptionId: z.string().nullable(),
  hasActiveSubscription: z.boolean(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** One row of GET /api/sessions. */
export const SessionInfoSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  lastActivity: z.string(),
  createdAt: z.string(),
  isCurrent: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
