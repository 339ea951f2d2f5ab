// Reads Stryker's JSON report of one engine and scores it as docs/decisions/033-mutation-testing.md says: mutants
// that make a module throw at import count as killed (Stryker 9.6's Vitest runner scores them as survived), and the
// equivalent mutants of equivalent-mutants.json are left out of the score, each with its reason.

/** A mutant status as Stryker's JSON report writes it. */
export type StrykerStatus =
  | 'Killed'
  | 'Survived'
  | 'NoCoverage'
  | 'Timeout'
  | 'CompileError'
  | 'RuntimeError'
  | 'Ignored'
  | 'Pending';

interface Position {
  line: number;
  column: number;
}

/** A mutant as Stryker's JSON report (mutation-testing-report-schema 3) writes it; lines and columns count from 1. */
export interface ReportMutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  status: StrykerStatus;
  statusReason?: string;
  static?: boolean;
  location: { start: Position; end: Position };
}

/** The parts of Stryker's JSON report this script reads. */
export interface StrykerReport {
  files: Record<string, { source: string; mutants: ReportMutant[] }>;
  testFiles?: Record<string, { tests: unknown[] }>;
}

/** One mutant with the code it replaces, in the file (relative to the project) it mutates. */
export interface Mutant {
  id: string;
  file: string;
  line: number;
  column: number;
  mutator: string;
  original: string;
  replacement: string;
  status: StrykerStatus;
  isStatic: boolean;
  location: ReportMutant['location'];
}

/** An entry of equivalent-mutants.json: a mutant no test can tell apart from the code, and why. */
export interface EquivalentMutant {
  file: string;
  line: number;
  mutator: string;
  original: string;
  replacement: string;
  reason: string;
}

/** How this script counts a mutant. */
export type Verdict =
  | 'killed'
  | 'killed at import'
  | 'timeout'
  | 'survived'
  | 'no coverage'
  | 'equivalent'
  | 'invalid';

/** A mutant with how it is counted and, for "killed at import" and "equivalent", why. */
export interface ScoredMutant extends Mutant {
  verdict: Verdict;
  why: string | null;
}

/** The counts and score of an engine or of one of its files. */
export interface Score {
  mutants: number;
  killed: number;
  killedAtImport: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  equivalent: number;
  invalid: number;
  /** Stryker's formula on the adjusted statuses: (killed + timeout) / (killed + timeout + survived + no coverage). */
  score: number | null;
  /** Stryker's formula on its own statuses, before this script's two adjustments. */
  strykerScore: number | null;
}

/** Cuts the code a location covers out of a source text (lines and columns from 1, the end exclusive). */
export function sliceLocation(source: string, location: ReportMutant['location']): string {
  const start = offsetOf(source, location.start);
  const end = offsetOf(source, location.end);
  return source.slice(start, end);
}

/** Writes a mutant into its source text: the code at its location replaced by its replacement. */
export function applyMutant(source: string, mutant: Pick<Mutant, 'location' | 'replacement'>): string {
  const start = offsetOf(source, mutant.location.start);
  const end = offsetOf(source, mutant.location.end);
  return `${source.slice(0, start)}${mutant.replacement}${source.slice(end)}`;
}

function offsetOf(source: string, position: Position): number {
  let offset = 0;
  for (let line = 1; line < position.line; line++) {
    const next = source.indexOf('\n', offset);
    if (next === -1) throw new Error(`Line ${position.line} is past the end of the file`);
    offset = next + 1;
  }
  return offset + position.column - 1;
}

/** Lists every mutant of a report with the code it replaces, files and mutants in report order. */
export function listMutants(report: StrykerReport): Mutant[] {
  return Object.entries(report.files).flatMap(([file, { source, mutants }]) =>
    mutants.map((mutant) => ({
      id: mutant.id,
      file,
      line: mutant.location.start.line,
      column: mutant.location.start.column,
      mutator: mutant.mutatorName,
      original: sliceLocation(source, mutant.location),
      replacement: mutant.replacement ?? '',
      status: mutant.status,
      isStatic: mutant.static === true,
      location: mutant.location,
    })),
  );
}

/** The test files whose tests Stryker's initial run saw: a file missing here failed to load in the sandbox. */
export function listLoadedTestFiles(report: StrykerReport): string[] {
  return Object.entries(report.testFiles ?? {})
    .filter(([, file]) => file.tests.length > 0)
    .map(([name]) => name);
}

/** The result of matching equivalent-mutants.json against a report. */
export interface EquivalentMatch {
  /** Mutant id -> the entry's reason. */
  reasons: Map<string, string>;
  /** Entries that match no surviving mutant, each with what to do: the list must be kept true. */
  problems: string[];
}

function describeEntry(entry: EquivalentMutant): string {
  return `${entry.file}:${entry.line} ${entry.mutator} ${entry.original} -> ${entry.replacement}`;
}

/**
 * Finds each listed equivalent mutant among an engine's mutants: same file, mutator, original code and replacement,
 * and, when several match, the listed line. An entry that matches nothing, matches a killed mutant or cannot tell
 * two mutants apart is a problem to fix in the list (a code change moved or removed it).
 */
