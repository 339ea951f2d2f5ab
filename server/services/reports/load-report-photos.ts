import { fileTypeFromBuffer } from 'file-type';
import { MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import { createReportCopy } from '../files/process-photo.ts';
import { reportCopyKeyFor } from '../storage/keys.ts';
import { readStoredBytes } from '../storage/read-bytes.ts';
import type { StorageService } from '../storage/types.ts';
import type { ReportPhoto } from './load-survey-report.ts';

/** A photo ready for the PDF: a bounded JPEG, a format that cannot be decoded, a broken file, or no file. */
export type PhotoContent =
  | { kind: 'image'; data: Buffer }
  | { kind: 'unsupported'; format: string }
  | { kind: 'unreadable' }
  | { kind: 'missing' };

const FORMAT_NAMES: Record<string, string> = { heic: 'HEIC', avif: 'AVIF' };
// Reads several files at once without opening one stream per photo of a large survey at the same time.
const PARALLEL_READS = 4;

/**
 * Reads every photo's report copy (a JPEG of at most 1200 px made when the photo was recorded), by photo id.
 * Photos stored before report copies existed are scaled down here. A missing or unreadable file never fails
 * the report (onError hears why).
 */
export async function loadReportPhotos(
  storage: StorageService,
  photos: Pick<ReportPhoto, 'id' | 'storageKey'>[],
  onError: (error: unknown, key: string) => void = () => {},
): Promise<Map<number, PhotoContent>> {
  const contents = new Map<number, PhotoContent>();
  for (let i = 0; i < photos.length; i += PARALLEL_READS) {
    const batch = photos.slice(i, i + PARALLEL_READS);
    const loaded = await Promise.all(batch.map((photo) => readPhoto(storage, photo.storageKey, onError)));
    for (const [index, photo] of batch.entries()) contents.set(photo.id, loaded[index]!);
  }
  return contents;
}

async function readPhoto(
  storage: StorageService,
  key: string,
  onError: (error: unknown, key: string) => void,
): Promise<PhotoContent> {
  try {
    const copy = await readStoredBytes(storage, reportCopyKeyFor(key), MAX_UPLOAD_BYTES);
    if (Buffer.isBuffer(copy)) return { kind: 'image', data: copy };
    const original = await readStoredBytes(storage, key, MAX_UPLOAD_BYTES);
    if (!Buffer.isBuffer(original)) return { kind: 'missing' };
    return await scaleDown(original);
  } catch (error) {
    onError(error, key);
    return { kind: 'missing' };
  }
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
