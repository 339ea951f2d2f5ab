import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterClientBuild } from './after-client-build.ts';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its extra round of headers costs. */
const MIN_BYTES = 1024;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to a text file; false when it is too small or does not shrink. */
export async function precompressFile(file: string): Promise<boolean> {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (gz.length >= bytes.length) return false;
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return true;
}

/** Compresses every text file of the client build once it is written, so the server never compresses files per request. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  const done = await Promise.all(files.map((file) => precompressFile(file)));
  return done.filter(Boolean).length;
}

/** Vite plugin: after the client build (and the landing prerender) writes dist/client, add .br and .gz copies. */
export function precompressPlugin(): Plugin {
  return afterClientBuild('aqs-precompress', async (outDir, config) => {
    if (!(await stat(outDir).catch(() => null))) return;
    const count = await precompressDir(outDir);
    config.logger.info(`precompressed ${count} files (brotli and gzip)`);
  });
}
