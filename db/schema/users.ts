import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment, ownerId, serialId, timestamps, updatedAt } from './columns.ts';

/** Accounts: subscribers and administrators. E-mail and username are unique case-insensitively. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    username: text('username'),
    password: text('password'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** The rep's job title and direct phone, signed under the cover letter and on the PDFs (Settings > Profile). */
    jobTitle: text('job_title'),
    phone: text('phone'),
    profileImageUrl: text('profile_image_url'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    lastLogin: moment('last_login'),
    resetToken: text('reset_token'),
    resetTokenExpiry: moment('reset_token_expiry'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    subscriptionStatus: text('subscription_status').notNull().default('inactive'),
    subscriptionPeriodEnd: moment('subscription_period_end'),
    subscriptionCanceledAt: moment('subscription_canceled_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_stripe_customer_key').on(t.stripeCustomerId),
  ],
);

/** Server-side sessions: sid is the SHA-256 of the cookie token; expire is the idle/absolute deadline. */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').$type<{ userId: string; absoluteExpiresAt: string }>().notNull(),
    expire: moment('expire').notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

/** The per-user view of sessions shown in settings (device, address, last activity). */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(() => users.id),
    sessionId: text('session_id')
      .notNull()
      .unique()
      .references(() => sessions.sid, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    lastActivity: moment('last_activity').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId, t.lastActivity)],
);

/** Single-use password reset tokens; token holds a hash, never the token itself. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: serialId(),
  userId: ownerId(() => users.id),
  token: text('token').notNull().unique(),
  expiresAt: moment('expires_at').notNull(),
  used: boolean('used').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * Why a session ended, for the browser that still holds its cookie: keyed by the session's hash (`sessions.sid`),
 * kept until the session would have expired anyway, read and deleted on that browser's next request.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    sid: text('sid').primaryKey(),
    reason: text('reason').notNull(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [index('ended_sessions_expires_idx').on(t.expiresAt)],
);

/** Single-use links confirming a change of e-mail address; token holds a hash, never the token itself. */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: serialId(),
    userId: ownerId(() => users.id),
    newEmail: text('new_email').notNull(),
    token: text('token').notNull().unique(),
    expiresAt: moment('expires_at').notNull(),
    used: boolean('used').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('email_change_tokens_user_idx').on(t.userId)],
);

/** Failed sign-in attempts, kept in the database so limits hold across instances and restarts. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serialId(),
    accountKey: text('account_key').notNull(),
    ipAddress: text('ip_address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_account_idx').on(t.accountKey, t.createdAt),
    index('login_attempts_ip_idx').on(t.ipAddress, t.createdAt),
  ],
);

/** Small key/value store for instance-wide settings such as the generated signing secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/** Files in storage (photos, RFPs): who owns each key, so files are served only to their owner. */
export const storedObjects = pgTable(
  'stored_objects',
  {
    key: text('key').primaryKey(),
    userId: ownerId(() => users.id),
    kind: text('kind').notNull(),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    uploadedAt: moment('uploaded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('stored_objects_user_idx').on(t.userId)],
);
