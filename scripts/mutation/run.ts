// `npm run test:mutation [-- calc|water] [--incremental] [--report-only]`: mutation testing of the calculation and
// water-chemistry engines (docs/decisions/033-mutation-testing.md). Runs StrykerJS on each engine with that
// engine's own tests, then scores it per file: import-time throws count as killed, listed equivalent mutants are
// left out. Exits 1 when an engine scores below 90 % or the equivalent-mutant list no longer matches the code.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findImportThrows } from './import-check.ts';
import {
  describeMutant,
  type EquivalentMutant,
  formatScore,
  formatScoreTable,
  listLoadedTestFiles,
  listMutants,
  matchEquivalents,
  type ScoredMutant,
  type StrykerReport,
  scoreMutants,
  summarize,
} from './report.ts';

const ENGINES = ['calc', 'water'] as const;
const MINIMUM_SCORE = 90;
const ROOT = path.resolve(import.meta.dirname, '../..');
const HERE = path.relative(ROOT, import.meta.dirname);
const EQUIVALENTS_FILE = path.join(HERE, 'equivalent-mutants.json');

const args = process.argv.slice(2);
const flags = new Set(args.filter((arg) => arg.startsWith('--')));
const unknown = [...flags].filter((flag) => flag !== '--incremental' && flag !== '--report-only');
const named = args.filter((arg) => !arg.startsWith('--'));
const badEngine = named.find((name) => !ENGINES.some((engine) => engine === name));
if (unknown.length > 0 || badEngine !== undefined) {
  console.error(`Usage: npm run test:mutation [-- ${ENGINES.join('|')}] [--incremental] [--report-only]`);
  process.exit(2);
}
const engines = ENGINES.filter((engine) => named.length === 0 || named.includes(engine));

function runStryker(engine: string): void {
  const strykerArgs = ['run', path.join(HERE, 'stryker.config.mjs')];
  if (flags.has('--incremental')) strykerArgs.push('--incremental');
  const stryker = path.join(ROOT, 'node_modules/.bin/stryker');
  const run = spawnSync(stryker, strykerArgs, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, MUTATION_ENGINE: engine },
  });
  if (run.status !== 0) throw new Error(`Stryker stopped on ${engine} (exit ${run.status ?? run.signal})`);
}

/** The engine's test files Stryker should have loaded (the Vitest config leaves the time-zone files out). */
function listTestFiles(engine: string): string[] {
  const folder = path.join(ROOT, 'shared', engine);
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.time-zones.test.ts'))
    .map((file) => path.join('shared', engine, file))
    .sort();
}

function checkReport(engine: string, report: StrykerReport): string[] {
  const problems: string[] = [];
  const loaded = new Set(listLoadedTestFiles(report));
  for (const file of listTestFiles(engine)) {
    if (!loaded.has(file))
      problems.push(`${file} ran no test in Stryker's sandbox (it failed to load there)`);
  }
  for (const [file, { source }] of Object.entries(report.files)) {
    if (readFileSync(path.join(ROOT, file), 'utf8') !== source) {
      problems.push(`${file} changed since Stryker's run: run without --report-only`);
    }
  }
  return problems;
}

async function scoreEngine(engine: string, equivalents: EquivalentMutant[]) {
  const report = JSON.parse(
    readFileSync(path.join(ROOT, `.tmp/mutation/${engine}.json`), 'utf8'),
  ) as StrykerReport;
  const problems = checkReport(engine, report);
  const mutants = listMutants(report);
  const survivors = mutants.filter((mutant) => mutant.status === 'Survived');
  const sources = new Map(Object.entries(report.files).map(([file, { source }]) => [file, source]));
  const modules = Object.keys(report.files);
  const importErrors = await findImportThrows(survivors, sources, modules, {
    projectRoot: ROOT,
    scratch: path.join(ROOT, '.tmp/mutation/import-check'),
    workers: 2,
  });
  const listed = matchEquivalents(
    mutants.filter((mutant) => !importErrors.has(mutant.id)),
    equivalents.filter((entry) => entry.file.startsWith(`shared/${engine}/`)),
  );
  problems.push(...listed.problems.map((problem) => `${EQUIVALENTS_FILE}: ${problem}`));
  return { scored: scoreMutants(mutants, importErrors, listed.reasons), problems };
}

function printList(title: string, mutants: ScoredMutant[]): void {
  if (mutants.length === 0) return;
  console.log(`\n${title}:`);
  for (const mutant of mutants) {
    console.log(`  ${describeMutant(mutant)}${mutant.why ? `\n      ${mutant.why}` : ''}`);
  }
}

const started = Date.now();
const equivalents = JSON.parse(readFileSync(path.join(ROOT, EQUIVALENTS_FILE), 'utf8')) as EquivalentMutant[];
const failures: string[] = [];
const tables: string[] = [];
for (const engine of engines) {
  const engineStarted = Date.now();
  if (!flags.has('--report-only')) runStryker(engine);
  const { scored, problems } = await scoreEngine(engine, equivalents);
  const total = summarize(scored);
  const minutes = ((Date.now() - engineStarted) / 60_000).toFixed(1);
  console.log(`\n=== shared/${engine}: ${formatScore(total.score)} (${minutes} min) ===`);
  const table = formatScoreTable(`shared/${engine}`, scored);
  console.log(table);
  tables.push(table);
  printList(
    'Killed by a throw at import (Stryker scored them survived)',
    scored.filter((m) => m.verdict === 'killed at import'),
  );
  printList(
    `Equivalent, left out (${EQUIVALENTS_FILE})`,
    scored.filter((m) => m.verdict === 'equivalent'),
  );
  printList(
    'Survived',
    scored.filter((m) => m.verdict === 'survived' || m.verdict === 'no coverage'),
  );
  failures.push(...problems);
  if (total.score === null || total.score < MINIMUM_SCORE) {
    failures.push(`shared/${engine} scores ${formatScore(total.score)}, below ${MINIMUM_SCORE} %`);
  }
}

if (tables.length > 1) console.log(`\n=== Summary ===\n${tables.join('\n\n')}`);
console.log(`\nMutation testing took ${((Date.now() - started) / 60_000).toFixed(1)} min.`);
if (failures.length > 0) {
  console.error(`\n${failures.map((failure) => `FAILED: ${failure}`).join('\n')}`);
  process.exit(1);
}
