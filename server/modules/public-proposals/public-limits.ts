import { createHash } from 'node:crypto';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { rateLimitHits } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { HttpError } from '#server/lib/errors.ts';

/** Limits on the public proposal routes, per address over an hour (docs/decisions/040-send-share-and-accept.md). */
export const PUBLIC_PROPOSAL_LIMITS = {
  /** Page opens and PDF downloads: generous for a customer who comes back, a wall for a script guessing tokens. */
  read: { scope: 'public-proposal:read', max: 120, windowMs: 60 * 60 * 1000 },
  /** Accepts and declines. */
  answer: { scope: 'public-proposal:answer', max: 20, windowMs: 60 * 60 * 1000 },
} as const;

/**
 * Counts one public request from an address (hashed) and refuses it with 429 past the limit. The hit is written
 * before counting, so concurrent requests all count; refused ones are not kept.
 */
export async function countPublicRequest(
  db: Database,
  limit: (typeof PUBLIC_PROPOSAL_LIMITS)[keyof typeof PUBLIC_PROPOSAL_LIMITS],
  ip: string,
  now = clock.now(),
): Promise<void> {
  const key = createHash('sha256').update(ip).digest('hex');
  const since = new Date(now.getTime() - limit.windowMs);
  const ofKey = and(eq(rateLimitHits.scope, limit.scope), eq(rateLimitHits.key, key));
  await db.delete(rateLimitHits).where(and(ofKey, lt(rateLimitHits.createdAt, since)));
  const [hit] = await db
    .insert(rateLimitHits)
    .values({ scope: limit.scope, key, createdAt: now })
    .returning({ id: rateLimitHits.id });
  const [row] = await db
    .select({ hits: count() })
    .from(rateLimitHits)
    .where(and(ofKey, gt(rateLimitHits.createdAt, since)));
  if ((row?.hits ?? 0) <= limit.max) return;
  await db.delete(rateLimitHits).where(eq(rateLimitHits.id, hit!.id));
  throw new HttpError(429, 'Too many requests from this network. Please try again in an hour.', undefined, {
    'Retry-After': String(limit.windowMs / 1000),
  });
}
