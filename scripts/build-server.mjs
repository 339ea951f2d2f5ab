// Compiles the server to plain JavaScript in dist/server, so production runs without tsx: main.js (the server)
// with its chunks, and extraction/worker.mjs (the RFP reader process, one per file), ESM with source maps, node_modules
// left external.
//
// Bundled, every module sees import.meta.url as its bundle's file (main.js and its chunks share one folder), so the files they find next to themselves are
// copied to where the same relative path lands from dist/server:
//   db/client.ts             ./migrations              -> dist/server/migrations
//   server/lib/pdf           ./fonts                   -> dist/server/fonts
//   server/modules/rfp       ./extraction/worker.mjs   -> dist/server/extraction/worker.mjs (built, not copied)
//   server/main.ts           ../client                 -> dist/client (the Vite build)
// tests/build/compiled-server.test.ts starts the result and checks each of them.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--outdir=<folder>` builds elsewhere (the build test does, so it never touches the dist/server others run).
const outArg = process.argv.find((arg) => arg.startsWith('--outdir='));
const outDir = outArg ? path.resolve(outArg.slice('--outdir='.length)) : path.join(root, 'dist', 'server');

/** Options both bundles share. */
const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: 'linked',
  // Names stay readable in stack traces and logs.
  minify: false,
  logLevel: 'warning',
  legalComments: 'none',
};

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
await Promise.all([
  // Split: what the server loads on first use (the PDF stack, adapters not chosen) lands in chunks of its own,
  // kept next to main.js so their import.meta.url points at the same folder.
  build({
    ...common,
    entryPoints: ['server/main.ts'],
    outdir: outDir,
    splitting: true,
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
  }),
  build({
    ...common,
    entryPoints: ['server/modules/rfp/extraction/reader-process.ts'],
    outfile: path.join(outDir, 'extraction', 'worker.mjs'),
  }),
]);
cpSync(path.join(root, 'db', 'migrations'), path.join(outDir, 'migrations'), { recursive: true });
cpSync(path.join(root, 'server', 'lib', 'pdf', 'fonts'), path.join(outDir, 'fonts'), {
  recursive: true,
});
