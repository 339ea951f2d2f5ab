import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '#db/client.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
  SYNC_CONFLICTS_HEADER,
} from '#shared/schemas/sync.ts';
import { isApiRequest } from '../lib/api-request.ts';
import { HttpError } from '../lib/errors.ts';
import {
  claimIdempotencyKey,
  hashBody,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
} from '../services/sync/idempotency.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The id of the idempotency key this request took, while its answer is still to be kept. */
    idempotencyKeyId: number | null;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
/** Answer headers a replay repeats besides the content type. */
const REPLAYED_HEADERS = [SYNC_CONFLICTS_HEADER.toLowerCase()];
const KEY_MESSAGE = 'Idempotency-Key must be 1 to 200 letters, digits or _ . : -';

/**
 * Answers kept for a replay: every success, and the refusals of the body itself (400, 422), which a retry of
 * the same body would get again. Any other refusal changed nothing and may depend on the moment (a missing
 * parent, a lapsed subscription), and a 5xx may have failed half-way: those leave the key free, so the retry
 * runs (docs/decisions/041).
 */
export function keepsAnswer(status: number): boolean {
  return (status >= 200 && status < 300) || status === 400 || status === 422;
}

function keyOf(request: FastifyRequest): string | null {
  const raw = request.headers[KEY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? null : raw;
  if (key === null || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new HttpError(400, KEY_MESSAGE, { [IDEMPOTENCY_KEY_HEADER]: KEY_MESSAGE });
  return key;
}

function replay(
  reply: FastifyReply,
  row: {
    status: number | null;
    contentType: string | null;
    responseBody: string | null;
    responseHeaders: Record<string, string> | null;
  },
) {
  reply.status(row.status!).headers(row.responseHeaders ?? {});
  reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (row.contentType) reply.type(row.contentType);
  return reply.send(row.responseBody ?? undefined);
}

/**
 * The `Idempotency-Key` header on every signed-in POST, PUT, PATCH and DELETE under /api (docs/decisions/041):
 * the first request with a key runs and its answer is kept for 7 days; a replay (same key, method, path and
 * body) gets that answer again with `Idempotent-Replayed: true` and changes nothing; the key with another
 * request answers 422 `idempotency_key_reused`; a replay while the first still runs, 409
 * `idempotency_in_progress` with Retry-After: 1. Registered at the root, so its onSend sees the answer before
 * the /api scope compresses it; it runs after the origin check and the session lookup.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { db: Database }) => {
  app.decorateRequest('idempotencyKeyId', null);

  app.addHook('preHandler', async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.auth || !isApiRequest(request)) return;
    const key = keyOf(request);
    if (key === null) return;
    const claim = await claimIdempotencyKey(opts.db, {
      userId: request.auth.user.id,
      key,
      method: request.method,
      path: request.url,
      bodyHash: hashBody(request.body),
    });
    if (claim.kind === 'claimed') {
      request.idempotencyKeyId = claim.id;
      return;
    }
    if (claim.kind === 'reused')
      throw new HttpError(
        422,
        'This Idempotency-Key was already used for another request',
        undefined,
        undefined,
        'idempotency_key_reused',
      );
    if (claim.kind === 'in-progress')
      throw new HttpError(
        409,
        'The first request with this Idempotency-Key is still running',
        undefined,
        { 'Retry-After': '1' },
        'idempotency_in_progress',
      );
    return replay(reply, claim.row);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyKeyId;
    if (id === null) return payload;
    request.idempotencyKeyId = null;
    const status = reply.statusCode;
    // A file or stream answer is not kept whole: its key is freed like a failure's.
    const body =
      payload === undefined || payload === null ? null : typeof payload === 'string' ? payload : undefined;
    const storable = keepsAnswer(status) && body !== undefined;
    try {
      if (!storable) {
        await releaseIdempotencyKey(opts.db, id);
        return payload;
      }
      const headers: Record<string, string> = {};
      for (const name of REPLAYED_HEADERS) {
        const value = reply.getHeader(name);
        if (value !== undefined) headers[name] = String(value);
      }
      const contentType = reply.getHeader('content-type');
      await storeIdempotentAnswer(opts.db, id, {
        status,
        contentType: contentType === undefined ? null : String(contentType),
        body: body ?? null,
        headers,
      });
    } catch (error) {
      // The answer still goes out; the key stays taken until it counts as stale, then a retry runs.
      request.log.warn({ err: error }, 'keeping the answer of an idempotency key failed');
    }
    return payload;
  });
});
