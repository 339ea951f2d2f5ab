// Builds the client when dist/client is missing or older than its sources, so `npm start` always serves
// what is checked out, and starts in well under a second when nothing changed.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['client', 'shared', 'index.html', 'vite.config.ts', 'package.json'];
const OUTPUT = 'dist/client/index.html';

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

const built = existsSync(OUTPUT) ? statSync(OUTPUT).mtimeMs : 0;
const sources = Math.max(...SOURCES.map(newestMtime));
if (built < sources) {
  console.log('Building the client (first start or changed sources)...');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}
