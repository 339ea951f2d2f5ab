import { createHash } from 'node:crypto';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { rateLimitHits } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { HttpError } from '#server/lib/errors.ts';
import type { UserRow } from '#server/modules/auth/sessions.ts';
import {
  effectiveSubscriptionStatus,
  formatSubscriptionDate,
  isCancelScheduled,
} from '#shared/subscriptions.ts';
import { callProvider } from './subscriptions.ts';
import type { PaymentProvider } from './types.ts';

/** Checkout starts allowed per address in CHECKOUT_WINDOW_MS (a person needs a few; a script gets refused). */
export const CHECKOUT_LIMIT = 30;
/** The window the checkout limit counts in. */
export const CHECKOUT_WINDOW_MS = 60 * 60 * 1000;
const SCOPE = 'checkout';
/** Checkout's refusal for an account that already pays. */
const SUBSCRIPTION_ALREADY_ACTIVE = 'Your subscription is already active.';

/** Where the provider sends the browser after paying; the provider fills in the session id. */
export function checkoutSuccessUrl(appUrl: string): string {
  return `${appUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`;
}

/**
 * Counts one checkout start from an address (hashed: addresses are personal) and refuses it (429) past the
 * limit. The hit is written before counting, so concurrent starts all count; refused ones are not kept.
 */
async function countCheckoutStart(db: Database, ip: string, now: Date): Promise<void> {
  const key = createHash('sha256').update(ip).digest('hex');
  const since = new Date(now.getTime() - CHECKOUT_WINDOW_MS);
  // Hits older than the window never count again.
  await db
    .delete(rateLimitHits)
    .where(
      and(eq(rateLimitHits.scope, SCOPE), eq(rateLimitHits.key, key), lt(rateLimitHits.createdAt, since)),
    );
  const [hit] = await db
    .insert(rateLimitHits)
    .values({ scope: SCOPE, key, createdAt: now })
    .returning({ id: rateLimitHits.id });
  const [row] = await db
    .select({ hits: count() })
    .from(rateLimitHits)
    .where(
      and(eq(rateLimitHits.scope, SCOPE), eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, since)),
    );
  if ((row?.hits ?? 0) <= CHECKOUT_LIMIT) return;
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, hit!.id));
  throw new HttpError(
    429,
    'Too many payment attempts from this network. Please wait an hour and try again.',
    undefined,
    { 'Retry-After': String(CHECKOUT_WINDOW_MS / 1000) },
  );
}

/** Who is starting a checkout: a visitor (new customer) or a signed-in account (resubscription). */
export interface CheckoutStart {
  appUrl: string;
  ip: string;
  user: UserRow | null;
  now?: Date;
}

/**
 * Starts a subscription checkout and answers its URL. Signed out: a new customer. Signed in: a resubscription
 * for the account (its customer when it has one, else its e-mail; client_reference_id = the account), so the
 * payment is linked to it and no new account is made. Administrators have no subscription (403); an account
 * whose subscription is active and not ending is not charged twice (409).
 */
export async function startSubscriptionCheckout(
  db: Database,
  provider: PaymentProvider,
  start: CheckoutStart,
): Promise<string> {
  const { user, appUrl } = start;
  if (user?.isAdmin) throw new HttpError(403, 'Administrators do not have a subscription');
  // Paying twice for one account helps nobody: an active subscription is not bought again, and one set to end
  // is resumed instead (docs/decisions/030). A lapsed or past-due subscription may resubscribe.
  if (user && effectiveSubscriptionStatus(user) === 'active') {
    if (isCancelScheduled(user)) {
      const until = formatSubscriptionDate(user.subscriptionPeriodEnd, 'UTC');
      throw new HttpError(
        409,
        `Your subscription is active until ${until}. To keep it, choose Resume subscription in Settings instead of paying again.`,
      );
    }
    throw new HttpError(409, SUBSCRIPTION_ALREADY_ACTIVE);
  }
  await countCheckoutStart(db, start.ip, start.now ?? clock.now());
  const checkout = await callProvider(() =>
    provider.createSubscriptionCheckout({
      successUrl: checkoutSuccessUrl(appUrl),
      cancelUrl: `${appUrl}/`,
      ...(user
        ? {
            customerId: user.stripeCustomerId,
            customerEmail: user.stripeCustomerId ? null : user.email,
            clientReferenceId: user.id,
          }
        : {}),
    }),
  );
  if (!checkout.url) throw new HttpError(502, 'Unable to start payment process. Please try again.');
  return checkout.url;
}
