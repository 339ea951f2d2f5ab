import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storedObjects } from '#db/schema/index.ts';
import { MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import { createUser } from '../../../tests/factories/users.ts';
import { SAMPLE_ELF, SAMPLE_JPEG, SAMPLE_PNG, SAMPLE_SVG } from '../../../tests/fixtures/image-samples.ts';
import type { TestContext } from '../../../tests/setup/test-app.ts';
import { createUploadSignature } from '../../services/files/signature.ts';
import {
  createDiskContext,
  createOwner,
  filePathOf,
  keyOf,
  putBytes,
  requestUploadUrl,
} from '../photos/test-helpers.ts';

const REFUSED_TYPE = 'Only JPEG, PNG, WebP, GIF or HEIC images are accepted';
const INVALID_LINK = 'Upload link is invalid or has expired';

let ctx: TestContext;
let dataDir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, dataDir, cleanup } = await createDiskContext());
});
afterAll(() => cleanup());

async function newUploadUrl(body: object = {}) {
  const owner = await createOwner(ctx);
  const uploadURL = await requestUploadUrl(ctx, owner.cookie, owner.equipment.id, body);
  return { ...owner, uploadURL, key: keyOf(uploadURL) };
}

async function findObject(key: string) {
  const [row] = await ctx.db.select().from(storedObjects).where(eq(storedObjects.key, key));
  return row!;
}

