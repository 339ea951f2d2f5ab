import { fileTypeFromBuffer } from 'file-type';
import { reportCopyKeyFor } from '#server/adapters/storage/keys.ts';
import { readAtMost } from '#server/adapters/storage/read-bytes.ts';
import type { StorageService } from '#server/adapters/storage/types.ts';
import { createReportCopy } from '#server/modules/photos/process-photo.ts';
import { MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import type { ReportPhoto } from './load-survey-report.ts';
import { PhotoCache, type PhotoSource } from './photo-cache.ts';

/** A photo ready for the PDF: a bounded JPEG, a format that cannot be decoded, a broken file, or no file. */
export type PhotoContent =
  | { kind: 'image'; data: Buffer }
  | { kind: 'unsupported'; format: string }
  | { kind: 'unreadable' }
  | { kind: 'missing' };

const FORMAT_NAMES: Record<string, string> = { heic: 'HEIC', avif: 'AVIF' };
// Reads several files at once without opening one stream per photo of a large survey at the same time.
const PARALLEL_READS = 4;
// About two hundred report copies (a copy is 100–250 KB); the server's one cache of photo bytes.
const CACHE_BYTES = 32 * 1024 * 1024;
const sharedCache = new PhotoCache(CACHE_BYTES);

/**
 * Reads every photo's report copy (a JPEG of at most 1200 px made when the photo was recorded), by photo id;
 * the PDF embeds its bytes as they are. Photos stored before report copies existed are scaled down here. What
 * was read or scaled is kept by storage key while the file keeps its size (photo-cache.ts). A missing or
 * unreadable file never fails the report (onError hears why).
 */
export async function loadReportPhotos(
  storage: StorageService,
  photos: Pick<ReportPhoto, 'id' | 'storageKey'>[],
  onError: (error: unknown, key: string) => void = () => {},
  cache: PhotoCache = sharedCache,
): Promise<Map<number, PhotoContent>> {
  const contents = new Map<number, PhotoContent>();
  for (let i = 0; i < photos.length; i += PARALLEL_READS) {
    const batch = photos.slice(i, i + PARALLEL_READS);
    const loaded = await Promise.all(
      batch.map((photo) => readPhoto(storage, cache, photo.storageKey, onError)),
    );
    for (const [index, photo] of batch.entries()) contents.set(photo.id, loaded[index]!);
  }
  return contents;
}

async function readPhoto(
  storage: StorageService,
  cache: PhotoCache,
  key: string,
  onError: (error: unknown, key: string) => void,
): Promise<PhotoContent> {
  try {
    const copy = await readThroughCache(storage, cache, key, 'copy');
    if (copy) return copy;
    return (await readThroughCache(storage, cache, key, 'original')) ?? { kind: 'missing' };
  } catch (error) {
    onError(error, key);
    return { kind: 'missing' };
  }
}

/**
 * The photo made from one of its files (the report copy, or the original scaled down): from the cache when the
 * file still has the size it had, else read (and scaled) now and kept. Null when the file is missing or too large.
 */
async function readThroughCache(
  storage: StorageService,
  cache: PhotoCache,
  key: string,
  source: PhotoSource,
): Promise<PhotoContent | null> {
  const file = await storage.readFile(source === 'copy' ? reportCopyKeyFor(key) : key);
  if (!file) return null;
  const cached = file.size === null ? undefined : cache.get(key, source, file.size);
  if (cached || (file.size !== null && file.size > MAX_UPLOAD_BYTES)) {
    file.body.destroy();
    return cached ?? null;
  }
  const bytes = await readAtMost(file.body, MAX_UPLOAD_BYTES);
  if (!bytes) return null;
  const content: PhotoContent = source === 'copy' ? { kind: 'image', data: bytes } : await scaleDown(bytes);
  cache.set(key, source, file.size ?? bytes.length, content);
  return content;
}

async function scaleDown(original: Buffer): Promise<PhotoContent> {
  try {
    return { kind: 'image', data: await createReportCopy(original) };
  } catch {
    const type = await fileTypeFromBuffer(original);
    const format = type && FORMAT_NAMES[type.ext];
    return format ? { kind: 'unsupported', format } : { kind: 'unreadable' };
  }
}
