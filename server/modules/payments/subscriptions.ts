import { and, eq, ne, or } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { HttpError } from '#server/lib/errors.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import type { SubscriptionStatus } from '#shared/schemas/auth.ts';
import { type PaymentProvider, PaymentProviderError, type ProviderSubscription } from './types.ts';

// The one way a subscription's state reaches the users table (docs/decisions/022-payments.md, "Flows,
// decided"): webhooks, verify, link, register, cancel and Sync Subscriptions all re-read the subscription
// from the provider and store it through here, so the order events arrive in never matters.

/** What a client reads when the provider cannot be reached. */
export const PROVIDER_UNAVAILABLE = 'The payment service is not answering. Please try again in a minute.';

/**
 * Runs a provider call; the provider's refusal becomes the HttpError a client may read (its safe message and
 * status: a declined card 402, a mistyped card 400, an unknown object 404), never its internals; a provider
 * that cannot be reached answers 503 with PROVIDER_UNAVAILABLE.
 */
export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const answer =
      error.statusCode < 500
        ? new HttpError(error.statusCode, error.userMessage)
        : new HttpError(503, PROVIDER_UNAVAILABLE, undefined, { 'Retry-After': '60' });
    // The provider's own detail stays with the answer for the log (logProviderErrors), never for the client.
    answer.cause = error;
    throw answer;
  }
}

/** The provider's detail behind an answer made by callProvider, for the log; null for any other error. */
export function providerErrorBehind(error: unknown): PaymentProviderError | null {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof PaymentProviderError ? cause : null;
}

/** The stored subscription columns of a user. */
export interface SubscriptionState {
  subscriptionStatus: SubscriptionStatus;
  subscriptionPeriodEnd: Date | null;
  subscriptionCanceledAt: Date | null;
}

/**
 * What the product stores for a provider subscription: active/trialing → active (a scheduled cancellation keeps
 * active and sets the canceled-at date), past_due → past_due, canceled → canceled (period end = when it ended),
 * anything else (unpaid, incomplete, paused…) → inactive. No subscription at all is inactive.
 */
export function subscriptionStateOf(sub: ProviderSubscription | null, now = clock.now()): SubscriptionState {
  if (!sub)
    return { subscriptionStatus: 'inactive', subscriptionPeriodEnd: null, subscriptionCanceledAt: null };
  const scheduled = sub.cancelAtPeriodEnd ? (sub.canceledAt ?? now) : null;
  switch (sub.status) {
    case 'active':
    case 'trialing':
      return {
        subscriptionStatus: 'active',
        subscriptionPeriodEnd: sub.currentPeriodEnd,
        subscriptionCanceledAt: scheduled,
      };
    case 'past_due':
      return {
        subscriptionStatus: 'past_due',
        subscriptionPeriodEnd: sub.currentPeriodEnd,
        subscriptionCanceledAt: scheduled,
      };
    case 'canceled':
      return {
        subscriptionStatus: 'canceled',
        subscriptionPeriodEnd: sub.endedAt ?? sub.currentPeriodEnd,
        subscriptionCanceledAt: sub.canceledAt ?? sub.endedAt ?? now,
      };
    default:
      return {
        subscriptionStatus: 'inactive',
        subscriptionPeriodEnd: sub.currentPeriodEnd,
        subscriptionCanceledAt: null,
      };
  }
}

// How much a subscription is worth keeping on an account when several are candidates: one that gives access
// beats one that does not; among equals the later period end wins.
function rankOf(sub: ProviderSubscription, now: Date): number {
  const state = subscriptionStateOf(sub, now);
  if (state.subscriptionStatus === 'active') return 3;
  if (state.subscriptionStatus === 'past_due') return 2;
  if (
    state.subscriptionStatus === 'canceled' &&
    state.subscriptionPeriodEnd &&
    state.subscriptionPeriodEnd > now
  )
    return 1;
  return 0;
}

function periodEndOf(sub: ProviderSubscription, now: Date): number {
  return subscriptionStateOf(sub, now).subscriptionPeriodEnd?.getTime() ?? 0;
}

/** The subscription an account keeps among candidates (the stored one wins a full tie). */
function chooseSubscription(
  candidates: ProviderSubscription[],
  storedId: string | null,
  now: Date,
): ProviderSubscription | null {
  let best: ProviderSubscription | null = null;
  for (const sub of candidates) {
    if (!best) {
      best = sub;
      continue;
    }
    const byRank = rankOf(sub, now) - rankOf(best, now);
    const byEnd = periodEndOf(sub, now) - periodEndOf(best, now);
    if (byRank > 0 || (byRank === 0 && byEnd > 0) || (byRank === 0 && byEnd === 0 && sub.id === storedId))
      best = sub;
  }
  return best;
}