export function matchEquivalents(mutants: Mutant[], entries: EquivalentMutant[]): EquivalentMatch {
  const reasons = new Map<string, string>();
  const problems: string[] = [];
  for (const entry of entries) {
    const same = mutants.filter(
      (mutant) =>
        mutant.file === entry.file &&
        mutant.mutator === entry.mutator &&
        mutant.original === entry.original &&
        mutant.replacement === entry.replacement,
    );
    const candidates = same.length > 1 ? same.filter((mutant) => mutant.line === entry.line) : same;
    if (candidates.length === 0) {
      problems.push(`${describeEntry(entry)}: no such mutant any more; update or remove the entry`);
      continue;
    }
    if (candidates.length > 1) {
      problems.push(
        `${describeEntry(entry)}: matches ${candidates.length} mutants on that line; cannot tell which`,
      );
      continue;
    }
    const [mutant] = candidates;
    if (mutant.status !== 'Survived') {
      problems.push(
        `${describeEntry(entry)}: Stryker reports it ${mutant.status}, so it is not equivalent; remove it`,
      );
      continue;
    }
    reasons.set(mutant.id, entry.reason);
  }
  return { reasons, problems };
}

/**
 * Gives each mutant its verdict: Stryker's status, except a survivor that throws at import (importErrors: mutant id ->
 * the error) is killed, and a listed equivalent survivor (equivalents: mutant id -> reason) is left out.
 */
export function scoreMutants(
  mutants: Mutant[],
  importErrors: ReadonlyMap<string, string>,
  equivalents: ReadonlyMap<string, string>,
): ScoredMutant[] {
  return mutants.map((mutant) => {
    const importError = importErrors.get(mutant.id);
    const reason = equivalents.get(mutant.id);
    if (mutant.status === 'Survived' && importError !== undefined) {
      return { ...mutant, verdict: 'killed at import', why: importError };
    }
    if (mutant.status === 'Survived' && reason !== undefined) {
      return { ...mutant, verdict: 'equivalent', why: reason };
    }
    return { ...mutant, verdict: VERDICTS[mutant.status], why: null };
  });
}

const VERDICTS: Record<StrykerStatus, Verdict> = {
  Killed: 'killed',
  Timeout: 'timeout',
  Survived: 'survived',
  NoCoverage: 'no coverage',
  CompileError: 'invalid',
  RuntimeError: 'invalid',
  Ignored: 'equivalent',
  Pending: 'survived',
};

function percent(detected: number, undetected: number): number | null {
  const valid = detected + undetected;
  return valid === 0 ? null : (detected / valid) * 100;
}

/** Counts verdicts and works out the score, adjusted and as Stryker had it. */
export function summarize(mutants: ScoredMutant[]): Score {
  const count = (verdict: Verdict) => mutants.filter((mutant) => mutant.verdict === verdict).length;
  const raw = (...statuses: StrykerStatus[]) => mutants.filter((m) => statuses.includes(m.status)).length;
  const killed = count('killed');
  const killedAtImport = count('killed at import');
  const timeout = count('timeout');
  const survived = count('survived');
  const noCoverage = count('no coverage');
  return {
    mutants: mutants.length,
    killed,
    killedAtImport,
    timeout,
    survived,
    noCoverage,
    equivalent: count('equivalent'),
    invalid: count('invalid'),
    score: percent(killed + killedAtImport + timeout, survived + noCoverage),
    strykerScore: percent(raw('Killed', 'Timeout'), raw('Survived', 'NoCoverage', 'Pending')),
  };
}

/** Writes a score as "91.2 %", or "n/a" when nothing could be scored. */
export function formatScore(score: number | null): string {
  return score === null ? 'n/a' : `${(Math.floor(score * 10) / 10).toFixed(1)} %`;
}

/** The score table of an engine: one row per file, then the engine's total. */
export function formatScoreTable(engine: string, mutants: ScoredMutant[]): string {
  const files = [...new Set(mutants.map((mutant) => mutant.file))].sort();
  const header = [
    'file',
    'mutants',
    'killed',
    'at import',
    'timeout',
    'survived',
    'no cov.',
    'equivalent',
    'score',
    'Stryker alone',
  ];
  const row = (name: string, score: Score) => [
    name,
    String(score.mutants),
    String(score.killed),
    String(score.killedAtImport),
    String(score.timeout),
    String(score.survived),
    String(score.noCoverage),
    String(score.equivalent),
    formatScore(score.score),
    formatScore(score.strykerScore),
  ];
  const rows = [
    header,
    ...files.map((file) => row(file, summarize(mutants.filter((mutant) => mutant.file === file)))),
    row(`${engine} (all files)`, summarize(mutants)),
  ];
  const widths = header.map((_, column) => Math.max(...rows.map((cells) => cells[column].length)));
  return rows
    .map((cells) =>
      cells
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column])))
        .join('  '),
    )
    .join('\n');
}

/** One line naming a mutant where a developer looks for it: file:line:column, mutator, original -> replacement. */
export function describeMutant(mutant: Mutant): string {
  const oneLine = (code: string) => code.replace(/\s+/g, ' ');
  return `${mutant.file}:${mutant.line}:${mutant.column} ${mutant.mutator}: ${oneLine(mutant.original)} -> ${oneLine(mutant.replacement)}`;
}
