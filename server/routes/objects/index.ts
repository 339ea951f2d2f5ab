import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import { notFound } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { isValidStorageKey } from '../../services/files/keys.ts';
import { FILE_NOT_FOUND } from '../../services/files/record-photo.ts';
import { findOwnedObject } from '../../services/files/stored-objects.ts';
import { receiveSignedUpload } from '../../services/files/uploads.ts';

const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

function keyFrom(request: FastifyRequest): string {
  const key = (request.params as { '*'?: string })['*'] ?? '';
  if (!isValidStorageKey(key)) throw notFound(FILE_NOT_FOUND);
  return key;
}

/** Stored files: owners read them here; with disk storage the browser also uploads here through signed links. */
export async function objectRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app.deps;

  app.get('/objects/*', async (request, reply) => {
    const user = requireUser(request);
    const key = keyFrom(request);
    const object = await findOwnedObject(db, user.id, key);
    if (!object?.uploadedAt) throw notFound(FILE_NOT_FOUND);
    const signedUrl = await storage.createDownloadUrl(key, DOWNLOAD_URL_TTL_SECONDS, {
      contentType: object.contentType,
    });
    if (signedUrl) return reply.header('Cache-Control', 'private, no-store').redirect(signedUrl, 302);
    const file = await storage.readFile(key);
    if (!file) throw notFound(FILE_NOT_FOUND);
    // Served from our own origin, so the browser must never treat the bytes as a page or script.
    reply.headers({
      'Content-Type': object.contentType ?? 'application/octet-stream',
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': 'inline',
    });
    if (file.size !== null) reply.header('Content-Length', file.size);
    return reply.send(file.body);
  });

  if (storage.kind !== 'disk') return;

  // Uploads arrive as raw bytes of any declared type; only their content decides whether they are kept.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.put('/objects/*', { bodyLimit: MAX_UPLOAD_BYTES }, async (request) => {
    const key = keyFrom(request);
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    await receiveSignedUpload(app.deps, key, request.query as { expires?: string; signature?: string }, body);
    return { ok: true };
  });
}
