import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { link, mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { clock } from '../../lib/clock.ts';
import { createObjectRouteUrl, isValidStorageKey } from './keys.ts';
import { createUploadSignature } from './signature.ts';
import { FileExistsError, type StorageService } from './types.ts';

/** Files under one folder on local disk; the browser uploads through the app's signed PUT route. */
export function createDiskStorage(options: { rootDir: string; signingSecret: string }): StorageService {
  const root = path.resolve(options.rootDir);

  function resolveKey(key: string): string {
    const file = path.join(root, ...key.split('/'));
    if (!isValidStorageKey(key) || !file.startsWith(root + path.sep))
      throw new Error(`Invalid storage key: ${key}`);
    return file;
  }

  return {
    kind: 'disk',
    browserOrigins: [],

    async createUploadUrl(key, { kind, contentLength, expiresInSeconds }) {
      resolveKey(key);
      const expires = Math.floor(clock.now().getTime() / 1000) + expiresInSeconds;
      const grant = { method: 'PUT' as const, key, expires, kind, size: contentLength };
      const signature = createUploadSignature(options.signingSecret, grant);
      return `${createObjectRouteUrl(key)}?expires=${expires}&size=${contentLength}&signature=${signature}`;
    },

    objectUrl: createObjectRouteUrl,

    async writeFile(key, bytes, writeOptions = {}) {
      const file = resolveKey(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write beside the target then move it in, so a reader never sees half a file. An exclusive write links
      // instead of renaming: link() fails when the target exists, atomically, so two uploads cannot both win.
      const temp = `${file}.${randomUUID()}.partial`;
      try {
        await writeFile(temp, bytes);
        if (writeOptions.isExclusive) await link(temp, file);
        else await rename(temp, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new FileExistsError(key);
        throw error;
      } finally {
        await rm(temp, { force: true });
      }
    },

    async readFile(key) {
      const file = resolveKey(key);
      const info = await statFile(file);
      if (!info) return null;
      return { body: createReadStream(file), contentType: null, size: info.size };
    },

    async readHead(key, bytes) {
      const file = resolveKey(key);
      const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        const buffer = Buffer.alloc(Math.min(bytes, size));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        return { head: buffer.subarray(0, bytesRead), size };
      } finally {
        await handle.close();
      }
    },

    async createDownloadUrl() {
      return null;
    },

    async deleteFile(key) {
      await rm(resolveKey(key), { force: true });
    },
  };
}

async function statFile(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
