/** One entry of a ZIP archive's central directory. */
export interface ZipEntry {
  name: string;
  /** The size the archive declares once inflated (a hostile archive may lie; docx-archive.ts caps what it makes). */
  uncompressedSize: number;
  /** The size of its stored bytes. */
  compressedSize: number;
  /** 0 stored, 8 deflated; anything else is not read. */
  method: number;
  /** General-purpose flags (bit 0: encrypted). */
  flags: number;
  /** Where its local header starts. */
  localHeaderOffset: number;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
// The end record is 22 bytes plus a comment of at most 65,535 bytes.
const END_SEARCH_BYTES = 22 + 0xffff;
const MAX_ENTRIES = 10_000;

/**
 * The entries a ZIP archive's central directory lists, or null when the bytes are not a readable ZIP
 * (no end record, a directory outside the file, a broken entry). Reads names only; nothing is inflated.
 */
export function listZipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndRecord(view);
  if (end === null) return null;
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count > MAX_ENTRIES || directoryOffset + directorySize > end) return null;
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder('utf-8');
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const uncompressedSize = view.getUint32(at + 24, true);
    const localHeaderOffset = view.getUint32(at + 42, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > end) return null;
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, nameEnd)),
      uncompressedSize,
      compressedSize,
      method,
      flags,
      localHeaderOffset,
    });
    at = nameEnd + extraLength + commentLength;
  }
  return entries;
}

function findEndRecord(view: DataView): number | null {
  const lowest = Math.max(0, view.byteLength - END_SEARCH_BYTES);
  for (let at = view.byteLength - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  return null;
}
