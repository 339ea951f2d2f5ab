import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IS_QUICK, LATEST_JSON, ONLY_SECTIONS } from './config.ts';
import { printHeading, type SectionResult } from './report.ts';
import { round } from './stats.ts';

/** The one-minute load average and whether other work kept the machine busy. */
export interface LoadReading {
  load1: number;
  isBusy: boolean;
  text: string;
}

/** Reads the load average; other work on the machine (tests, builds) inflates every figure, so the run says so. */
export function readLoad(): LoadReading {
  const load1 = round(os.loadavg()[0]!, 2);
  const isBusy = load1 > os.cpus().length * 0.75;
  return { load1, isBusy, text: `${load1} over the last minute${isBusy ? ' (busy machine)' : ''}` };
}

/** What the whole run was: mode, length, database and machine. */
export interface RunInfo {
  seconds: number;
  database: 'pglite' | 'postgres';
  databaseDescription: string;
  loadAtStart: LoadReading;
  loadAtEnd: LoadReading;
}

/** Prints the one-screen summary of every section. */
export function printSummary(results: SectionResult[], info: RunInfo): void {
  printHeading('Summary');
  console.log(
    `  ${IS_QUICK ? 'quick' : 'full'} run${ONLY_SECTIONS ? ` of ${[...ONLY_SECTIONS].join(', ')} only` : ''}, ${info.seconds} s, ${os.cpus().length} cores, node ${process.version}; HTTP sections on ${info.databaseDescription}`,
  );
  results.forEach((r, i) => {
    console.log(
      `  ${String(i + 1).padStart(2)}. ${r.title}: ${r.skipped ? `skipped: ${r.skipped}` : r.line}`,
    );
  });
  console.log(`  load average: ${info.loadAtStart.text} at start, ${info.loadAtEnd.text} at the end`);
  if (info.loadAtStart.isBusy || info.loadAtEnd.isBusy)
    console.log(
      '  WARNING: the machine was busy with other work; absolute figures are inflated, ratios are the fairer read',
    );
}

/** Writes the same summary as JSON to .tmp/bench/latest.json. */
export function writeSummaryJson(results: SectionResult[], info: RunInfo): void {
  const summary = {
    generatedAt: new Date().toISOString(),
    mode: IS_QUICK ? 'quick' : 'full',
    only: ONLY_SECTIONS ? [...ONLY_SECTIONS] : null,
    durationSeconds: info.seconds,
    database: info.database,
    databaseDescription: info.databaseDescription,
    machine: {
      cores: os.cpus().length,
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadAverageStart: info.loadAtStart.load1,
      loadAverageEnd: info.loadAtEnd.load1,
    },
    sections: Object.fromEntries(
      results.map((r) => [r.id, r.skipped ? { skipped: r.skipped } : { summary: r.line, ...r.figures }]),
    ),
  };
  mkdirSync(path.dirname(LATEST_JSON), { recursive: true });
  writeFileSync(LATEST_JSON, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\n  JSON summary written to ${path.relative(process.cwd(), LATEST_JSON)}`);
}
