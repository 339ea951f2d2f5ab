import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { storedObjects } from '#db/schema/index.ts';
import { servedKeyFor } from '#server/adapters/storage/keys.ts';
import { createUploadSignature } from '#server/adapters/storage/signature.ts';
import { MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import { createUser } from '../../../tests/factories/index.ts';
import { SAMPLE_ELF, SAMPLE_JPEG, SAMPLE_PNG, SAMPLE_SVG } from '../../../tests/fixtures/image-samples.ts';
import {
  createOwner,
  filePathOf,
  keyOf,
  putBytes,
  registerDiskContext,
  requestUploadUrl,
} from '../../../tests/helpers/photos.ts';
import { SIZE_MISMATCH, UPLOAD_LINK_USED } from './uploads.ts';

const REFUSED_TYPE = 'Only JPEG, PNG, WebP or GIF images are accepted';
const INVALID_LINK = 'Upload link is invalid or has expired';

const disk = registerDiskContext();

/** An upload link for a new owner's equipment; `key` is the link's upload slot. */
async function newUploadUrl(size: number, body: object = {}) {
  const owner = await createOwner(disk.ctx);
  const uploadURL = await requestUploadUrl(disk.ctx, owner.cookie, owner.equipment.id, { ...body, size });
  return { ...owner, uploadURL, key: keyOf(uploadURL) };
}

/** The stored_objects row behind an upload slot. */
async function findObject(uploadKey: string) {
  const [row] = await disk.ctx.db
    .select()
    .from(storedObjects)
    .where(eq(storedObjects.key, servedKeyFor(uploadKey)));
  return row!;
}

/** Uploads bytes and records them as a photo; returns the owner and the served key. */
async function newRecordedPhoto(bytes: Buffer) {
  const upload = await newUploadUrl(bytes.length);
  expect((await putBytes(disk.ctx, upload.uploadURL, bytes, 'text/html')).statusCode).toBe(200);
  const photoUrl = upload.uploadURL.split('?')[0];
  const res = await disk.ctx.call('POST', `/api/equipment/${upload.equipment.id}/photos`, {
    cookie: upload.cookie,
    body: { photoUrl },
  });
  expect(res.statusCode).toBe(201);
  return { ...upload, servedKey: servedKeyFor(upload.key) };
}

describe('PUT /api/objects/* with disk storage', () => {
  test.each([
    ['JPEG', SAMPLE_JPEG, 'image/jpeg'],
    ['PNG', SAMPLE_PNG, 'image/png'],
  ])('keeps a real %s in the link’s upload slot until the photo is recorded', async (_name, bytes) => {
    const { uploadURL, key } = await newUploadUrl(bytes.length);
    expect(key.startsWith('uploads/photos/')).toBe(true);
    // The declared type is deliberately wrong: only the bytes count.
    const res = await putBytes(disk.ctx, uploadURL, bytes, 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(readFileSync(filePathOf(disk.dataDir, key))).toEqual(bytes);
    expect(await findObject(key)).toMatchObject({ kind: 'photo', uploadedAt: null });
  });

  test('accepts bytes sent without a content type', async () => {
    const { uploadURL, key } = await newUploadUrl(SAMPLE_PNG.length);
    const res = await disk.ctx.call('PUT', uploadURL, { body: SAMPLE_PNG });
    expect(res.statusCode).toBe(200);
    expect(readFileSync(filePathOf(disk.dataDir, key))).toEqual(SAMPLE_PNG);
  });

  test.each([
    ['an SVG carrying a script', SAMPLE_SVG, 'image/svg+xml'],
    ['a PNG-named executable', SAMPLE_ELF, 'image/png'],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>'), 'text/html'],
    ['JSON', Buffer.from('{"photo":true}'), 'application/json'],
    ['an empty body', Buffer.alloc(0), 'image/jpeg'],
  ])('refuses %s with 415 and stores nothing', async (_name, bytes, contentType) => {
    const size = Math.max(bytes.length, 1);
    const { uploadURL, key } = await newUploadUrl(size, { fileName: 'photo.png', contentType: 'image/png' });
    const res = await putBytes(disk.ctx, uploadURL, bytes, contentType);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: REFUSED_TYPE, code: 'unsupported_media_type' });
    expect(existsSync(filePathOf(disk.dataDir, key))).toBe(false);
    expect((await findObject(key)).uploadedAt).toBeNull();
  });

  test('refuses a body one byte over 10 MB with 413', async () => {
    const { uploadURL, key } = await newUploadUrl(MAX_UPLOAD_BYTES);
    const bytes = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    SAMPLE_JPEG.copy(bytes);
    const res = await putBytes(disk.ctx, uploadURL, bytes, 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large', code: 'payload_too_large' });
    expect(existsSync(filePathOf(disk.dataDir, key))).toBe(false);
  });

  test('accepts a JPEG of exactly 10 MB', async () => {
    const { uploadURL, key } = await newUploadUrl(MAX_UPLOAD_BYTES);
    const bytes = Buffer.alloc(MAX_UPLOAD_BYTES);
    SAMPLE_JPEG.copy(bytes);
    const res = await putBytes(disk.ctx, uploadURL, bytes, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    expect(readFileSync(filePathOf(disk.dataDir, key)).length).toBe(MAX_UPLOAD_BYTES);
  });

  test('refuses an expired link with 403', async () => {
    const size = SAMPLE_PNG.length;
    const { key } = await newUploadUrl(size);
    const expires = Math.floor(Date.now() / 1000) - 1;
    const signature = createUploadSignature(disk.ctx.deps.signingSecret, {
      method: 'PUT',
      key,
      expires,
      kind: 'photo',
      size,
    });
    const res = await putBytes(
      disk.ctx,
      `/api/objects/${key}?expires=${expires}&size=${size}&signature=${signature}`,
      SAMPLE_PNG,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: INVALID_LINK, code: 'forbidden' });
  });

  test('refuses a tampered signature, a pushed-back expiry or raised size, a borrowed signature and a missing one', async () => {
    const size = SAMPLE_PNG.length;
    const first = await newUploadUrl(size);
    const second = await newUploadUrl(size);
    const url = new URL(first.uploadURL, 'http://localhost');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('a') ? 'b' : 'a'}`;
    const attempts = [
      `/api/objects/${first.key}?expires=${expires}&size=${size}&signature=${flipped}`,
      `/api/objects/${first.key}?expires=${expires + 3600}&size=${size}&signature=${signature}`,
      `/api/objects/${first.key}?expires=${expires}&size=${MAX_UPLOAD_BYTES}&signature=${signature}`,
      `/api/objects/${second.key}?expires=${expires}&size=${size}&signature=${signature}`,
      // The served key itself is never an upload target, even with its slot's signature.
      `/api/objects/${servedKeyFor(first.key)}?expires=${expires}&size=${size}&signature=${signature}`,
      `/api/objects/${first.key}?expires=${expires}&size=${size}`,
      `/api/objects/${first.key}`,
      // A repeated parameter is no parameter: the link is refused, never read as a list.
      `/api/objects/${first.key}?expires=${expires}&size=${size}&size=${size}&signature=${signature}`,
      `/api/objects/${first.key}?expires=${expires}&size=${size}&signature=${signature}&signature=${signature}`,
    ];
    for (const attempt of attempts) {
      const res = await putBytes(disk.ctx, attempt, SAMPLE_PNG);
      expect(res.statusCode, attempt).toBe(403);
      expect(res.json()).toEqual({ message: INVALID_LINK, code: 'forbidden' });
    }
    expect(existsSync(filePathOf(disk.dataDir, first.key))).toBe(false);
    expect(existsSync(filePathOf(disk.dataDir, second.key))).toBe(false);
  });

  test('a link takes one upload: a second PUT answers 409 and leaves the first file as it was', async () => {
    const { uploadURL, key } = await newUploadUrl(SAMPLE_PNG.length);
    expect((await putBytes(disk.ctx, uploadURL, SAMPLE_PNG)).statusCode).toBe(200);
    const other = Buffer.from(SAMPLE_PNG);
    other[other.length - 20] ^= 1;
    const again = await putBytes(disk.ctx, uploadURL, other);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: UPLOAD_LINK_USED, code: 'conflict' });
    expect(readFileSync(filePathOf(disk.dataDir, key))).toEqual(SAMPLE_PNG);
  });

  test('once the photo is recorded its link answers 409 and neither the photo nor the slot is written', async () => {
    const { uploadURL, key, servedKey, cookie } = await newRecordedPhoto(SAMPLE_PNG);
    const served = await disk.ctx.call('GET', `/api/objects/${servedKey}`, { cookie });
    const again = await putBytes(disk.ctx, uploadURL, SAMPLE_PNG);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: UPLOAD_LINK_USED, code: 'conflict' });
    expect(existsSync(filePathOf(disk.dataDir, key))).toBe(false);
    const after = await disk.ctx.call('GET', `/api/objects/${servedKey}`, { cookie });
    expect(after.rawPayload).toEqual(served.rawPayload);
  });

  test('refuses a body larger than the link’s size with 413 and a smaller one with 400', async () => {
    const { uploadURL, key } = await newUploadUrl(SAMPLE_JPEG.length);
    const larger = await putBytes(disk.ctx, uploadURL, Buffer.concat([SAMPLE_JPEG, Buffer.alloc(1)]));
    expect(larger.statusCode).toBe(413);
    expect(larger.json()).toEqual({ message: 'Request body is too large', code: 'payload_too_large' });
    const smaller = await putBytes(disk.ctx, uploadURL, SAMPLE_JPEG.subarray(0, SAMPLE_JPEG.length - 1));
    expect(smaller.statusCode).toBe(400);
    expect(smaller.json()).toEqual({ message: SIZE_MISMATCH, code: 'bad_request' });
    expect(existsSync(filePathOf(disk.dataDir, key))).toBe(false);
    expect((await putBytes(disk.ctx, uploadURL, SAMPLE_JPEG)).statusCode).toBe(200);
  });

  test('answers 404 for keys with .. or odd characters', async () => {
    const { uploadURL } = await newUploadUrl(SAMPLE_PNG.length);
    const query = uploadURL.split('?')[1];
    for (const key of [
      'photos/%2e%2e/%2e%2e/etc/passwd',
      'photos/a%20b/c',
      'photos/x%00/y',
      'photos//x',
      'photos',
      '.hidden/x',
    ]) {
      const res = await putBytes(disk.ctx, `/api/objects/${key}?${query}`, SAMPLE_PNG);
      expect(res.statusCode, key).toBe(404);
    }
  });
});

describe('GET /api/objects/*', () => {
  test('serves the owner the re-encoded photo with its type and headers that keep it inert', async () => {
    const { servedKey, cookie } = await newRecordedPhoto(SAMPLE_PNG);
    const res = await disk.ctx.call('GET', `/api/objects/${servedKey}`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['content-disposition']).toBe('inline');
  });

  test('answers 401 when signed out', async () => {
    const { servedKey } = await newRecordedPhoto(SAMPLE_PNG);
    const res = await disk.ctx.call('GET', `/api/objects/${servedKey}`);
    expect(res.statusCode).toBe(401);
  });

  test("answers another user's file, a missing one, one not recorded yet and an upload slot with the same 404", async () => {
    const owner = await newRecordedPhoto(SAMPLE_PNG);
    const pending = await newUploadUrl(SAMPLE_PNG.length);
    await putBytes(disk.ctx, pending.uploadURL, SAMPLE_PNG);
    const other = await createUser(disk.ctx.db);
    const otherCookie = await disk.ctx.login(other.username!);
    const answers = [
      await disk.ctx.call('GET', `/api/objects/${owner.servedKey}`, { cookie: otherCookie }),
      await disk.ctx.call('GET', `/api/objects/photos/${other.id}/00000000-0000-4000-8000-000000000000`, {
        cookie: otherCookie,
      }),
      await disk.ctx.call('GET', `/api/objects/${servedKeyFor(pending.key)}`, { cookie: pending.cookie }),
      await disk.ctx.call('GET', `/api/objects/${pending.key}`, { cookie: pending.cookie }),
      await disk.ctx.call('GET', `/api/objects/${owner.key}`, { cookie: owner.cookie }),
      await disk.ctx.call('GET', '/api/objects/photos/%2e%2e/secret', { cookie: otherCookie }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'File not found', code: 'not_found' });
    }
    const mine = await disk.ctx.call('GET', `/api/objects/${owner.servedKey}`, { cookie: owner.cookie });
    expect(mine.statusCode).toBe(200);
  });
});
