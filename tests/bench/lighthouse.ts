// npm run bench:lighthouse [-- --quick] [-- --path=/signup]: builds what `npm start` serves (scripts/ensure-build.mjs),
// starts the compiled server in production mode on a fresh PGlite folder, and runs Lighthouse (mobile emulation,
// the default config) against the landing page: the median of 3 runs, or one with --quick. Figures only; no pass/fail.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { registerCleanup, runBenchEntry } from './lib/cleanup.ts';
import { ROOT } from './lib/config.ts';
import { createTempDir } from './lib/databases.ts';
import { answers200, findFreePort } from './lib/processes.ts';
import { printHeading, printNote, printTable } from './lib/report.ts';
import { kib, median, sleep } from './lib/stats.ts';
import { type LighthouseRun, runLighthouse } from './lighthouse/run-lighthouse.ts';

const IS_QUICK = process.argv.includes('--quick');
const RUNS = IS_QUICK ? 1 : 3;
const PAGE_PATH = process.argv.find((arg) => arg.startsWith('--path='))?.slice('--path='.length) ?? '/';
const OUTPUT = path.join(ROOT, '.tmp', 'bench', 'lighthouse.json');

async function startServer(): Promise<{ origin: string; stop: () => void }> {
  const port = await findFreePort();
  const dataDir = createTempDir('aqs-lighthouse-');
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_INSECURE_HTTP: 'true',
      ALLOW_TEST_PAYMENTS: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATA_DIR: dataDir.dir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: 'lighthouse-admin-password',
      LOG_LEVEL: 'error',
    },
  });
  const stop = () => {
    child.kill('SIGTERM');
    dataDir.remove();
  };
  registerCleanup(stop);
  for (let waited = 0; waited < 120_000; waited += 100) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    if (await answers200(`http://127.0.0.1:${port}/`)) return { origin, stop };
    await sleep(100);
  }
  stop();
  throw new Error('the server gave no 200 on / within 2 minutes');
}

function summarise(runs: LighthouseRun[]): LighthouseRun {
  const mid = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return {
    performance: mid((r) => r.performance),
    bestPractices: mid((r) => r.bestPractices),
    accessibility: mid((r) => r.accessibility),
    fcpMs: mid((r) => r.fcpMs),
    lcpMs: mid((r) => r.lcpMs),
    tbtMs: mid((r) => r.tbtMs),
    cls: mid((r) => r.cls),
    scriptTransferBytes: mid((r) => r.scriptTransferBytes),
    consoleErrors: [...new Set(runs.flatMap((r) => r.consoleErrors))],
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  printHeading(
    `Lighthouse (mobile emulation, ${IS_QUICK ? 'one run' : `median of ${RUNS} runs`}): ${PAGE_PATH}`,
  );
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const server = await startServer();
  const runs: LighthouseRun[] = [];
  try {
    for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(`${server.origin}${PAGE_PATH}`));
  } finally {
    server.stop();
  }
  const s = summarise(runs);
  printTable(
    ['figure', 'value', 'wanted'],
    [
      ['Performance', s.performance, '≥ 95'],
      ['First Contentful Paint', seconds(s.fcpMs), ''],
      ['Largest Contentful Paint', seconds(s.lcpMs), '≤ 2.0 s'],
      ['Total Blocking Time', `${Math.round(s.tbtMs)} ms`, ''],
      ['Cumulative Layout Shift', s.cls.toFixed(3), ''],
      ['Best practices', s.bestPractices, '100'],
      ['Accessibility', s.accessibility, ''],
      ['Script bytes transferred', kib(s.scriptTransferBytes), ''],
    ],
  );
  if (runs.length > 1) printNote(`performance per run: ${runs.map((r) => r.performance).join(', ')}`);
  if (s.consoleErrors.length) printNote(`console errors: ${s.consoleErrors.join(' | ')}`);
  printNote(
    'production server (compiled, fresh PGlite folder), Lighthouse default config: Moto G Power, slow 4G',
  );
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(
    OUTPUT,
    `${JSON.stringify({ path: PAGE_PATH, quick: IS_QUICK, summary: s, runs }, null, 2)}\n`,
  );
  printNote(`written to ${path.relative(ROOT, OUTPUT)}`);
}

runBenchEntry(main);
