// `npm run bench:first-paint`: the JavaScript each signed-in page needs before its first paint, gzip, read from the
// build's manifest (dist/client/.vite/manifest.json; run `npm run build` first). A page's first paint needs the
// entry and what index.html preloads, the signed-in route tables and app shell, and the page's chunk, each with its
// static imports: the same set the server's page shell modulepreloads (server/page-shell.ts). Deterministic: the
// same build gives the same figures on any machine (docs/decisions/039-fast-signed-in-pages.md).
// `--files` lists each page's files; `--json` prints the figures as JSON.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SIGNED_IN_FRAME_MODULES, USER_PAGE_MODULES } from '#shared/page-modules.ts';
import { collectStaticClosure, readChunkGraph } from './lib/chunks.ts';
import { ROOT } from './lib/config.ts';
import { kib } from './lib/stats.ts';

const CLIENT_DIR = path.join(ROOT, 'dist', 'client');

function gzipSize(file: string): number {
  return gzipSync(readFileSync(path.join(CLIENT_DIR, file))).length;
}

/** Each signed-in page's first-paint files and their gzip bytes. */
export function measureFirstPaint() {
  const graph = readChunkGraph(CLIENT_DIR);
  if (graph.from !== 'manifest')
    throw new Error('dist/client/.vite/manifest.json is missing: run npm run build');
  const fileOf = (source: string) => {
    for (const chunk of graph.chunks.values()) if (chunk.source === source) return chunk.file;
    throw new Error(`the build's manifest has no chunk for ${source}`);
  };
  const frame = SIGNED_IN_FRAME_MODULES.map(fileOf);
  return Object.entries(USER_PAGE_MODULES).map(([route, source]) => {
    const files = collectStaticClosure(graph, [graph.entry, ...frame, fileOf(source!)]);
    return { route, files, gzip: files.reduce((sum, file) => sum + gzipSize(file), 0) };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = measureFirstPaint();
  if (process.argv.includes('--json')) {
    console.log(
      JSON.stringify(
        pages.map(({ route, gzip }) => ({ route, gzip })),
        null,
        2,
      ),
    );
  } else {
    console.log('JavaScript before the first paint (gzip, each file on its own, as served)');
    for (const { route, files, gzip } of pages) {
      console.log(`${route.padEnd(22)} ${kib(gzip).padStart(11)}  ${files.length} files`);
      if (process.argv.includes('--files')) {
        for (const file of files) console.log(`    ${kib(gzipSize(file)).padStart(10)}  ${file}`);
      }
    }
  }
}
