import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { storedObjects } from '#db/schema/index.ts';
import { SAMPLE_JPEG, SAMPLE_PNG, SAMPLE_SVG } from '../../../tests/fixtures/image-samples.ts';
import { registerLocalS3 } from '../../../tests/helpers/local-s3.ts';
import { createOwner } from '../../../tests/helpers/photos.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';
import { createS3Storage } from './s3.ts';
import type { StorageService } from './types.ts';

const BUCKET = 'aqs-test-photos';
const s3 = registerLocalS3(BUCKET);
let storage: StorageService;

beforeAll(async () => {
  storage = await createS3Storage({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
});

function bucketHas(key: string): Promise<boolean> {
  return storage.readHead(key, 1).then((found) => found !== null);
}

describe('S3 adapter against an S3-compatible server', () => {
  test('a presigned PUT uploads, readHead and a presigned GET read back, deleteFile removes', async () => {
    const key = 'photos/u1/adapter-roundtrip';
    const uploadURL = await storage.createUploadUrl(key, {
      kind: 'photo',
      contentLength: SAMPLE_JPEG.length,
      expiresInSeconds: 900,
    });
    expect(uploadURL.startsWith(`${s3.endpoint}/${BUCKET}/${key}?`)).toBe(true);
    expect(new URL(uploadURL).searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
    expect(new URL(uploadURL).searchParams.get('X-Amz-Expires')).toBe('900');
    expect(storage.objectUrl(key)).toBe(uploadURL.split('?')[0]);

    const put = await fetch(uploadURL, {
      method: 'PUT',
      body: SAMPLE_JPEG,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(put.status).toBe(200);

    const head = await storage.readHead(key, 4);
    expect(head).toEqual({ head: SAMPLE_JPEG.subarray(0, 4), size: SAMPLE_JPEG.length });
    const whole = await storage.readHead(key, 4100);
    expect(whole?.head).toEqual(SAMPLE_JPEG);

    const downloadURL = await storage.createDownloadUrl(key, 300, { contentType: 'image/jpeg' });
    expect(new URL(downloadURL!).searchParams.get('X-Amz-Expires')).toBe('300');
    const get = await fetch(downloadURL!);
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await get.arrayBuffer())).toEqual(SAMPLE_JPEG);

    const file = await storage.readFile(key);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks)).toEqual(SAMPLE_JPEG);
    expect(file!.size).toBe(SAMPLE_JPEG.length);

    await storage.deleteFile(key);
    expect(await storage.readHead(key, 4)).toBeNull();
    expect(await storage.readFile(key)).toBeNull();
    await expect(storage.deleteFile(key)).resolves.toBeUndefined();
  });

  test('writeFile stores bytes and an empty object reads back as empty', async () => {
    await storage.writeFile('photos/u1/written', SAMPLE_PNG);
    expect((await storage.readHead('photos/u1/written', 100))?.head).toEqual(SAMPLE_PNG);
    await storage.writeFile('photos/u1/empty', Buffer.alloc(0));
    expect(await storage.readHead('photos/u1/empty', 100)).toEqual({ head: Buffer.alloc(0), size: 0 });
  });

  test('lets the browser reach the bucket origin', () => {
    expect(storage.browserOrigins).toEqual([s3.endpoint]);
  });
});

describe('photos through the app with S3 configured', () => {
  const ctx = registerTestContext(s3.env);

  async function uploadToBucket(
    owner: Awaited<ReturnType<typeof createOwner>>,
    bytes: Buffer<ArrayBuffer>,
    type: string,
  ) {
    const res = await ctx.call('POST', `/api/equipment/${owner.equipment.id}/photos/upload`, {
      cookie: owner.cookie,
      body: { fileName: 'photo', contentType: type, size: bytes.length },
    });
    expect(res.statusCode).toBe(200);
    const uploadURL: string = res.json().uploadURL;
    expect(uploadURL.startsWith(`${s3.endpoint}/${BUCKET}/uploads/photos/${owner.user.id}/`)).toBe(true);
    expect(new URL(uploadURL).searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
    const put = await fetch(uploadURL, { method: 'PUT', body: bytes, headers: { 'content-type': type } });
    expect(put.status).toBe(200);
    return uploadURL;
  }

  /** The served key of an upload URL: its path in the bucket without `uploads/`. */
  function servedKeyOf(uploadURL: string): string {
    return uploadURL.split('?')[0]!.slice(`${s3.endpoint}/${BUCKET}/uploads/`.length);
  }

  async function readServed(cookie: string, key: string): Promise<Response> {
    const redirect = await ctx.call('GET', `/api/objects/${key}`, { cookie });
    expect(redirect.statusCode).toBe(302);
    return fetch(redirect.headers.location as string);
  }

  test('records an uploaded PNG, serves it through a short-lived redirect and deletes it from the bucket', async () => {
    const owner = await createOwner(ctx);
    const uploadURL = await uploadToBucket(owner, SAMPLE_PNG, 'image/png');
    const photoUrl = uploadURL.split('?')[0]!;
    const key = servedKeyOf(uploadURL);
    const created = await ctx.call('POST', `/api/equipment/${owner.equipment.id}/photos`, {
      cookie: owner.cookie,
      body: { photoUrl, description: 'Basin' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ photoUrl, url: `/api/objects/${key}`, description: 'Basin' });
    const [row] = await ctx.db.select().from(storedObjects).where(eq(storedObjects.key, key));
    // Re-encoded: an RGB PNG is served as JPEG; the upload itself is gone from the bucket.
    expect(row).toMatchObject({ contentType: 'image/jpeg', sizeBytes: expect.any(Number) });
    expect(await bucketHas(`uploads/${key}`)).toBe(false);
    expect(await bucketHas(`report-copies/${key}`)).toBe(true);

    const redirect = await ctx.call('GET', `/api/objects/${key}`, { cookie: owner.cookie });
    expect(redirect.statusCode).toBe(302);
    const location = redirect.headers.location as string;
    expect(location.startsWith(`${s3.endpoint}/${BUCKET}/${key}?`)).toBe(true);
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('300');
    const served = await fetch(location);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const servedBytes = Buffer.from(await served.arrayBuffer());
    expect(servedBytes.length).toBe(row!.sizeBytes);
    expect(servedBytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const removed = await ctx.call('DELETE', `/api/equipment/photos/${created.json().id}`, {
      cookie: owner.cookie,
    });
    expect(removed.statusCode).toBe(204);
    expect(await bucketHas(key)).toBe(false);
    expect(await bucketHas(`report-copies/${key}`)).toBe(false);
  });

  test('a presigned link replayed after recording cannot touch the served photo', async () => {
    const owner = await createOwner(ctx);
    const uploadURL = await uploadToBucket(owner, SAMPLE_PNG, 'image/png');
    const key = servedKeyOf(uploadURL);
    const created = await ctx.call('POST', `/api/equipment/${owner.equipment.id}/photos`, {
      cookie: owner.cookie,
      body: { photoUrl: uploadURL.split('?')[0] },
    });
    expect(created.statusCode).toBe(201);
    const before = Buffer.from(await (await readServed(owner.cookie, key)).arrayBuffer());
    // S3 cannot revoke a presigned PUT: the replay lands in the upload slot, never on the served key.
    const replay = await fetch(uploadURL, {
      method: 'PUT',
      body: SAMPLE_SVG,
      headers: { 'content-type': 'image/png' },
    });
    expect(replay.status).toBe(200);
    const after = Buffer.from(await (await readServed(owner.cookie, key)).arrayBuffer());
    expect(after).toEqual(before);
    const again = await ctx.call('POST', `/api/equipment/${owner.equipment.id}/photos`, {
      cookie: owner.cookie,
      body: { photoUrl: uploadURL.split('?')[0] },
    });
    expect(again.statusCode).toBe(409);
  });

  test('refuses an uploaded SVG when it is recorded and deletes it from the bucket', async () => {
    const owner = await createOwner(ctx);
    const uploadURL = await uploadToBucket(owner, SAMPLE_SVG, 'image/svg+xml');
    const key = servedKeyOf(uploadURL);
    expect(await bucketHas(`uploads/${key}`)).toBe(true);
    const res = await ctx.call('POST', `/api/equipment/${owner.equipment.id}/photos`, {
      cookie: owner.cookie,
      body: { photoUrl: uploadURL.split('?')[0] },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'Only JPEG, PNG, WebP or GIF images are accepted',
      code: 'unsupported_media_type',
    });
    expect(await bucketHas(`uploads/${key}`)).toBe(false);
    expect(await bucketHas(key)).toBe(false);
    const [row] = await ctx.db.select().from(storedObjects).where(eq(storedObjects.key, key));
    expect(row!.uploadedAt).toBeNull();
  });

  test('refuses to record a photo that was never uploaded', async () => {
    const owner = await createOwner(ctx);
    const res = await ctx.call('POST', `/api/equipment/${owner.equipment.id}/photos/upload`, {
      cookie: owner.cookie,
      body: { size: 100 },
    });
    const recorded = await ctx.call('POST', `/api/equipment/${owner.equipment.id}/photos`, {
      cookie: owner.cookie,
      body: { photoUrl: res.json().uploadURL.split('?')[0] },
    });
    expect(recorded.statusCode).toBe(400);
    expect(recorded.json().message).toBe('Upload the photo before saving it');
  });

  test('allows the bucket origin in the page CSP and has no disk upload route', async () => {
    const page = await ctx.call('GET', '/api/user');
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ${s3.endpoint}`);
    const put = await ctx.call('PUT', '/api/objects/photos/u/k?expires=1&signature=x', { body: SAMPLE_PNG });
    expect(put.statusCode).toBe(404);
  });
});
