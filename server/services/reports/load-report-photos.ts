import type { Readable } from 'node:stream';
import { inflateSync } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import type { StorageService } from '../storage/types.ts';
import type { ReportPhoto } from './load-survey-report.ts';

/** A photo ready for the PDF: JPEG/PNG bytes, a format pdfkit cannot embed, a broken file, or no file. */
export type PhotoContent =
  | { kind: 'image'; data: Buffer }
  | { kind: 'unsupported'; format: string }
  | { kind: 'unreadable' }
  | { kind: 'missing' };

const FORMAT_NAMES: Record<string, string> = { webp: 'WebP', heic: 'HEIC', gif: 'GIF', avif: 'AVIF' };
// Reads several files at once without opening one stream per photo of a large survey at the same time.
const PARALLEL_READS = 4;

/** Reads every photo's bytes from storage, by photo id; a missing or unreadable file never fails the report (onError hears why). */
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
    const file = await storage.readFile(key);
    if (!file) return { kind: 'missing' };
    const data = await readAtMost(file.body, MAX_UPLOAD_BYTES);
    if (!data) return { kind: 'missing' };
    const type = await fileTypeFromBuffer(data);
    if (type?.ext === 'jpg') return { kind: 'image', data };
    if (type?.ext === 'png') return canInflatePng(data) ? { kind: 'image', data } : { kind: 'unreadable' };
    return {
      kind: 'unsupported',
      format: type ? (FORMAT_NAMES[type.ext] ?? type.ext.toUpperCase()) : 'unknown',
    };
  } catch (error) {
    onError(error, key);
    return { kind: 'missing' };
  }
}

/** The stream's bytes, or null when it holds more than `limit` bytes. */
async function readAtMost(body: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += buffer.length;
    if (size > limit) {
      body.destroy();
      return null;
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Whether a PNG's image data inflates. pdfkit inflates PNGs with transparency asynchronously and throws from the
 * callback on bad data, which no caller can catch, so broken files are turned away here.
 */
function canInflatePng(data: Buffer): boolean {
  const parts: Buffer[] = [];
  let offset = 8;
  while (offset + 12 <= data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > data.length) return false;
    if (type === 'IDAT') parts.push(data.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') break;
    offset = end;
  }
  try {
    return parts.length > 0 && inflateSync(Buffer.concat(parts)).length > 0;
  } catch {
    return false;
  }
}
