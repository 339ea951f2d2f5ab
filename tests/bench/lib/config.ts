import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root, so the bench works from any working directory. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** True for the ~1-minute smoke run (`BENCH_QUICK=1`). */
export const IS_QUICK = /^(1|true|yes)$/i.test(process.env.BENCH_QUICK ?? '');

/** The section ids of `BENCH_ONLY=a,b` (the summary's ids; `startup` covers start-up and memory), or null for all. */
export const ONLY_SECTIONS: ReadonlySet<string> | null = process.env.BENCH_ONLY?.trim()
  ? new Set(
      process.env.BENCH_ONLY.split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
  : null;

/** Every count and duration the sections use in the full run. */
const FULL_SETTINGS = {
  restarts: 3,
  idleMs: 2000,
  load: { concurrency: 16, warmupMs: 1000, durationMs: 5000 },
  // Rounds run bare, app, app, bare (ABBA), so a drift in machine load hits both servers alike.
  loadRounds: 2,
  loginLoad: { concurrency: 4, warmupMs: 1000, durationMs: 5000 },
  bulkSurveys: 100_000,
  bulkUsers: 1000,
  pdfWarmup: 5,
  pdfRequests: 20,
  pdfBudgetMs: 90_000,
  calcPrograms: 10_000,
  calcRuns: 5,
};

/** The shorter warm-up and run of each load in the quick run. */
const QUICK_LOAD = { warmupMs: 500, durationMs: 2000 };

/** Every count and duration the sections use; the quick run shortens them, never changes what is measured. */
export const SETTINGS: typeof FULL_SETTINGS = IS_QUICK
  ? {
      ...FULL_SETTINGS,
      restarts: 1,
      load: { ...FULL_SETTINGS.load, ...QUICK_LOAD },
      loadRounds: 1,
      loginLoad: { ...FULL_SETTINGS.loginLoad, ...QUICK_LOAD },
      bulkSurveys: 20_000,
      bulkUsers: 200,
      pdfWarmup: 3,
      pdfRequests: 10,
      pdfBudgetMs: 15_000,
      calcRuns: 3,
    }
  : FULL_SETTINGS;

/** Where the JSON summary of the last run is written. */
export const LATEST_JSON = path.join(ROOT, '.tmp', 'bench', 'latest.json');

/** Password of the accounts the bench creates (passes the password rules). */
export const BENCH_PASSWORD = 'Bench-Horse-Battery-42';
