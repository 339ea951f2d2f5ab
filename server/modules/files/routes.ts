import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isValidStorageKey } from '#server/adapters/storage/keys.ts';
import { HttpError, notFound } from '#server/lib/errors.ts';
import { FILE_NOT_FOUND } from '#server/lib/not-found.ts';
import { route } from '#server/plugins/route.ts';
import { MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import { UploadReceivedSchema } from '#shared/schemas/photos.ts';
import { readOwnedFile } from './read-owned-file.ts';
import { receiveSignedUpload } from './uploads.ts';

// A signed link's query: one value each. A repeated or missing parameter reads as absent, and the signature
// check then refuses the link (403), as it does any link that was not signed as sent.
const UploadQuerySchema = z.object({
  expires: z.string().optional().catch(undefined),
  size: z.string().optional().catch(undefined),
  signature: z.string().optional().catch(undefined),
});

function uploadQueryOf(query: unknown): z.output<typeof UploadQuerySchema> {
  return UploadQuerySchema.parse(query ?? {});
}

/** The path after /objects/: a storage key, or 404 like a missing file. */
function storageKey(key: string): string {
  if (!isValidStorageKey(key)) throw notFound(FILE_NOT_FOUND);
  return key;
}
const KEY = { '*': storageKey };

/** An upload's body: the raw bytes as the parser below reads them (none: empty). */
function uploadBytes(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}

/** Stored files: owners read them here; with disk storage the browser also uploads here through signed links. */
export async function objectRoutes(app: FastifyInstance): Promise<void> {
  const { storage } = app.deps;

  app.get(
    '/objects/*',
    route({ access: 'user', params: KEY }, async ({ user, params }, _request, reply) => {
      const opened = await readOwnedFile(app.deps, user.id, params['*']);
      if (opened.kind === 'redirect') {
        return reply.header('Cache-Control', 'private, no-store').redirect(opened.url, 302);
      }
      const { file, contentType } = opened;
      // Served from our own origin, so the browser must never treat the bytes as a page or script.
      reply.headers({
        'Content-Type': contentType ?? 'application/octet-stream',
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Content-Disposition': 'inline',
      });
      if (file.size !== null) reply.header('Content-Length', file.size);
      return reply.send(file.body);
    }),
  );

  if (storage.kind !== 'disk') return;

  // Uploads arrive as raw bytes of any declared type; only their content decides whether they are kept.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.put('/objects/*', {
    ...route(
      {
        access: 'none',
        params: KEY,
        body: uploadBytes,
        query: uploadQueryOf,
        responds: { 200: UploadReceivedSchema },
      },
      async ({ params, body, query }) => {
        await receiveSignedUpload(app.deps, params['*'], query, body);
        return { ok: true };
      },
    ),
    bodyLimit: MAX_UPLOAD_BYTES,
    // Refuses a body announced as larger than the link's size before reading it (the signature is checked
    // after parsing; a forged size can only make this refuse, never allow more than the body limit).
    onRequest: async (request) => {
      const announced = Number(request.headers['content-length']);
      const linkSize = Number(uploadQueryOf(request.query).size);
      if (announced > linkSize) throw new HttpError(413, 'Request body is too large');
    },
  });
}