describe('PUT /api/objects/* with disk storage', () => {
  test.each([
    ['JPEG', SAMPLE_JPEG, 'image/jpeg'],
    ['PNG', SAMPLE_PNG, 'image/png'],
  ])('stores a real %s and records the type found in its bytes', async (_name, bytes, type) => {
    const { uploadURL, key } = await newUploadUrl();
    // The declared type is deliberately wrong: only the bytes count.
    const res = await putBytes(ctx, uploadURL, bytes, 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(readFileSync(filePathOf(dataDir, key))).toEqual(bytes);
    const row = await findObject(key);
    expect(row).toMatchObject({ contentType: type, sizeBytes: bytes.length, kind: 'photo' });
    expect(row.uploadedAt).toBeInstanceOf(Date);
  });

  test('accepts bytes sent without a content type', async () => {
    const { uploadURL, key } = await newUploadUrl();
    const res = await ctx.call('PUT', uploadURL, { body: SAMPLE_PNG });
    expect(res.statusCode).toBe(200);
    expect((await findObject(key)).contentType).toBe('image/png');
  });

  test.each([
    ['an SVG carrying a script', SAMPLE_SVG, 'image/svg+xml'],
    ['a PNG-named executable', SAMPLE_ELF, 'image/png'],
    ['HTML', Buffer.from('<html><script>alert(1)</script></html>'), 'text/html'],
    ['JSON', Buffer.from('{"photo":true}'), 'application/json'],
    ['an empty body', Buffer.alloc(0), 'image/jpeg'],
  ])('refuses %s with 415 and stores nothing', async (_name, bytes, contentType) => {
    const { uploadURL, key } = await newUploadUrl({ fileName: 'photo.png', contentType: 'image/png' });
    const res = await putBytes(ctx, uploadURL, bytes, contentType);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: REFUSED_TYPE });
    expect(existsSync(filePathOf(dataDir, key))).toBe(false);
    expect((await findObject(key)).uploadedAt).toBeNull();
  });

  test('refuses a body one byte over 10 MB with 413', async () => {
    const { uploadURL, key } = await newUploadUrl();
    const bytes = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    SAMPLE_JPEG.copy(bytes);
    const res = await putBytes(ctx, uploadURL, bytes, 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large' });
    expect(existsSync(filePathOf(dataDir, key))).toBe(false);
  });

  test('accepts a JPEG of exactly 10 MB', async () => {
    const { uploadURL, key } = await newUploadUrl();
    const bytes = Buffer.alloc(MAX_UPLOAD_BYTES);
    SAMPLE_JPEG.copy(bytes);
    const res = await putBytes(ctx, uploadURL, bytes, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    expect((await findObject(key)).sizeBytes).toBe(MAX_UPLOAD_BYTES);
  });

  test('refuses an expired link with 403', async () => {
    const { key } = await newUploadUrl();
    const expires = Math.floor(Date.now() / 1000) - 1;
    const signature = createUploadSignature(ctx.deps.signingSecret, {
      method: 'PUT',
      key,
      expires,
      kind: 'photo',
    });
    const res = await putBytes(
      ctx,
      `/api/objects/${key}?expires=${expires}&signature=${signature}`,
      SAMPLE_PNG,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: INVALID_LINK });
  });

  test('refuses a tampered signature, a pushed-back expiry, a borrowed signature and a missing one', async () => {
    const first = await newUploadUrl();
    const second = await newUploadUrl();
    const url = new URL(first.uploadURL, 'http://localhost');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('a') ? 'b' : 'a'}`;
    const attempts = [
      `/api/objects/${first.key}?expires=${expires}&signature=${flipped}`,
      `/api/objects/${first.key}?expires=${expires + 3600}&signature=${signature}`,
      `/api/objects/${second.key}?expires=${expires}&signature=${signature}`,
      `/api/objects/${first.key}?expires=${expires}`,
      `/api/objects/${first.key}`,
    ];
    for (const attempt of attempts) {
      const res = await putBytes(ctx, attempt, SAMPLE_PNG);
      expect(res.statusCode, attempt).toBe(403);
      expect(res.json()).toEqual({ message: INVALID_LINK });
    }
    expect(existsSync(filePathOf(dataDir, first.key))).toBe(false);
    expect(existsSync(filePathOf(dataDir, second.key))).toBe(false);
  });

  test('answers 404 for keys with .. or odd characters', async () => {
    const { uploadURL } = await newUploadUrl();
    const query = uploadURL.split('?')[1];
    for (const key of [
      'photos/%2e%2e/%2e%2e/etc/passwd',
      'photos/a%20b/c',
      'photos/x%00/y',
      'photos//x',
      'photos',
      '.hidden/x',
    ]) {
      const res = await putBytes(ctx, `/api/objects/${key}?${query}`, SAMPLE_PNG);
      expect(res.statusCode, key).toBe(404);
    }
  });
});

describe('GET /api/objects/*', () => {
  test('serves the owner the bytes with the detected type and headers that keep them inert', async () => {
    const { uploadURL, key, cookie } = await newUploadUrl();
    await putBytes(ctx, uploadURL, SAMPLE_JPEG, 'text/html');
    const res = await ctx.call('GET', `/api/objects/${key}`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(SAMPLE_JPEG);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-length']).toBe(String(SAMPLE_JPEG.length));
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['content-disposition']).toBe('inline');
  });

  test('answers 401 when signed out', async () => {
    const { uploadURL, key } = await newUploadUrl();
    await putBytes(ctx, uploadURL, SAMPLE_PNG);
    const res = await ctx.call('GET', `/api/objects/${key}`);
    expect(res.statusCode).toBe(401);
  });

  test("answers another user's file, a missing one and one not uploaded yet with the same 404", async () => {
    const owner = await newUploadUrl();
    await putBytes(ctx, owner.uploadURL, SAMPLE_PNG);
    const pending = await newUploadUrl();
    const other = await createUser(ctx.db);
    const otherCookie = await ctx.login(other.username!);
    const answers = [
      await ctx.call('GET', `/api/objects/${owner.key}`, { cookie: otherCookie }),
      await ctx.call('GET', `/api/objects/photos/${other.id}/00000000-0000-4000-8000-000000000000`, {
        cookie: otherCookie,
      }),
      await ctx.call('GET', `/api/objects/${pending.key}`, { cookie: pending.cookie }),
      await ctx.call('GET', '/api/objects/photos/%2e%2e/secret', { cookie: otherCookie }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'File not found' });
    }
    const mine = await ctx.call('GET', `/api/objects/${owner.key}`, { cookie: owner.cookie });
    expect(mine.statusCode).toBe(200);
  });
});