/** Which account and subscription a sync is about; at least one of the three. */
export interface SyncTarget {
  /** The account (link, register, cancel, verify of a resubscription, Sync Subscriptions). */
  userId?: string | null;
  /** A subscription to consider (an event's, a checkout's). */
  subscriptionId?: string | null;
  /** Its customer: finds the account when no stored subscription id matches. */
  customerId?: string | null;
}

/**
 * A sync decided outside any transaction (provider calls never run inside one: test mode's engine shares the
 * database, and on PGlite a transaction blocks every other query). It applies only if the account still holds
 * the ids it was decided on; otherwise the caller decides again (StaleSyncError).
 */
export interface SyncPlan {
  userId: string;
  seenSubscriptionId: string | null;
  seenCustomerId: string | null;
  /** The subscription to store; null: the provider no longer knows the account's subscription (inactive). */
  subscription: ProviderSubscription | null;
}

/** The account changed between deciding a sync and applying it: decide again. */
export class StaleSyncError extends Error {
  constructor() {
    super('The account changed while its subscription was being synced');
    this.name = 'StaleSyncError';
  }
}

async function findTargetUser(db: Database, target: SyncTarget): Promise<UserRow | undefined> {
  if (target.userId) {
    const [user] = await db.select().from(users).where(eq(users.id, target.userId));
    return user;
  }
  const clauses = [
    ...(target.subscriptionId ? [eq(users.stripeSubscriptionId, target.subscriptionId)] : []),
    ...(target.customerId ? [eq(users.stripeCustomerId, target.customerId)] : []),
  ];
  if (clauses.length === 0) return undefined;
  const found = await db
    .select()
    .from(users)
    .where(or(...clauses))
    .limit(2);
  // An account holding the subscription itself is the better match than one holding only the customer.
  return found.find((u) => u.stripeSubscriptionId === target.subscriptionId) ?? found[0];
}

/** Whether a customer id may be stored on this account: not held by another account (one customer, one account). */
async function isCustomerFree(db: Database, customerId: string, userId: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.stripeCustomerId, customerId), ne(users.id, userId)))
    .limit(1);
  return !other;
}

/**
 * Decides what a sync would store: reads the target's subscription and the account's stored one from the
 * provider (and, for an account-only sync, the customer's newest) and keeps the one worth keeping.
 * Null when no account matches or there is nothing to read.
 */
export async function planSync(
  db: Database,
  provider: PaymentProvider,
  target: SyncTarget,
  now = clock.now(),
): Promise<SyncPlan | null> {
  const user = await findTargetUser(db, target);
  if (!user) return null;
  const ids = [
    ...new Set([target.subscriptionId, user.stripeSubscriptionId].filter((id): id is string => !!id)),
  ];
  const reads = await callProvider(() => Promise.all(ids.map((id) => provider.retrieveSubscription(id))));
  const candidates = reads.filter((sub): sub is ProviderSubscription => !!sub);
  const customerId = user.stripeCustomerId ?? target.customerId ?? null;
  if (!target.subscriptionId && customerId) {
    const latest = await callProvider(() => provider.findLatestSubscription(customerId));
    if (latest && !candidates.some((sub) => sub.id === latest.id)) candidates.push(latest);
  }
  const allowed: ProviderSubscription[] = [];
  for (const sub of candidates) {
    if (sub.customerId === user.stripeCustomerId || (await isCustomerFree(db, sub.customerId, user.id)))
      allowed.push(sub);
  }
  const chosen = chooseSubscription(allowed, user.stripeSubscriptionId, now);
  if (!chosen && !user.stripeSubscriptionId) return null;
  return {
    userId: user.id,
    seenSubscriptionId: user.stripeSubscriptionId,
    seenCustomerId: user.stripeCustomerId,
    subscription: chosen,
  };
}

