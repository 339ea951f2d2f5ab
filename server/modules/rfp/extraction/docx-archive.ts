import { crc32, inflateRawSync } from 'node:zlib';
import { listZipEntries, type ZipEntry } from '#server/modules/files/zip-entries.ts';
import { EXTRACTION_LIMITS } from './limits.ts';
import { UnreadableDocumentError } from './types.ts';

/** Thrown when a Word document inflates to more than the limit: a zip bomb, or a document too large to read. */
export class DocumentTooLargeError extends Error {
  constructor(limitBytes: number) {
    super(`The Word document inflates to more than ${Math.round(limitBytes / 1024 / 1024)} MB`);
    this.name = 'DocumentTooLargeError';
  }
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_RECORD = 0x06054b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;

function unreadable(reason: string): UnreadableDocumentError {
  return new UnreadableDocumentError(`The Word document could not be read: ${reason}`);
}

/** The stored bytes of one entry, found through its local header (whose own sizes may lie; the directory's are used). */
function storedBytesOf(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) throw unreadable('a broken entry');
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw unreadable('an entry past the end of the file');
  return bytes.subarray(start, end);
}

/**
 * Inflates one entry into at most `budget` bytes. The cap is on the bytes actually produced (zlib stops and throws
 * ERR_BUFFER_TOO_LARGE as soon as its output passes `maxOutputLength`), never on the size the archive declares.
 */
function inflateEntry(stored: Uint8Array, entry: ZipEntry, budget: number, limit: number): Uint8Array {
  if (entry.method === STORED) {
    if (stored.length > budget) throw new DocumentTooLargeError(limit);
    return stored;
  }
  if (entry.method !== DEFLATED) throw unreadable(`compression method ${entry.method}`);
  try {
    // A zero-length budget would mean "no limit" to zlib; one byte still refuses any output past the cap.
    return inflateRawSync(stored, { maxOutputLength: Math.max(1, budget) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new DocumentTooLargeError(limit);
    throw new UnreadableDocumentError('The Word document could not be read', { cause: error });
  }
}

/** Writes entries as an archive whose entries are stored (not compressed), with their true sizes and CRCs. */
function writeStoredArchive(parts: { name: Buffer; data: Uint8Array }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of parts) {
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directorySize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_RECORD, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/**
 * A Word document's archive made safe to hand to mammoth: every entry inflated with a hard cap on the bytes actually
 * produced, `maxBytes` for the whole archive (the declared sizes are ignored: a 3 MB file may declare 4 KB and hold
 * 1 GB), then written back stored, so the reader sees exactly the bytes that were counted. Past the cap it throws
 * DocumentTooLargeError; an archive that is not a readable ZIP throws UnreadableDocumentError.
 */
export function inflateDocxArchive(
  bytes: Uint8Array,
  maxBytes: number = EXTRACTION_LIMITS.maxInflatedDocxBytes,
): Buffer {
  const entries = listZipEntries(bytes);
  if (!entries) throw unreadable('not a ZIP archive');
  const parts: { name: Buffer; data: Uint8Array }[] = [];
  let produced = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    if (entry.flags & ENCRYPTED_FLAG) throw unreadable('an encrypted entry');
    const data = inflateEntry(storedBytesOf(bytes, entry), entry, maxBytes - produced, maxBytes);
    produced += data.length;
    if (produced > maxBytes) throw new DocumentTooLargeError(maxBytes);
    parts.push({ name: Buffer.from(entry.name, 'utf8'), data });
  }
  return writeStoredArchive(parts);
}
