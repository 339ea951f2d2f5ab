import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { collectStaticClosure, findLazyChunks, readChunkGraph } from '../lib/chunks.ts';
import { ROOT } from '../lib/config.ts';
import { printHeading, printNote, printTable, type SectionResult, skipSection } from '../lib/report.ts';
import { kib, ratio } from '../lib/stats.ts';
import { ensureClientBuilt } from './startup.ts';

const CLIENT_DIR = path.join(ROOT, 'dist', 'client');
// The generator page's lazy chunk: its source (manifest) or file name (parsed) says generator, e.g.
// client/features/proposals/components/proposal-generator-page.tsx → proposal-generator-page-<hash>.js.
const GENERATOR_CHUNK = /generator/i;
// Signed-in pages render inside the lazily loaded route tables and app shell, so the generator route loads them too.
const SHELL_CHUNK = /app-shell|signed-in-routes/i;

function measureFiles(files: string[]): { raw: number; gzip: number } {
  return files.reduce(
    (sum, file) => {
      const bytes = readFileSync(path.join(CLIENT_DIR, file));
      return { raw: sum.raw + bytes.length, gzip: sum.gzip + gzipSync(bytes).length };
    },
    { raw: 0, gzip: 0 },
  );
}

/** Section 8: gzip size of the JavaScript the landing page loads vs the proposal generator page. */
export function benchBundle(): SectionResult {
  const title = 'Bundle sizes';
  printHeading(`8. ${title}: gzip of the JavaScript each page loads`);
  ensureClientBuilt();
  const graph = readChunkGraph(CLIENT_DIR);
  if (!graph.entry) return skipSection('bundle', title, 'the build names no entry chunk');
  const landingFiles = collectStaticClosure(graph, [graph.entry]);
  const landing = measureFiles(landingFiles);
  const rows: (string | number)[][] = [
    ['landing (/ signed out)', landingFiles.length, kib(landing.raw), kib(landing.gzip)],
  ];
  const figures: SectionResult['figures'] = {
    readFrom: graph.from,
    landingGzipBytes: landing.gzip,
    landingRawBytes: landing.raw,
  };
  let line = `landing ${kib(landing.gzip)} gzip`;
  const generatorChunks = findLazyChunks(graph, GENERATOR_CHUNK);
  const lazyStarts = [...findLazyChunks(graph, SHELL_CHUNK), ...generatorChunks];
  if (generatorChunks.length) {
    const generatorFiles = collectStaticClosure(graph, [graph.entry, ...lazyStarts]);
    const generator = measureFiles(generatorFiles);
    const r = ratio(generator.gzip, landing.gzip);
    rows.push(['proposal generator page', generatorFiles.length, kib(generator.raw), kib(generator.gzip)]);
    Object.assign(figures, {
      generatorGzipBytes: generator.gzip,
      generatorRawBytes: generator.raw,
      ratio: r,
    });
    line += `, generator page ${kib(generator.gzip)} gzip (ratio ${r})`;
  }
  printTable(['page', 'files', 'raw', 'gzip'], rows);
  const manifestNote = graph.from === 'manifest' ? '' : ' (build.manifest is not enabled in vite.config.ts)';
  printNote(`chunks read from ${graph.from}${manifestNote}; each file gzipped on its own, as served`);
  if (generatorChunks.length) {
    const names = lazyStarts.map((file) => path.posix.basename(file)).join(' + ');
    printNote(`generator page = the landing files + lazy ${names} and their static imports`);
    printNote(`ratio generator/landing gzip = ${figures.ratio}`);
  } else {
    console.log('  generator page skipped: no lazy chunk for the proposal generator page yet');
    figures.generator = { skipped: 'no lazy chunk for the proposal generator page yet' };
    line += '; generator page skipped (no chunk yet)';
  }
  return { id: 'bundle', title, line, figures };
}