/** Stores a planned sync on the account (inside the caller's transaction); StaleSyncError if the account moved on. */
export async function applySyncPlan(
  tx: Database,
  plan: SyncPlan,
  now = clock.now(),
): Promise<UserRow | null> {
  const [user] = await tx.select().from(users).where(eq(users.id, plan.userId)).for('update');
  if (!user) return null;
  if (user.stripeSubscriptionId !== plan.seenSubscriptionId || user.stripeCustomerId !== plan.seenCustomerId)
    throw new StaleSyncError();
  const sub = plan.subscription;
  const [updated] = await tx
    .update(users)
    .set({
      ...(sub ? { stripeSubscriptionId: sub.id, stripeCustomerId: sub.customerId } : {}),
      ...subscriptionStateOf(sub, now),
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? null;
}

const SYNC_ATTEMPTS = 3;

/**
 * Plans and applies, deciding again when the account changed in between; `apply` runs inside one transaction
 * and may do more there (record an event, mark a checkout used). Answers what `apply` answered.
 */
export async function runSync<T>(
  db: Database,
  plan: () => Promise<SyncPlan | null>,
  apply: (tx: Database, plan: SyncPlan | null) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const decided = await plan();
    try {
      return await db.transaction((tx) => apply(tx, decided));
    } catch (error) {
      if (!(error instanceof StaleSyncError) || attempt >= SYNC_ATTEMPTS) throw error;
    }
  }
}

/**
 * Re-reads an account's subscription from the provider and stores it. The account is the target's user, or the
 * one holding the target's subscription, or the one holding its customer. Answers the updated row, or null when
 * no account matches (a signup not registered yet: register reads the provider itself) or there is nothing to read.
 */
export async function syncSubscription(
  db: Database,
  provider: PaymentProvider,
  target: SyncTarget,
): Promise<UserRow | null> {
  return runSync(
    db,
    () => planSync(db, provider, target),
    async (tx, plan) => (plan ? applySyncPlan(tx, plan) : null),
  );
}

/** Stores a subscription the provider just answered (after cancel) on an account that holds it. */
async function storeSubscription(
  db: Database,
  provider: PaymentProvider,
  user: UserRow,
  sub: ProviderSubscription,
): Promise<UserRow> {
  const plan: SyncPlan = {
    userId: user.id,
    seenSubscriptionId: user.stripeSubscriptionId,
    seenCustomerId: user.stripeCustomerId,
    subscription: sub,
  };
  try {
    const stored = await db.transaction((tx) => applySyncPlan(tx, plan));
    if (stored) return stored;
  } catch (error) {
    if (!(error instanceof StaleSyncError)) throw error;
  }
  return (await syncSubscription(db, provider, { userId: user.id })) ?? user;
}

/** What Sync Subscriptions did: accounts synced, skipped (no provider customer) and failed. */
export interface SyncAllResult {
  synced: number;
  skipped: number;
  failed: number;
}

/** Re-reads every regular account's subscription from the provider (the admin's Sync Subscriptions). */
export async function syncAllSubscriptions(db: Database, provider: PaymentProvider): Promise<SyncAllResult> {
  const accounts = await db
    .select({
      id: users.id,
      customerId: users.stripeCustomerId,
      subscriptionId: users.stripeSubscriptionId,
    })
    .from(users)
    .where(eq(users.isAdmin, false));
  const result: SyncAllResult = { synced: 0, skipped: 0, failed: 0 };
  for (const account of accounts) {
    if (!account.customerId && !account.subscriptionId) {
      result.skipped++;
      continue;
    }
    try {
      await syncSubscription(db, provider, { userId: account.id });
      result.synced++;
    } catch {
      // One account's failure (the provider refused, the row changed three times) must not stop the others.
      result.failed++;
    }
  }
  return result;
}

/** Schedules the end of the account's subscription at its period end and stores the provider's answer. */
export async function cancelAtPeriodEnd(
  db: Database,
  provider: PaymentProvider,
  user: UserRow,
): Promise<UserRow> {
  const subscriptionId = user.stripeSubscriptionId!;
  const sub = await callProvider(() => provider.cancelAtPeriodEnd(subscriptionId));
  return storeSubscription(db, provider, user, sub);
}

/** Withdraws the scheduled end of the account's subscription (it renews again) and stores the provider's answer. */
export async function resumeSubscription(
  db: Database,
  provider: PaymentProvider,
  user: UserRow,
): Promise<UserRow> {
  const subscriptionId = user.stripeSubscriptionId!;
  const sub = await callProvider(() => provider.resumeSubscription(subscriptionId));
  return storeSubscription(db, provider, user, sub);
}

/**
 * Ends an account's subscription now (deleting the account). Null when the account does not exist or has no
 * subscription that is still running; otherwise the stored row after the cancellation.
 */
export async function cancelSubscriptionNow(
  db: Database,
  provider: PaymentProvider,
  userId: string,
): Promise<UserRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user?.stripeSubscriptionId) return null;
  const subscriptionId = user.stripeSubscriptionId;
  const current = await callProvider(() => provider.retrieveSubscription(subscriptionId));
  if (!current || current.status === 'canceled' || current.status === 'incomplete_expired') return null;
  const sub = await callProvider(() => provider.cancelNow(subscriptionId));
  return storeSubscription(db, provider, user, sub);
}
