import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, moment, ownerId, serialId, timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * A paid checkout waiting for its account (the pre-signup state, docs/decisions/022-payments.md and 030): bound
 * to the browser that verified it by the hash of the `aqs_signup` cookie (null when only the webhook has seen
 * it), and to the e-mailed "finish creating your account" link by the hash of its token (sent once:
 * `link_sent_at`). One checkout makes one account or joins one (used_at, user_id, resolution).
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash'),
    checkoutSessionId: text('checkout_session_id').notNull().unique(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id').notNull(),
    customerEmail: text('customer_email'),
    verifiedAt: moment('verified_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the e-mailed link's token; null until the e-mail is sent. */
    linkTokenHash: text('link_token_hash').unique(),
    /** When the e-mail went out (the claim that makes it go out once). */
    linkSentAt: moment('link_sent_at'),
    /** What the checkout became: 'account' (made one), 'attached' (an existing account's), 'refunded'. */
    resolution: text('resolution').$type<'account' | 'attached' | 'refunded'>(),
  },
  (t) => [index('pending_signups_token_idx').on(t.tokenHash)],
);

/** Provider events already applied (webhooks are delivered at least once; each id is applied once). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: moment('received_at').notNull().defaultNow(),
});

/**
 * Test mode's payment objects (checkout sessions, customers, subscriptions, payment methods, events), in
 * Stripe's JSON shapes, so the local checkout survives restarts and works across instances.
 */
export const testPaymentObjects = pgTable(
  'test_payment_objects',
  {
    id: text('id').primaryKey(),
    object: text('object').notNull(),
    customerId: text('customer_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    ...timestamps(),
  },
  (t) => [index('test_payment_objects_customer_idx').on(t.customerId, t.object)],
);

/** Successful sign-ins (the admin panel's "logins in the last 7 days"). */
export const signIns = pgTable(
  'sign_ins',
  {
    id: serialId(),
    userId: ownerId(() => users.id),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (t) => [index('sign_ins_created_idx').on(t.createdAt)],
);

/**
 * Hits counted against a rate limit other than sign-in (forgot-password per address and per IP, checkout
 * starts per IP...): `scope` names the limit, `key` the address or IP (hashed where it is personal).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serialId(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_key_idx').on(t.scope, t.key, t.createdAt)],
);
