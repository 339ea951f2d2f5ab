import { and, count, eq, gt, min } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { storedObjects } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { HttpError } from '#server/lib/errors.ts';

/** Upload links one user may ask for per hour (a large site is about 20 systems × 5 photos). */
export const UPLOAD_LINKS_PER_HOUR = 200;
const WINDOW_MS = 60 * 60 * 1000;

/**
 * Throws 429 with Retry-After when the user was given UPLOAD_LINKS_PER_HOUR upload links in the last hour.
 * Counted from stored_objects (one row per link), so the limit holds across instances and restarts.
 */
export async function assertUploadLinkAllowed(
  db: Database,
  userId: string,
  now = clock.now(),
): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const [row] = await db
    .select({ links: count(), oldest: min(storedObjects.createdAt) })
    .from(storedObjects)
    .where(and(eq(storedObjects.userId, userId), gt(storedObjects.createdAt, since)));
  if (!row?.oldest || row.links < UPLOAD_LINKS_PER_HOUR) return;
  // The window frees a slot when its oldest link turns an hour old.
  const seconds = Math.max(1, Math.ceil((new Date(row.oldest).getTime() + WINDOW_MS - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new HttpError(
    429,
    `Too many photo uploads in the last hour (at most ${UPLOAD_LINKS_PER_HOUR}). Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(seconds) },
  );
}
