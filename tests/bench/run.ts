// `npm run bench`: measures start-up, memory, HTTP throughput next to a bare node:http baseline, PDF
// generation, the calculation engine and bundle sizes, then prints a summary and writes .tmp/bench/latest.json.
// BENCH_QUICK=1 shortens every run for a ~1-minute smoke test; BENCH_ONLY=reportPdf,proposalPdf runs only the named
// sections (ids as in the summary: startup, login, session, surveys, reportPdf, rfpAnalysis, proposalWriting,
// proposalPdf, calc, bundle). Only loopback (127.0.0.1) traffic.
import os from 'node:os';
import { runBenchEntry } from './lib/cleanup.ts';
import { IS_QUICK, ONLY_SECTIONS } from './lib/config.ts';
import { type ServerContext, startServers, stopServers } from './lib/context.ts';
import { type BenchDatabase, openBenchDatabase } from './lib/databases.ts';
import { printHeading, type SectionResult } from './lib/report.ts';
import { round } from './lib/stats.ts';
import { printSummary, readLoad, writeSummaryJson } from './lib/summary.ts';
import { benchBundle } from './sections/bundle.ts';
import { benchCalculation } from './sections/calc.ts';
import { benchLogin } from './sections/login.ts';
import { benchProposalPdf } from './sections/proposal-pdf.ts';
import { benchProposalWriting } from './sections/proposal-writing.ts';
import { benchReportPdf } from './sections/report-pdf.ts';
import { benchRfpAnalysis } from './sections/rfp-analysis.ts';
import { benchSessionLookup } from './sections/session.ts';
import { benchStartup } from './sections/startup.ts';
import { benchSurveys } from './sections/surveys.ts';

type ServerSection = (context: ServerContext) => Promise<SectionResult>;

/** True when the section runs in this run: always, unless BENCH_ONLY names others. */
function isSelected(id: string): boolean {
  return !ONLY_SECTIONS || ONLY_SECTIONS.has(id);
}

const SERVER_SECTIONS: [string, string, ServerSection][] = [
  ['login', 'Login requests per second', benchLogin],
  ['session', 'GET /api/user (session lookup)', benchSessionLookup],
  ['surveys', 'Surveys list and dashboard stats', benchSurveys],
  ['reportPdf', 'Survey report PDF', benchReportPdf],
  ['rfpAnalysis', 'RFP analysis (20-page PDF)', benchRfpAnalysis],
  ['proposalWriting', 'Built-in proposal writing', benchProposalWriting],
  ['proposalPdf', 'Proposal PDF', benchProposalPdf],
];

function failedResult(id: string, title: string, error: unknown, prefix = 'failed'): SectionResult {
  const reason = `${prefix}: ${(error as Error).message.split('\n')[0]}`;
  console.log(`  skipped: ${reason}`);
  return { id, title, skipped: reason, figures: {} };
}

// A section that throws is reported as skipped with the error, and the run goes on.
async function runSafely(id: string, title: string, run: () => Promise<SectionResult> | SectionResult) {
  try {
    return await run();
  } catch (error) {
    return failedResult(id, title, error);
  }
}

async function runStartupSections(databaseUrl: string | undefined): Promise<SectionResult[]> {
  try {
    return await benchStartup(databaseUrl);
  } catch (error) {
    const startup = failedResult('startup', 'Start-up', error);
    return [startup, { id: 'memory', title: 'Server memory at idle', skipped: startup.skipped, figures: {} }];
  }
}

async function runServerSections(
  databaseUrl: string | undefined,
): Promise<{ results: SectionResult[]; database: string }> {
  const sections = SERVER_SECTIONS.filter(([id]) => isSelected(id));
  if (!sections.length) return { results: [], database: 'not used' };
  let db: BenchDatabase | undefined;
  let context: ServerContext;
  try {
    db = await openBenchDatabase(databaseUrl);
    console.log(`\nIn-process app and bare server on ${db.description}`);
    context = await startServers(db);
  } catch (error) {
    await db?.close().catch(() => {});
    const results = sections.map(([id, title], i) => {
      printHeading(`${i + 3}. ${title}`);
      return failedResult(id, title, error, 'the app could not be started in-process');
    });
    return { results, database: db?.description ?? 'no database' };
  }
  const results: SectionResult[] = [];
  for (const [id, title, section] of sections)
    results.push(await runSafely(id, title, () => section(context)));
  await stopServers(context);
  await db.close();
  return { results, database: db.description };
}

async function main(): Promise<void> {
  const started = performance.now();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const loadAtStart = readLoad();
  console.log(
    `AquaSurvey Pro bench (${IS_QUICK ? 'quick' : 'full'} run) — ${os.cpus().length} cores, node ${process.version}`,
  );
  console.log(`Load average at start: ${loadAtStart.text}`);
  console.log(
    `Database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL; dedicated aqs_bench_* databases, dropped after)' : 'PGlite (embedded, temp folders)'}`,
  );

  if (ONLY_SECTIONS) {
    const known = ['startup', ...SERVER_SECTIONS.map(([id]) => id), 'calc', 'bundle'];
    const unknown = [...ONLY_SECTIONS].filter((id) => !known.includes(id));
    if (unknown.length) {
      console.error(`BENCH_ONLY names unknown sections: ${unknown.join(', ')}. Known: ${known.join(', ')}.`);
      process.exitCode = 1;
      return;
    }
    console.log(`Sections: only ${[...ONLY_SECTIONS].join(', ')} (BENCH_ONLY)`);
  }

  const results = isSelected('startup') ? await runStartupSections(databaseUrl) : [];
  const server = await runServerSections(databaseUrl);
  results.push(...server.results);
  if (isSelected('calc')) results.push(await runSafely('calc', 'Calculation engine', benchCalculation));
  if (isSelected('bundle')) results.push(await runSafely('bundle', 'Bundle sizes', benchBundle));

  const info = {
    seconds: round((performance.now() - started) / 1000, 1),
    database: databaseUrl ? ('postgres' as const) : ('pglite' as const),
    databaseDescription: server.database,
    loadAtStart,
    loadAtEnd: readLoad(),
  };
  printSummary(results, info);
  writeSummaryJson(results, info);
}

runBenchEntry(main);
