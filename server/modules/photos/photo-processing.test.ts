import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { storedObjects } from '#db/schema/index.ts';
import { servedKeyFor } from '#server/adapters/storage/keys.ts';
import { UPLOAD_LINKS_PER_HOUR } from '#server/modules/files/upload-rate.ts';
import { HEIC_REFUSAL } from '#shared/constants.ts';
import {
  createJpegWithGps,
  createPolyglotJpeg,
  POLYGLOT_PAYLOAD,
  SAMPLE_HEIC,
  SAMPLE_WEBP,
} from '../../../tests/fixtures/image-samples.ts';
import {
  createOwner,
  filePathOf,
  keyOf,
  putBytes,
  registerDiskContext,
  requestUploadUrl,
  uploadBytes,
} from '../../../tests/helpers/photos.ts';
import { createRgbaPng } from '../../../tests/helpers/reports.ts';
import { MAX_PHOTO_EDGE } from './process-photo.ts';

const disk = registerDiskContext();

/** Uploads and records bytes; returns the record answer and the bytes the app then serves. */
async function recordPhoto(bytes: Buffer) {
  const owner = await createOwner(disk.ctx);
  const uploadURL = await uploadBytes(disk.ctx, owner.cookie, owner.equipment.id, bytes);
  const res = await disk.ctx.call('POST', `/api/equipment/${owner.equipment.id}/photos`, {
    cookie: owner.cookie,
    body: { photoUrl: uploadURL.split('?')[0] },
  });
  const served =
    res.statusCode === 201 ? await disk.ctx.call('GET', res.json().url, { cookie: owner.cookie }) : null;
  return { owner, res, served, uploadKey: keyOf(uploadURL) };
}

describe('photos are re-encoded when recorded', () => {
  test('drops EXIF (camera and GPS position) and turns a sideways photo upright', async () => {
    const original = await createJpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { res, served } = await recordPhoto(original);
    expect(res.statusCode).toBe(201);
    const bytes = served!.rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from('AquaCam'))).toBe(false);
    // Orientation 6 turns the blue left half to the top.
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const [red, , blue] = data.subarray(0, 3);
    expect(blue).toBeGreaterThan(150);
    expect(red).toBeLessThan(100);
  });

  test('a polyglot loses what follows the image (a script, a zip)', async () => {
    const polyglot = createPolyglotJpeg();
    const { res, served } = await recordPhoto(polyglot);
    expect(res.statusCode).toBe(201);
    expect(served!.rawPayload.includes(POLYGLOT_PAYLOAD)).toBe(false);
    expect(served!.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
  });

  test('stores WebP as JPEG and keeps a transparent image as PNG', async () => {
    const webp = await recordPhoto(SAMPLE_WEBP);
    expect(webp.served!.headers['content-type']).toBe('image/jpeg');
    const png = await recordPhoto(createRgbaPng());
    expect(png.served!.headers['content-type']).toBe('image/png');
    expect(await sharp(png.served!.rawPayload).metadata()).toMatchObject({ hasAlpha: true, width: 2 });
  });

  test(`scales a photo down to ${MAX_PHOTO_EDGE} px on its long edge`, async () => {
    const wide = await sharp({ create: { width: 5000, height: 100, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const { served } = await recordPhoto(wide);
    expect(await sharp(served!.rawPayload).metadata()).toMatchObject({ width: MAX_PHOTO_EDGE, height: 82 });
  });

  test('refuses a HEIC photo at upload with 415 and the one HEIC message, storing nothing', async () => {
    const owner = await createOwner(disk.ctx);
    const uploadURL = await requestUploadUrl(disk.ctx, owner.cookie, owner.equipment.id, {
      size: SAMPLE_HEIC.length,
    });
    const put = await putBytes(disk.ctx, uploadURL, SAMPLE_HEIC, 'image/heic');
    expect(put.statusCode).toBe(415);
    expect(put.json()).toEqual({ message: HEIC_REFUSAL, code: 'unsupported_media_type' });
    expect(existsSync(filePathOf(disk.dataDir, keyOf(uploadURL)))).toBe(false);
    const recorded = await disk.ctx.call('POST', `/api/equipment/${owner.equipment.id}/photos`, {
      cookie: owner.cookie,
      body: { photoUrl: uploadURL.split('?')[0] },
    });
    expect(recorded.statusCode).toBe(400);
    const [row] = await disk.ctx.db
      .select()
      .from(storedObjects)
      .where(eq(storedObjects.key, servedKeyFor(keyOf(uploadURL))));
    expect(row!.uploadedAt).toBeNull();
    const list = await disk.ctx.call('GET', `/api/equipment/${owner.equipment.id}/photos`, {
      cookie: owner.cookie,
    });
    expect(list.json()).toEqual([]);
  });
});

describe('upload links per user', () => {
  test('one link past the hourly allowance answers 429 with Retry-After; older links and other users do not count', async () => {
    const owner = await createOwner(disk.ctx);
    const other = await createOwner(disk.ctx);
    const url = `/api/equipment/${owner.equipment.id}/photos/upload`;
    const now = Date.now();
    const rows = (minutesAgo: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        key: `photos/${owner.user.id}/rate-${minutesAgo}-${i}`,
        userId: owner.user.id,
        kind: 'photo',
        createdAt: new Date(now - minutesAgo * 60_000),
      }));
    // Old links (61 minutes ago) plus all but one of the hour's allowance.
    await disk.ctx.db.insert(storedObjects).values([...rows(61, 50), ...rows(30, UPLOAD_LINKS_PER_HOUR - 1)]);
    expect((await disk.ctx.call('POST', url, { cookie: owner.cookie, body: { size: 10 } })).statusCode).toBe(
      200,
    );

    const refused = await disk.ctx.call('POST', url, { cookie: owner.cookie, body: { size: 10 } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      new RegExp(
        `^Too many photo uploads in the last hour \\(at most ${UPLOAD_LINKS_PER_HOUR}\\)\\. Please try again in (29|30) minutes\\.$`,
      ),
    );
    // The oldest link in the window turns an hour old in about 30 minutes.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);

    const otherUser = await disk.ctx.call('POST', `/api/equipment/${other.equipment.id}/photos/upload`, {
      cookie: other.cookie,
      body: { size: 10 },
    });
    expect(otherUser.statusCode).toBe(200);
  });
});
