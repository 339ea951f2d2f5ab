import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { idempotencyKeys } from '#db/schema/index.ts';
import { clock } from '#server/lib/clock.ts';
import { badRequest } from '#server/lib/errors.ts';
import { IDEMPOTENCY_KEY_TTL_MS } from '#shared/schemas/sync.ts';

// Idempotency keys (docs/decisions/041): one row per (user, key), taken before the handler runs and holding the
// first answer afterwards. Everything is in the database, so several server instances share it.

/** A first request still running after this long is taken to have died with its server: a retry may run. */
export const IN_PROGRESS_STALE_MS = 5 * 60 * 1000;

/** A stored key as a later request with it finds it. */
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** The request a key is sent with: who, which key, and what the request is. */
export interface IdempotentRequest {
  userId: string;
  key: string;
  method: string;
  path: string;
  bodyHash: string;
}

/** What taking a key found: it is this request's now, or an earlier request's (finished or running). */
export type KeyClaim =
  | { kind: 'claimed'; id: number }
  | { kind: 'replay'; row: IdempotencyRow }
  | { kind: 'in-progress' }
  | { kind: 'reused' };

/**
 * SHA-256 (hex) of a request body as Fastify parsed it: bytes as they are, JSON as its text, none as ''. A body
 * nested too deeply to write back as text (JSON.stringify overflows the stack) answers 400: no route takes one.
 */
export function hashBody(body: unknown): string {
  const hash = createHash('sha256');
  if (body === undefined || body === null) hash.update('');
  else if (Buffer.isBuffer(body) || typeof body === 'string') hash.update(body);
  else {
    try {
      hash.update(JSON.stringify(body));
    } catch (error) {
      if (error instanceof RangeError) throw badRequest('The request body is nested too deeply');
      throw error;
    }
  }
  return hash.digest('hex');
}

/**
 * Takes the key for this request in one statement: a new key, an expired one (older than 7 days, not yet
 * purged) or one whose first request died running is this request's; two requests at once cannot both take
 * it (the unique index on (user, key) makes the second wait for the first's insert, then see it).
 */
export async function claimIdempotencyKey(
  db: Database,
  request: IdempotentRequest,
  now = clock.now(),
): Promise<KeyClaim> {
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const stale = new Date(now.getTime() - IN_PROGRESS_STALE_MS);
  const fresh = {
    method: request.method,
    path: request.path,
    bodyHash: request.bodyHash,
    status: null,
    contentType: null,
    responseBody: null,
    responseHeaders: null,
    createdAt: now,
  };
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ userId: request.userId, key: request.key, ...fresh })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: fresh,
      setWhere: sql`${idempotencyKeys.createdAt} <= ${expired.toISOString()}::timestamptz
        OR (${idempotencyKeys.status} IS NULL AND ${idempotencyKeys.createdAt} <= ${stale.toISOString()}::timestamptz)`,
    })
    .returning({ id: idempotencyKeys.id });
  if (claimed) return { kind: 'claimed', id: claimed.id };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
  // Released between the two statements (its first request failed): this request may take it now.
  if (!row) return claimIdempotencyKey(db, request, now);
  const same =
    row.method === request.method && row.path === request.path && row.bodyHash === request.bodyHash;
  if (!same) return { kind: 'reused' };
  if (row.status === null) return { kind: 'in-progress' };
  return { kind: 'replay', row };
}

/** The first answer a key replays from now on. */
export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string | null;
  headers: Record<string, string>;
}

/** Keeps the first request's answer under its key. */
export async function storeIdempotentAnswer(db: Database, id: number, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      status: answer.status,
      contentType: answer.contentType,
      responseBody: answer.body,
      responseHeaders: answer.headers,
    })
    .where(eq(idempotencyKeys.id, id));
}

/** Frees a key whose first request failed (5xx, or an answer that cannot be kept), so a retry runs. */
export async function releaseIdempotencyKey(db: Database, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

/** Deletes keys older than 7 days; called with the session purge, at start and every hour. */
export async function purgeExpiredIdempotencyKeys(db: Database, now = clock.now()): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)));
}
