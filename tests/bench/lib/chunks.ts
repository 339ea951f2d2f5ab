import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One built JavaScript file and what it imports, as paths relative to dist/client. */
export interface Chunk {
  file: string;
  /** The source module it was built from when the manifest says so, else the file name. */
  source: string;
  imports: string[];
  dynamicImports: string[];
}

/** The client's JavaScript chunks and its entry, read from the Vite manifest or, without one, from the files. */
export interface ChunkGraph {
  from: 'manifest' | 'parsed files';
  entry: string;
  chunks: Map<string, Chunk>;
}

interface ManifestItem {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

function readManifestGraph(manifestPath: string): ChunkGraph {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestItem>;
  const fileOf = (key: string) => manifest[key]?.file ?? key;
  const chunks = new Map<string, Chunk>();
  let entry = '';
  for (const [key, item] of Object.entries(manifest)) {
    if (!item.file.endsWith('.js')) continue;
    if (item.isEntry) entry = item.file;
    chunks.set(item.file, {
      file: item.file,
      source: item.src ?? key,
      imports: (item.imports ?? []).map(fileOf),
      dynamicImports: (item.dynamicImports ?? []).map(fileOf),
    });
  }
  return { from: 'manifest', entry, chunks };
}

const STATIC_IMPORT = /\b(?:from\s*|import\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g;

function parseChunk(clientDir: string, file: string): Chunk {
  const code = readFileSync(path.join(clientDir, file), 'utf8');
  const resolve = (spec: string) => path.posix.join(path.posix.dirname(file), spec);
  return {
    file,
    source: path.posix.basename(file),
    imports: [...code.matchAll(STATIC_IMPORT)].map((m) => resolve(m[1]!)),
    dynamicImports: [...code.matchAll(DYNAMIC_IMPORT)].map((m) => resolve(m[1]!)),
  };
}

function parseFilesGraph(clientDir: string): ChunkGraph {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const entry = /<script[^>]*type="module"[^>]*src="\/?([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('dist/client/index.html names no module script');
  const chunks = new Map<string, Chunk>();
  const assetsDir = path.join(clientDir, 'assets');
  for (const name of readdirSync(assetsDir)) {
    if (name.endsWith('.js')) chunks.set(`assets/${name}`, parseChunk(clientDir, `assets/${name}`));
  }
  return { from: 'parsed files', entry, chunks };
}

/** Reads dist/client/.vite/manifest.json when the build writes one, else parses index.html and the assets. */
export function readChunkGraph(clientDir: string): ChunkGraph {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  return existsSync(manifestPath) ? readManifestGraph(manifestPath) : parseFilesGraph(clientDir);
}

/** The files loaded for these starting chunks: each plus its static imports, transitively. */
export function collectStaticClosure(graph: ChunkGraph, starts: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length && seen.size < 10_000) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(graph.chunks.get(file)?.imports ?? []));
  }
  return [...seen];
}

/** Chunks loaded lazily (someone imports them dynamically) whose source or file name matches. */
export function findLazyChunks(graph: ChunkGraph, pattern: RegExp): string[] {
  const lazy = new Set([...graph.chunks.values()].flatMap((c) => c.dynamicImports));
  return [...lazy].filter((file) => pattern.test(graph.chunks.get(file)?.source ?? file));
}
