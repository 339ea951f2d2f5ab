import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DatabaseHandle } from '#db/client.ts';
import { companyProfiles, equipmentPhotos, storedObjects } from '#db/schema/index.ts';
import { createDiskStorage } from '#server/adapters/storage/disk.ts';
import { createStorageKey, reportCopyKeyFor, uploadKeyFor } from '#server/adapters/storage/keys.ts';
import type { StorageService, StoredFileKind } from '#server/adapters/storage/types.ts';
import { createEquipment, createSurvey, createUser } from '../../../tests/factories/index.ts';
import { SAMPLE_PNG } from '../../../tests/fixtures/image-samples.ts';
import { createTestDatabase } from '../../../tests/setup/test-db.ts';
import { deleteStoredFiles, deleteUserFiles, sweepAbandonedUploads } from './cleanup.ts';

let handle: DatabaseHandle;
let rootDir: string;
let storage: StorageService;
beforeAll(async () => {
  handle = await createTestDatabase();
  rootDir = await mkdtemp(path.join(tmpdir(), 'aqs-cleanup-'));
  storage = createDiskStorage({ rootDir, signingSecret: 'cleanup-test-secret-of-32-characters!' });
});
afterAll(async () => {
  await handle.close();
  await rm(rootDir, { recursive: true, force: true });
});

async function storeFile(userId: string, kind: StoredFileKind = 'photo'): Promise<string> {
  const key = createStorageKey(kind, userId);
  await storage.writeFile(key, SAMPLE_PNG);
  await handle.db.insert(storedObjects).values({ key, userId, kind, uploadedAt: new Date() });
  return key;
}

async function makeDayOld(keys: string[]): Promise<void> {
  const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
  for (const key of keys) {
    await handle.db.update(storedObjects).set({ createdAt: dayAgo }).where(eq(storedObjects.key, key));
  }
}

async function hasRow(key: string): Promise<boolean> {
  const rows = await handle.db.select().from(storedObjects).where(eq(storedObjects.key, key));
  return rows.length > 0;
}

test('deletes the files and their records, ignoring keys already gone', async () => {
  const user = await createUser(handle.db);
  const [first, second, kept] = [
    await storeFile(user.id),
    await storeFile(user.id),
    await storeFile(user.id),
  ];
  await deleteStoredFiles({ db: handle.db, storage }, [
    first,
    second,
    first,
    createStorageKey('photo', user.id),
  ]);
  for (const key of [first, second]) {
    expect(existsSync(path.join(rootDir, key))).toBe(false);
    expect(await hasRow(key)).toBe(false);
  }
  expect(existsSync(path.join(rootDir, kept))).toBe(true);
  expect(await hasRow(kept)).toBe(true);
});

test('deletes a photo’s upload slot and report copy with it', async () => {
  const user = await createUser(handle.db);
  const key = await storeFile(user.id);
  const derived = [uploadKeyFor(key), reportCopyKeyFor(key)];
  for (const file of derived) await storage.writeFile(file, SAMPLE_PNG);
  await deleteStoredFiles({ db: handle.db, storage }, [key]);
  for (const file of [key, ...derived]) expect(await storage.readHead(file, 4), file).toBeNull();
  expect(await hasRow(key)).toBe(false);
});

test('logs a storage failure instead of throwing and keeps that record so the file can be traced', async () => {
  const user = await createUser(handle.db);
  const [broken, fine] = [await storeFile(user.id), await storeFile(user.id)];
  const failing: StorageService = {
    ...storage,
    async deleteFile(key) {
      if (key === broken) throw new Error('storage is down');
      await storage.deleteFile(key);
    },
  };
  const logged: { details: object; message: string }[] = [];
  const log = {
    info: () => {},
    warn: () => {},
    error: (details: object, message: string) => logged.push({ details, message }),
  };
  await deleteStoredFiles({ db: handle.db, storage: failing, log }, [broken, fine]);
  expect(logged).toEqual([
    { details: expect.objectContaining({ key: broken }), message: 'could not delete a stored file' },
  ]);
  expect(await hasRow(broken)).toBe(true);
  expect(await hasRow(fine)).toBe(false);
  expect(existsSync(path.join(rootDir, fine))).toBe(false);
});

test("deleteUserFiles removes every file of one user and none of another's", async () => {
  const [leaving, staying] = [await createUser(handle.db), await createUser(handle.db)];
  const gone = [await storeFile(leaving.id), await storeFile(leaving.id)];
  const other = await storeFile(staying.id);
  await deleteUserFiles({ db: handle.db, storage }, leaving.id);
  for (const key of gone) expect(existsSync(path.join(rootDir, key))).toBe(false);
  expect(existsSync(path.join(rootDir, other))).toBe(true);
  expect(await hasRow(other)).toBe(true);
});

test('sweeps a user’s day-old unrecorded photo uploads, keeping recorded, recent and other users’ files', async () => {
  const user = await createUser(handle.db);
  const other = await createUser(handle.db);
  const abandoned = await storeFile(user.id);
  const recent = await storeFile(user.id);
  const recorded = await storeFile(user.id);
  const othersAbandoned = await storeFile(other.id);
  const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
  for (const key of [abandoned, recorded, othersAbandoned]) {
    await handle.db.update(storedObjects).set({ createdAt: dayAgo }).where(eq(storedObjects.key, key));
  }
  const survey = await createSurvey(handle.db, { userId: user.id });
  const unit = await createEquipment(handle.db, survey.id);
  await handle.db
    .insert(equipmentPhotos)
    .values({ equipmentId: unit.id, photoUrl: `/api/objects/${recorded}`, storageKey: recorded });

  const swept = await sweepAbandonedUploads({ db: handle.db, storage }, user.id, 'photo');

  expect(swept).toBe(1);
  expect(await hasRow(abandoned)).toBe(false);
  expect(await storage.readHead(abandoned, 4)).toBeNull();
  for (const kept of [recent, recorded, othersAbandoned]) expect(await hasRow(kept)).toBe(true);
  expect(await storage.readHead(recorded, 4)).not.toBeNull();
});

test('the same sweep keeps the company’s logo and deletes day-old logo uploads it never saved', async () => {
  const user = await createUser(handle.db);
  const saved = await storeFile(user.id, 'logo');
  const unsaved = await storeFile(user.id, 'logo');
  const photo = await storeFile(user.id, 'photo');
  await makeDayOld([saved, unsaved, photo]);
  await handle.db
    .insert(companyProfiles)
    .values({ userId: user.id, name: 'Clearwater Services', logoKey: saved });

  expect(await sweepAbandonedUploads({ db: handle.db, storage }, user.id, 'logo')).toBe(1);

  expect(await hasRow(unsaved)).toBe(false);
  expect(await storage.readHead(unsaved, 4)).toBeNull();
  expect(await hasRow(saved)).toBe(true);
  // A sweep of one kind leaves the other kinds alone.
  expect(await hasRow(photo)).toBe(true);
});
