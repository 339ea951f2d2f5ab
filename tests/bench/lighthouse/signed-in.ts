// The signed-in mode of `npm run bench:lighthouse -- --signed-in`: the compiled server in production on a fresh PGlite
// folder, the demo data (`npm run seed:demo` through the operator channel), a session of the demo rep set as a cookie
// in the browser before each run, and the pages a rep works in, one table. Figures only; no pass/fail.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEMO_USERNAME } from '#server/ops/seed-demo.ts';
import { ROOT } from '../lib/config.ts';
import { printNote, printTable } from '../lib/report.ts';
import { kib } from '../lib/stats.ts';
import {
  type LighthouseRun,
  type PresetCookie,
  runLighthouse,
  seconds,
  summariseRuns,
} from './run-lighthouse.ts';
import { type BenchServer, startProductionServer } from './server.ts';

/** The demo records a page opens. */
interface DemoIds {
  surveyId: number;
  proposalId: number;
}

interface BenchPage {
  /** The page as the issue names it; `--pages=` picks by it. */
  name: string;
  url: (ids: DemoIds) => string;
  /** /signup is a visitor's page (signed in, it forwards to the dashboard). */
  signedIn: boolean;
}

/** Issue 25's list, in its order. */
export const BENCH_PAGES: BenchPage[] = [
  { name: '/', url: () => '/', signedIn: true },
  { name: '/surveys', url: () => '/surveys', signedIn: true },
  { name: '/edit-survey/:id', url: (ids) => `/edit-survey/${ids.surveyId}`, signedIn: true },
  { name: '/survey-report/:id', url: (ids) => `/survey-report/${ids.surveyId}`, signedIn: true },
  {
    name: '/proposal-generator',
    url: (ids) => `/proposal-generator?surveyId=${ids.surveyId}`,
    signedIn: true,
  },
  { name: '/signup', url: () => '/signup', signedIn: false },
  { name: '/proposals', url: () => '/proposals', signedIn: true },
  { name: '/proposals/:id', url: (ids) => `/proposals/${ids.proposalId}`, signedIn: true },
  { name: '/settings', url: () => '/settings', signedIn: true },
];

/** The pages `--pages=/,/surveys` names (all without it); an unknown name stops the run with the list. */
export function pickPages(only: string | undefined): BenchPage[] {
  if (!only) return BENCH_PAGES;
  const names = only
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !BENCH_PAGES.some((page) => page.name === name));
  if (unknown.length) {
    throw new Error(
      `unknown page ${unknown.join(', ')}; pick from ${BENCH_PAGES.map((page) => page.name).join(' ')}`,
    );
  }
  return BENCH_PAGES.filter((page) => names.includes(page.name));
}

/**
 * `npm run seed:demo` against the running server (it seeds through its operator channel); `--force` because the server
 * runs in production mode, on a throwaway folder.
 */
export function seedDemo(server: BenchServer, password: string): void {
  execFileSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/seed-demo.ts', '--force'], {
    cwd: ROOT,
    env: { ...server.env, DEMO_PASSWORD: password },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Signs in as the demo rep (POST /api/login); the cookies the server set (session and signed-in hint). */
export async function signIn(server: BenchServer, password: string): Promise<PresetCookie[]> {
  const res = await fetch(`${server.origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ username: DEMO_USERNAME, password }),
  });
  if (!res.ok) throw new Error(`sign-in as ${DEMO_USERNAME} answered ${res.status}: ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((line) => {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim() };
  });
  if (!cookies.length) throw new Error('sign-in set no cookie');
  return cookies;
}

/** The demo proposal and the survey it was written from. */
async function findDemoIds(server: BenchServer, cookies: PresetCookie[]): Promise<DemoIds> {
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await fetch(`${server.origin}/api/proposals`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET /api/proposals answered ${res.status}`);
  const [proposal] = (await res.json()) as { id: number; surveyId: number }[];
  if (!proposal) throw new Error('the demo data has no proposal');
  return { surveyId: proposal.surveyId, proposalId: proposal.id };
}

/**
 * One run, tried a second time when Lighthouse's trace fails (NO_NAVSTART and the like happen on a busy machine);
 * the retry is printed, a second failure stops the bench.
 */
async function runOnce(url: string, cookies: PresetCookie[], repeatVisit: boolean): Promise<LighthouseRun> {
  try {
    return await runLighthouse(url, cookies, { repeatVisit });
  } catch (error) {
    console.error(`  ${url}: ${(error as Error).message}; running it again`);
    return runLighthouse(url, cookies, { repeatVisit });
  }
}

/** Where a page's LCP went: its element, the four phases, and the longest tasks on the main thread. */
export function printPaintDetails(page: string, run: LighthouseRun): void {
  const phases = run.lcpPhases.map(({ phase, ms }) => `${phase} ${Math.round(ms)} ms`).join(', ');
  printNote(`${page} LCP element: ${run.lcpElement}${phases ? ` (${phases})` : ''}`);
  const tasks = run.longTasks.map(({ url, ms }) => `${Math.round(ms)} ms ${url}`).join(', ');
  printNote(`${page} long tasks: ${tasks || 'none over 50 ms'}`);
}

/** Runs the picked pages `runs` times each (cold cache every run), prints one table and returns the figures. */
export async function runSignedInPages(options: {
  runs: number;
  only: string | undefined;
  /** Each run a repeat visit: the page opened once before (service worker active), storage kept. */
  repeatVisit?: boolean;
}): Promise<{ page: string; url: string; summary: LighthouseRun; runs: LighthouseRun[] }[]> {
  const pages = pickPages(options.only);
  const server = await startProductionServer();
  const results: { page: string; url: string; summary: LighthouseRun; runs: LighthouseRun[] }[] = [];
  try {
    const password = randomBytes(12).toString('base64url');
    seedDemo(server, password);
    const cookies = await signIn(server, password);
    const ids = await findDemoIds(server, cookies);
    for (const page of pages) {
      const url = page.url(ids);
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < options.runs; i++) {
        runs.push(
          await runOnce(`${server.origin}${url}`, page.signedIn ? cookies : [], !!options.repeatVisit),
        );
      }
      results.push({ page: page.name, url, summary: summariseRuns(runs), runs });
      console.error(`  measured ${url}`);
    }
  } finally {
    server.stop();
  }
  printTable(
    ['page', 'performance', 'FCP', 'LCP', 'TBT', 'script transferred', 'accessibility'],
    results.map(({ page, summary: s }) => [
      page,
      s.performance,
      seconds(s.fcpMs),
      seconds(s.lcpMs),
      `${Math.round(s.tbtMs)} ms`,
      kib(s.scriptTransferBytes),
      s.accessibility,
    ]),
  );
  if (options.runs > 1) {
    for (const { page, runs } of results) {
      printNote(`${page} performance per run: ${runs.map((r) => r.performance).join(', ')}`);
    }
  }
  for (const { page, summary } of results) printPaintDetails(page, summary);
  for (const { page, summary } of results) {
    if (summary.consoleErrors.length)
      printNote(`${page} console errors: ${summary.consoleErrors.join(' | ')}`);
  }
  printNote(
    `demo data, signed in as ${DEMO_USERNAME} (/signup as a visitor); production server (compiled, fresh PGlite ` +
      `folder); Lighthouse default config: Moto G Power, slow 4G, ${
        options.repeatVisit
          ? 'repeat visit (opened once before with its service worker active; storage kept)'
          : 'cold cache each run'
      }`,
  );
  return results;
}
