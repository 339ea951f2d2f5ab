// `npm run bench:http`: only the request-rate sections of `npm run bench` (GET /api/user, the survey list and the
// dashboard stats, each next to the bare node:http server on the same database), repeated ROUNDS times (default 1)
// so the spread of the app/bare ratios shows on a busy machine. Same settings as the full bench (BENCH_QUICK=1
// shortens them) and the same database choice (DATABASE_URL or PGlite). Only loopback (127.0.0.1) traffic.
import { runBenchEntry } from './lib/cleanup.ts';
import { startServers, stopServers } from './lib/context.ts';
import { openBenchDatabase } from './lib/databases.ts';
import type { SectionResult } from './lib/report.ts';
import { readLoad } from './lib/summary.ts';
import { benchSessionLookup } from './sections/session.ts';
import { benchSurveys } from './sections/surveys.ts';

const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 1) || 1);

function ratioOf(result: SectionResult, key?: string): string {
  const figures = (key ? result.figures[key] : result.figures) as Record<string, unknown> | undefined;
  return String(figures?.ratio ?? '—');
}

async function main(): Promise<void> {
  const rows: string[][] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const db = await openBenchDatabase(process.env.DATABASE_URL || undefined);
    const context = await startServers(db);
    try {
      console.log(`\nRound ${round} of ${ROUNDS} on ${db.description}, load ${readLoad().text}`);
      const session = await benchSessionLookup(context);
      const surveys = await benchSurveys(context);
      rows.push([String(round), ratioOf(session), ratioOf(surveys, 'list'), ratioOf(surveys, 'stats')]);
    } finally {
      await stopServers(context);
      await db.close();
    }
  }
  console.log('\napp/bare req/s ratios (user, surveys list, dashboard stats):');
  for (const [round, user, list, stats] of rows) console.log(`  round ${round}: ${user}  ${list}  ${stats}`);
}

runBenchEntry(main);
