import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createDiskStorage } from '#server/adapters/storage/disk.ts';
import { reportCopyKeyFor } from '#server/adapters/storage/keys.ts';
import type { StorageService } from '#server/adapters/storage/types.ts';
import { createNoisyJpeg } from '../../../tests/fixtures/image-samples.ts';
import { loadReportPhotos, type PhotoContent } from './load-report-photos.ts';
import { PhotoCache } from './photo-cache.ts';

let dir: string;
let storage: StorageService;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'aqs-report-photos-'));
  storage = createDiskStorage({ rootDir: dir, signingSecret: 'test-secret' });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const solidJpeg = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

async function loadOne(storageKey: string, cache: PhotoCache): Promise<PhotoContent> {
  const photos = await loadReportPhotos(storage, [{ id: 1, storageKey }], undefined, cache);
  return photos.get(1)!;
}

function imageOf(content: PhotoContent): Buffer {
  if (content.kind !== 'image') throw new Error(`expected an image, got ${content.kind}`);
  return content.data;
}

test('a report copy is read once, and a changed copy is read again rather than served stale', async () => {
  const cache = new PhotoCache(1024 * 1024);
  const key = 'photos/u1/copy-once';
  const first = await solidJpeg(300, 200, '#00a000');
  await storage.writeFile(reportCopyKeyFor(key), first);
  const read = imageOf(await loadOne(key, cache));
  expect(read).toEqual(first);
  // The same bytes object: the file was not read again.
  expect(imageOf(await loadOne(key, cache))).toBe(read);

  const replaced = await solidJpeg(640, 480, '#a00000');
  await storage.writeFile(reportCopyKeyFor(key), replaced);
  expect(imageOf(await loadOne(key, cache))).toEqual(replaced);
});

test('an old photo without a copy is scaled down once, again when it changes, and is missing once deleted', async () => {
  const cache = new PhotoCache(4 * 1024 * 1024);
  const key = 'photos/u1/old-photo';
  await storage.writeFile(key, await createNoisyJpeg(1600, 1300, 3));
  const scaled = imageOf(await loadOne(key, cache));
  expect(await sharp(scaled).metadata()).toMatchObject({ width: 1200, height: 975 });
  expect(imageOf(await loadOne(key, cache))).toBe(scaled);

  await storage.writeFile(key, await createNoisyJpeg(1300, 1600, 4));
  const rescaled = imageOf(await loadOne(key, cache));
  expect(await sharp(rescaled).metadata()).toMatchObject({ width: 975, height: 1200 });

  await storage.deleteFile(key);
  expect(await loadOne(key, cache)).toEqual({ kind: 'missing' });
});

test('a file that cannot be decoded is judged once and judged again when it changes', async () => {
  const cache = new PhotoCache(1024 * 1024);
  const key = 'photos/u1/junk';
  await storage.writeFile(key, Buffer.from('not an image at all'));
  expect(await loadOne(key, cache)).toEqual({ kind: 'unreadable' });
  const replaced = await solidJpeg(100, 80, '#0000a0');
  await storage.writeFile(key, replaced);
  expect(await sharp(imageOf(await loadOne(key, cache))).metadata()).toMatchObject({
    width: 100,
    height: 80,
  });
});
