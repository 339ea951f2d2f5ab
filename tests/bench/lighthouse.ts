// npm run bench:lighthouse [-- --quick] [-- --path=/signup]: builds what `npm start` serves (scripts/ensure-build.mjs),
// starts the compiled server in production mode on a fresh PGlite folder, and runs Lighthouse (mobile emulation,
// the default config) against the landing page: the median of 3 runs, or one with --quick. Figures only; no pass/fail.
// npm run bench:lighthouse -- --signed-in [--quick] [--pages=/,/surveys]: the pages a rep works in, signed in as the
// demo rep on the demo data (tests/bench/lighthouse/signed-in.ts), one table; with --repeat-visit each page is opened
// once first (service worker active, decision 042) and measured again with what that visit stored.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runBenchEntry } from './lib/cleanup.ts';
import { ROOT } from './lib/config.ts';
import { printHeading, printNote, printTable } from './lib/report.ts';
import { kib } from './lib/stats.ts';
import { type LighthouseRun, runLighthouse, seconds, summariseRuns } from './lighthouse/run-lighthouse.ts';
import { startProductionServer } from './lighthouse/server.ts';
import { printPaintDetails, runSignedInPages } from './lighthouse/signed-in.ts';

const IS_QUICK = process.argv.includes('--quick');
const RUNS = IS_QUICK ? 1 : 3;
const PAGE_PATH = process.argv.find((arg) => arg.startsWith('--path='))?.slice('--path='.length) ?? '/';
const IS_REPEAT_VISIT = process.argv.includes('--repeat-visit');
const PAGES = process.argv.find((arg) => arg.startsWith('--pages='))?.slice('--pages='.length);
const OUTPUT = path.join(ROOT, '.tmp', 'bench', 'lighthouse.json');

function writeOutput(result: unknown): void {
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(result, null, 2)}\n`);
  printNote(`written to ${path.relative(ROOT, OUTPUT)}`);
}

async function runOnePage(): Promise<void> {
  printHeading(
    `Lighthouse (mobile emulation, ${IS_QUICK ? 'one run' : `median of ${RUNS} runs`}): ${PAGE_PATH}`,
  );
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const server = await startProductionServer();
  const runs: LighthouseRun[] = [];
  try {
    for (let i = 0; i < RUNS; i++) runs.push(await runLighthouse(`${server.origin}${PAGE_PATH}`));
  } finally {
    server.stop();
  }
  const s = summariseRuns(runs);
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
  printPaintDetails(PAGE_PATH, s);
  if (s.consoleErrors.length) printNote(`console errors: ${s.consoleErrors.join(' | ')}`);
  printNote(
    'production server (compiled, fresh PGlite folder), Lighthouse default config: Moto G Power, slow 4G',
  );
  writeOutput({ path: PAGE_PATH, quick: IS_QUICK, summary: s, runs });
}

async function main(): Promise<void> {
  if (!process.argv.includes('--signed-in')) return runOnePage();
  printHeading(
    `Lighthouse signed in (mobile emulation, ${IS_QUICK ? 'one run' : `median of ${RUNS} runs`} per page${
      IS_REPEAT_VISIT ? ', repeat visit' : ''
    })`,
  );
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  writeOutput({
    signedIn: true,
    quick: IS_QUICK,
    repeatVisit: IS_REPEAT_VISIT,
    pages: await runSignedInPages({ runs: RUNS, only: PAGES, repeatVisit: IS_REPEAT_VISIT }),
  });
}

runBenchEntry(main);
