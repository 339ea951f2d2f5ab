import { z } from 'zod';
import { EmailSchema, NewPasswordSchema, UsernameSchema } from './auth.ts';
import { PageQuerySchema } from './paging.ts';

// Requests and answers of the admin calls (spec section 7 "Admin"; docs/decisions/023-accounts-and-mail.md).

/** GET /api/admin/stats: the admin panel's three cards. */
export const AdminStatsSchema = z.object({
  totalUsers: z.number().int(),
  adminUsers: z.number().int(),
  /** Successful sign-ins in the last 7 days. */
  recentLogins: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** One account as the admin user list shows it. */
export const AdminUserSchema = z.object({
  id: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  subscriptionStatus: z.enum(['active', 'canceled', 'past_due', 'inactive']),
  /** "Active", "Active - Cancels Jan 5, 2027", "Canceled", "Past Due" or "Inactive". */
  subscriptionLabel: z.string(),
  /** Active, with a provider subscription and no cancellation scheduled (spec section 6). */
  canCancelSubscription: z.boolean(),
  /** A cancellation is scheduled and its date is still ahead: it can be withdrawn. */
  canResumeSubscription: z.boolean(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  /** The admin whose e-mail is ADMIN_EMAIL: never deleted, deactivated or demoted. */
  isProtected: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** GET /api/admin/users answer: one page, the count of every match, and the next page's cursor. */
export const AdminUserPageSchema = z.object({
  users: z.array(AdminUserSchema),
  /** Accounts matching the search across all pages. */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

/** A position in the user list (newest first): the last row's exact created_at (UTC, microseconds) and id. */
export interface AdminUserCursor {
  createdAt: string;
  id: string;
}

/** The 400 message for a user-list cursor this API did not give out. */
export const INVALID_USER_CURSOR_MESSAGE = 'Invalid cursor: start again from the first page';
const CURSOR_TEXT =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)~([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** Turns a user-list position into the opaque cursor string the API hands out. */
export function encodeUserCursor(cursor: AdminUserCursor): string {
  return btoa(`${cursor.createdAt}~${cursor.id}`)
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** Reads a user-list cursor back, or null when it is not one this API could have made. */
export function decodeUserCursor(text: string): AdminUserCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return null;
  let decoded: string;
  try {
    decoded = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const match = CURSOR_TEXT.exec(decoded);
  if (!match || Number.isNaN(Date.parse(match[1]!))) return null;
  return { createdAt: match[1]!, id: match[2]! };
}

/** GET /api/admin/users query: `?q=` (username, name or e-mail), `?limit=` and `?cursor=`. */
export const AdminUserListQuerySchema = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string({ error: 'q must be text' }).max(100, 'q must be at most 100 characters').optional(),
  ),
  limit: PageQuerySchema.shape.limit,
  cursor: z
    .string({ error: INVALID_USER_CURSOR_MESSAGE })
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === '') return undefined;
      const cursor = decodeUserCursor(text);
      if (!cursor) ctx.addIssue({ code: 'custom', message: INVALID_USER_CURSOR_MESSAGE });
      return cursor ?? undefined;
    }),
});
export type AdminUserListQuery = z.output<typeof AdminUserListQuerySchema>;
/** Rows the admin panel asks for per page. */
export const ADMIN_USER_PAGE_SIZE = 25;

/** A password field where blank means "keep the current one". */
const OptionalNewPassword = z.union([z.literal(''), NewPasswordSchema]);

/**
 * PATCH /api/admin/users/:id body: only the fields that change. A blank or missing password keeps the current
 * one. Unknown keys (isAdmin, email...) are refused: this call never changes a role.
 */
export const AdminUserUpdateInputSchema = z.strictObject(
  {
    username: UsernameSchema.optional(),
    password: OptionalNewPassword.optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'Only username and password can be changed' : undefined,
  },
);
export type AdminUserUpdateInput = z.infer<typeof AdminUserUpdateInputSchema>;

/** The edit-credentials dialog's form: both fields always present, the password blank to keep it. */
export const AdminCredentialsFormSchema = z.object({
  username: UsernameSchema,
  password: OptionalNewPassword,
});
export type AdminCredentialsForm = z.infer<typeof AdminCredentialsFormSchema>;

/** POST /api/admin/send-password-reset body. */
export const AdminPasswordResetInputSchema = z.object({ email: EmailSchema });

/** POST /api/admin/send-password-reset answer: where the message went. */
export const AdminPasswordResetResultSchema = z.object({ note: z.string() });
export type AdminPasswordResetResult = z.infer<typeof AdminPasswordResetResultSchema>;

/** POST /api/admin/cancel-subscription and resume-subscription body: the account whose subscription changes. */
export const AdminSubscriptionInputSchema = z.object({
  userId: z.uuid({ error: 'userId must be a user id' }),
});

/** POST /api/admin/cancel-subscription and resume-subscription answer: a note and the account as the list shows it now. */
export const AdminSubscriptionChangeResultSchema = z.object({
  message: z.string(),
  user: AdminUserSchema,
});
export type AdminSubscriptionChangeResult = z.infer<typeof AdminSubscriptionChangeResultSchema>;

/** POST /api/admin/sync-subscriptions answer (spec: results {synced, skipped, failed}). */
export const SyncSubscriptionsResultSchema = z.object({
  results: z.object({
    synced: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
  }),
});
export type SyncSubscriptionsResult = z.infer<typeof SyncSubscriptionsResultSchema>;
