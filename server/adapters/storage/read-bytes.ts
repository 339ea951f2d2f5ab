import type { Readable } from 'node:stream';
import type { StorageService } from './types.ts';

/** A stored file's bytes: null when there is no file, 'too-large' when it holds more than `limit` bytes. */
export async function readStoredBytes(
  storage: StorageService,
  key: string,
  limit: number,
): Promise<Buffer | null | 'too-large'> {
  const file = await storage.readFile(key);
  if (!file) return null;
  if (file.size !== null && file.size > limit) {
    file.body.destroy();
    return 'too-large';
  }
  return (await readAtMost(file.body, limit)) ?? 'too-large';
}

/** The stream's bytes, or null when it holds more than `limit` bytes (the stream is then closed early). */
export async function readAtMost(body: Readable, limit: number): Promise<Buffer | null> {
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
