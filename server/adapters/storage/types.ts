import type { Readable } from 'node:stream';

/** What kind of file a key holds; decides which bytes are accepted. */
export type StoredFileKind = 'photo' | 'rfp' | 'logo';

/** A stored file's bytes and metadata. */
export interface StoredFile {
  body: Readable;
  contentType: string | null;
  size: number | null;
}

/** File storage behind one interface: local disk (default) or S3-compatible (configured by environment). */
export interface StorageService {
  kind: 'disk' | 's3';
  /** Origins the browser talks to directly (for CSP connect-src/img-src); empty for disk. */
  browserOrigins: string[];
  /** A short-lived signed URL the browser PUTs exactly `contentLength` bytes to. */
  createUploadUrl(
    key: string,
    options: { kind: StoredFileKind; contentLength: number; expiresInSeconds: number },
  ): Promise<string>;
  /** The upload URL of a key without its query: what the browser sends back when it records the file. */
  objectUrl(key: string): string;
  /**
   * Stores bytes under a key, replacing what was there; with `isExclusive` it refuses with FileExistsError when
   * the key already holds a file (the disk upload route writes this way, so a link is good for one upload).
   */
  writeFile(key: string, bytes: Buffer, options?: { isExclusive?: boolean }): Promise<void>;
  /** Reads a file, or null when there is none. */
  readFile(key: string): Promise<StoredFile | null>;
  /** The first bytes of a file (for type detection), or null when missing. */
  readHead(key: string, bytes: number): Promise<{ head: Buffer; size: number } | null>;
  /**
   * A short-lived URL the browser may GET the file from directly, or null when the server must stream it.
   * contentType, when given, is the type the response is served with (the one detected from the bytes).
   */
  createDownloadUrl(
    key: string,
    expiresInSeconds: number,
    options?: { contentType?: string | null },
  ): Promise<string | null>;
  /** Deletes a file; missing files are not an error. */
  deleteFile(key: string): Promise<void>;
}

/** Thrown by an exclusive write when the key already holds a file. */
export class FileExistsError extends Error {
  constructor(key: string) {
    super(`A file already exists at ${key}`);
    this.name = 'FileExistsError';
  }
}
