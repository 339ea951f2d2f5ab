import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { equipmentPhotos, storedObjects } from '#db/schema/index.ts';
import { MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import { createAdmin, createEquipment, createSurvey, createUser } from '../../../tests/factories/index.ts';
import { SAMPLE_JPEG, SAMPLE_PNG } from '../../../tests/fixtures/image-samples.ts';
import {
  createDiskContext,
  createOwner,
  filePathOf,
  keyOf,
  requestUploadUrl,
  uploadBytes,
} from '../../../tests/helpers/photos.ts';
import type { TestContext } from '../../../tests/setup/test-app.ts';
import { reportCopyKeyFor, servedKeyFor } from '../../services/storage/keys.ts';

let ctx: TestContext;
let dataDir: string;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ ctx, dataDir, cleanup } = await createDiskContext());
});
afterAll(() => cleanup());

/** Uploads bytes for the owner's equipment and records them as a photo; returns the 201 body. */
async function addPhoto(
  owner: Awaited<ReturnType<typeof createOwner>>,
  bytes = SAMPLE_PNG,
  description = 'Fill',
) {
  const uploadURL = await uploadBytes(ctx, owner.cookie, owner.equipment.id, bytes);
  const res = await ctx.call('POST', `/api/equipment/${owner.equipment.id}/photos`, {
    cookie: owner.cookie,
    body: { photoUrl: uploadURL.split('?')[0], description },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('POST /api/equipment/:id/photos/upload', () => {
  test('returns a same-origin upload URL for the key’s upload slot, valid 15 minutes for the declared size', async () => {
    const owner = await createOwner(ctx);
    const before = Math.floor(Date.now() / 1000);
    const uploadURL = await requestUploadUrl(ctx, owner.cookie, owner.equipment.id, {
      fileName: 'tower.jpg',
      contentType: 'image/jpeg',
      size: 2048,
    });
    const pattern = new RegExp(
      `^/api/objects/uploads/photos/${owner.user.id}/[0-9a-f-]{36}\\?expires=(\\d+)&size=2048&signature=[0-9a-f]{64}$`,
    );
    expect(uploadURL).toMatch(pattern);
    const expires = Number(uploadURL.match(pattern)![1]);
    expect(expires - before).toBeGreaterThanOrEqual(899);
    expect(expires - before).toBeLessThanOrEqual(901);
    const [row] = await ctx.db
      .select()
      .from(storedObjects)
      .where(eq(storedObjects.key, servedKeyFor(keyOf(uploadURL))));
    expect(row).toMatchObject({ userId: owner.user.id, kind: 'photo', uploadedAt: null });
  });

  test('requires the file size: missing, empty and fractional sizes are refused', async () => {
    const owner = await createOwner(ctx);
    const url = `/api/equipment/${owner.equipment.id}/photos/upload`;
    const answers = [
      [undefined, 'Size is required'],
      [{ fileName: 'a.jpg' }, 'Size is required'],
      [{ size: 0 }, 'The file is empty'],
      [{ size: 1.5 }, 'Size must be a number'],
    ] as const;
    for (const [body, message] of answers) {
      const res = await ctx.call('POST', url, { cookie: owner.cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual({ size: message });
    }
  });

  test('refuses a photo declared larger than 10 MB and accepts one of exactly 10 MB', async () => {
    const owner = await createOwner(ctx);
    const url = `/api/equipment/${owner.equipment.id}/photos/upload`;
    const tooLarge = await ctx.call('POST', url, {
      cookie: owner.cookie,
      body: { fileName: 'tower.jpg', size: MAX_UPLOAD_BYTES + 1 },
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe('tower.jpg is too large (max 10MB)');
    const atLimit = await ctx.call('POST', url, { cookie: owner.cookie, body: { size: MAX_UPLOAD_BYTES } });
    expect(atLimit.statusCode).toBe(200);
  });

  test('validates the size field', async () => {
    const owner = await createOwner(ctx);
    const res = await ctx.call('POST', `/api/equipment/${owner.equipment.id}/photos/upload`, {
      cookie: owner.cookie,
      body: { size: 'big' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ size: 'Size must be a number' });
  });

  test('answers 404 for missing or malformed equipment ids', async () => {
    const owner = await createOwner(ctx);
    for (const id of ['999999', 'abc', '0']) {
      const res = await ctx.call('POST', `/api/equipment/${id}/photos/upload`, {
        cookie: owner.cookie,
        body: {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Equipment not found', code: 'not_found' });
    }
  });

  test('answers 401 signed out, 402 without a subscription and 403 for an admin on every photo call', async () => {
    const lapsed = await createUser(ctx.db, { subscriptionStatus: 'canceled' });
    const lapsedSurvey = await createSurvey(ctx.db, { userId: lapsed.id });
    const lapsedEquipment = await createEquipment(ctx.db, lapsedSurvey.id);
    const admin = await createAdmin(ctx.db);
    const callers: [string | undefined, number][] = [
      [undefined, 401],
      [await ctx.login(lapsed.username!), 402],
      [await ctx.login(admin.username!), 403],
    ];
    const calls = [
      ['POST', `/api/equipment/${lapsedEquipment.id}/photos/upload`],
      ['POST', `/api/equipment/${lapsedEquipment.id}/photos`],
      ['GET', `/api/equipment/${lapsedEquipment.id}/photos`],
      ['DELETE', '/api/equipment/photos/1'],
    ] as const;
    for (const [cookie, status] of callers) {
      for (const [method, url] of calls) {
        const res = await ctx.call(method, url, { cookie, body: method === 'POST' ? {} : undefined });
        expect(res.statusCode, `${method} ${url}`).toBe(status);
      }
    }
  });
});

describe('recording, listing and deleting photos', () => {
  test('upload, record, list, read back, delete: the file and its record are gone afterwards', async () => {
    const owner = await createOwner(ctx);
    const created = await addPhoto(owner, SAMPLE_JPEG, 'Scale on the fill');
    const key = `photos/${owner.user.id}/${created.url.split('/').pop()}`;
    expect(created).toEqual({
      id: expect.any(Number),
      equipmentId: owner.equipment.id,
      // As the client sent it: the upload URL without its query (the upload slot, not the served file).
      photoUrl: `/api/objects/uploads/${key}`,
      description: 'Scale on the fill',
      clientId: null,
      createdAt: expect.any(String),
      url: `/api/objects/${key}`,
    });
    expect(Number.isNaN(Date.parse(created.createdAt))).toBe(false);

    const list = await ctx.call('GET', `/api/equipment/${owner.equipment.id}/photos`, {
      cookie: owner.cookie,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([created]);

    const bytes = await ctx.call('GET', created.url, { cookie: owner.cookie });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/jpeg');
    expect(bytes.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(existsSync(filePathOf(dataDir, key))).toBe(true);
    expect(existsSync(filePathOf(dataDir, reportCopyKeyFor(key)))).toBe(true);
    // The upload slot is emptied once its bytes are re-encoded into the served photo.
    expect(existsSync(filePathOf(dataDir, `uploads/${key}`))).toBe(false);

    const removed = await ctx.call('DELETE', `/api/equipment/photos/${created.id}`, { cookie: owner.cookie });
    expect(removed.statusCode).toBe(204);
    expect((await ctx.call('GET', created.url, { cookie: owner.cookie })).statusCode).toBe(404);
    expect(existsSync(filePathOf(dataDir, key))).toBe(false);
    expect(existsSync(filePathOf(dataDir, reportCopyKeyFor(key)))).toBe(false);
    expect(await ctx.db.select().from(storedObjects).where(eq(storedObjects.key, key))).toEqual([]);
    const after = await ctx.call('GET', `/api/equipment/${owner.equipment.id}/photos`, {
      cookie: owner.cookie,
    });
    expect(after.json()).toEqual([]);
  });

  test('lists several photos oldest first, without a description when none was given', async () => {
    const owner = await createOwner(ctx);
    const first = await addPhoto(owner, SAMPLE_PNG, 'First');
    const uploadURL = await uploadBytes(ctx, owner.cookie, owner.equipment.id, SAMPLE_JPEG);
    const second = await ctx.call('POST', `/api/equipment/${owner.equipment.id}/photos`, {
      cookie: owner.cookie,
      body: { photoUrl: uploadURL.split('?')[0] },
    });
    expect(second.json().description).toBeNull();
    const list = await ctx.call('GET', `/api/equipment/${owner.equipment.id}/photos`, {
      cookie: owner.cookie,
    });
    expect(list.json().map((p: { id: number }) => p.id)).toEqual([first.id, second.json().id]);
  });

  test('refuses to record a photo whose bytes never arrived', async () => {
    const owner = await createOwner(ctx);
    const uploadURL = await requestUploadUrl(ctx, owner.cookie, owner.equipment.id, { size: 10 });
    const res = await ctx.call('POST', `/api/equipment/${owner.equipment.id}/photos`, {
      cookie: owner.cookie,
      body: { photoUrl: uploadURL.split('?')[0] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Upload the photo before saving it');
    expect(
      await ctx.db.select().from(equipmentPhotos).where(eq(equipmentPhotos.equipmentId, owner.equipment.id)),
    ).toEqual([]);
  });

  test('validates the photo URL', async () => {
    const owner = await createOwner(ctx);
    const url = `/api/equipment/${owner.equipment.id}/photos`;
    const missing = await ctx.call('POST', url, { cookie: owner.cookie, body: { description: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.photoUrl).toBe('Photo URL is required');
    const foreign = await ctx.call('POST', url, {
      cookie: owner.cookie,
      body: { photoUrl: 'https://evil.example/a.png' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors.photoUrl).toBe('Photo URL must be the upload URL without its query');
  });

  test('refuses to record the same upload twice', async () => {
    const owner = await createOwner(ctx);
    const created = await addPhoto(owner);
    const again = await ctx.call('POST', `/api/equipment/${owner.equipment.id}/photos`, {
      cookie: owner.cookie,
      body: { photoUrl: created.photoUrl },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This photo is already saved');
  });

  test('answers 404 for a missing photo id on delete', async () => {
    const owner = await createOwner(ctx);
    for (const id of ['999999', 'nope']) {
      const res = await ctx.call('DELETE', `/api/equipment/photos/${id}`, { cookie: owner.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Photo not found', code: 'not_found' });
    }
  });
});

describe("another user's photos", () => {
  test('every call on A’s equipment, key, photo or file answers 404 to B and leaves A’s data as it was', async () => {
    const a = await createOwner(ctx);
    const b = await createOwner(ctx);
    const photo = await addPhoto(a, SAMPLE_PNG, 'A only');
    const aPending = await uploadBytes(ctx, a.cookie, a.equipment.id, SAMPLE_JPEG);

    const uploadForA = await ctx.call('POST', `/api/equipment/${a.equipment.id}/photos/upload`, {
      cookie: b.cookie,
      body: {},
    });
    expect(uploadForA.statusCode).toBe(404);
    expect(uploadForA.json()).toEqual({ message: 'Equipment not found', code: 'not_found' });

    const recordAKeyOnB = await ctx.call('POST', `/api/equipment/${b.equipment.id}/photos`, {
      cookie: b.cookie,
      body: { photoUrl: aPending.split('?')[0] },
    });
    expect(recordAKeyOnB.statusCode).toBe(404);
    expect(recordAKeyOnB.json()).toEqual({ message: 'File not found', code: 'not_found' });

    const recordOnA = await ctx.call('POST', `/api/equipment/${a.equipment.id}/photos`, {
      cookie: b.cookie,
      body: { photoUrl: aPending.split('?')[0] },
    });
    expect(recordOnA.statusCode).toBe(404);
    expect(recordOnA.json()).toEqual({ message: 'Equipment not found', code: 'not_found' });

    const listA = await ctx.call('GET', `/api/equipment/${a.equipment.id}/photos`, { cookie: b.cookie });
    expect(listA.statusCode).toBe(404);
    expect(listA.json()).toEqual({ message: 'Equipment not found', code: 'not_found' });

    const deleteA = await ctx.call('DELETE', `/api/equipment/photos/${photo.id}`, { cookie: b.cookie });
    expect(deleteA.statusCode).toBe(404);
    expect(deleteA.json()).toEqual({ message: 'Photo not found', code: 'not_found' });

    const readA = await ctx.call('GET', photo.url, { cookie: b.cookie });
    expect(readA.statusCode).toBe(404);
    expect(readA.json()).toEqual({ message: 'File not found', code: 'not_found' });

    const aList = await ctx.call('GET', `/api/equipment/${a.equipment.id}/photos`, { cookie: a.cookie });
    expect(aList.json()).toEqual([photo]);
    const aFile = await ctx.call('GET', photo.url, { cookie: a.cookie });
    expect(aFile.statusCode).toBe(200);
    expect(aFile.headers['content-type']).toBe('image/jpeg');
    const bList = await ctx.call('GET', `/api/equipment/${b.equipment.id}/photos`, { cookie: b.cookie });
    expect(bList.json()).toEqual([]);
    // A can still record the upload B tried to take.
    const aRecords = await ctx.call('POST', `/api/equipment/${a.equipment.id}/photos`, {
      cookie: a.cookie,
      body: { photoUrl: aPending.split('?')[0] },
    });
    expect(aRecords.statusCode).toBe(201);
  });
});
