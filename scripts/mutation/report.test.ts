import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { findImportThrows } from './import-check.ts';
import {
  applyMutant,
  formatScore,
  formatScoreTable,
  listLoadedTestFiles,
  listMutants,
  matchEquivalents,
  type ReportMutant,
  type StrykerReport,
  scoreMutants,
  summarize,
} from './report.ts';

const SOURCE = "const A = 'x';\nexport function f(n: number) {\n  return n > 1 ? 'big' : 'small';\n}\n";

function reportMutant(overrides: Partial<ReportMutant> & Pick<ReportMutant, 'id' | 'status'>): ReportMutant {
  return {
    mutatorName: 'EqualityOperator',
    replacement: 'n >= 1',
    location: { start: { line: 3, column: 10 }, end: { line: 3, column: 15 } },
    ...overrides,
  };
}

function report(mutants: ReportMutant[]): StrykerReport {
  return {
    files: { 'shared/x/f.ts': { source: SOURCE, mutants } },
    testFiles: { 'shared/x/f.test.ts': { tests: [{}] }, 'shared/x/g.test.ts': { tests: [] } },
  };
}

describe('reading the report', () => {
  test('cuts out the code a mutant replaces and writes the mutant in', () => {
    const [mutant] = listMutants(report([reportMutant({ id: '1', status: 'Survived' })]));
    expect(mutant).toMatchObject({ file: 'shared/x/f.ts', line: 3, column: 10, original: 'n > 1' });
    expect(applyMutant(SOURCE, mutant!)).toBe(SOURCE.replace('n > 1', 'n >= 1'));
  });

  test('names the test files that ran tests', () => {
    expect(listLoadedTestFiles(report([]))).toEqual(['shared/x/f.test.ts']);
  });
});

describe('matchEquivalents', () => {
  const mutants = listMutants(
    report([
      reportMutant({ id: '1', status: 'Survived' }),
      reportMutant({
        id: '2',
        status: 'Survived',
        mutatorName: 'StringLiteral',
        replacement: '""',
        location: { start: { line: 3, column: 18 }, end: { line: 3, column: 23 } },
      }),
      reportMutant({
        id: '3',
        status: 'Killed',
        mutatorName: 'StringLiteral',
        replacement: '""',
        location: { start: { line: 1, column: 11 }, end: { line: 1, column: 14 } },
      }),
    ]),
  );
  const entry = {
    file: 'shared/x/f.ts',
    line: 3,
    mutator: 'EqualityOperator',
    original: 'n > 1',
    replacement: 'n >= 1',
    reason: 'n is never 1',
  };

  test('finds a listed mutant by file, mutator, code and replacement, even after its line moved', () => {
    expect(matchEquivalents(mutants, [entry])).toEqual({
      reasons: new Map([['1', 'n is never 1']]),
      problems: [],
    });
    expect(matchEquivalents(mutants, [{ ...entry, line: 9 }]).reasons.get('1')).toBe('n is never 1');
  });

  test('reports an entry that matches nothing, or a mutant the tests kill', () => {
    const gone = matchEquivalents(mutants, [{ ...entry, original: 'n > 2' }]);
    expect(gone.reasons.size).toBe(0);
    expect(gone.problems).toEqual([
      'shared/x/f.ts:3 EqualityOperator n > 2 -> n >= 1: no such mutant any more; update or remove the entry',
    ]);
    const killed = matchEquivalents(mutants, [
      { ...entry, line: 1, mutator: 'StringLiteral', original: "'x'", replacement: '""' },
    ]);
    expect(killed.problems[0]).toMatch(/Stryker reports it Killed, so it is not equivalent; remove it$/);
  });
});

describe('scoring', () => {
  const mutants = listMutants(
    report([
      reportMutant({ id: '1', status: 'Killed' }),
      reportMutant({ id: '2', status: 'Timeout' }),
      reportMutant({ id: '3', status: 'Survived' }),
      reportMutant({ id: '4', status: 'Survived' }),
      reportMutant({ id: '5', status: 'Survived' }),
      reportMutant({ id: '6', status: 'NoCoverage' }),
      reportMutant({ id: '7', status: 'CompileError' }),
    ]),
  );

  test('counts an import-time throw as killed and leaves listed equivalents out', () => {
    const scored = scoreMutants(mutants, new Map([['3', 'RangeError: bad locale']]), new Map([['4', 'why']]));
    expect(scored.map((mutant) => mutant.verdict)).toEqual([
      'killed',
      'timeout',
      'killed at import',
      'equivalent',
      'survived',
      'no coverage',
      'invalid',
    ]);
    expect(scored[2]!.why).toBe('RangeError: bad locale');
    expect(summarize(scored)).toEqual({
      mutants: 7,
      killed: 1,
      killedAtImport: 1,
      timeout: 1,
      survived: 1,
      noCoverage: 1,
      equivalent: 1,
      invalid: 1,
      score: 60,
      strykerScore: (2 / 6) * 100,
    });
  });

  test('never rounds a score up to the threshold', () => {
    expect(formatScore(89.99)).toBe('89.9 %');
    expect(formatScore(90)).toBe('90.0 %');
    expect(formatScore(null)).toBe('n/a');
  });

  test('prints one row per file and the total', () => {
    const table = formatScoreTable('shared/x', scoreMutants(mutants, new Map(), new Map())).split('\n');
    expect(table).toHaveLength(3);
    expect(table[1]).toMatch(/^shared\/x\/f\.ts\s+7\s+1\s+0\s+1\s+3\s+1\s+0\s+33\.3 %\s+33\.3 %$/);
    expect(table[2]).toMatch(/^shared\/x \(all files\)/);
  });
});

describe('findImportThrows', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'import-check-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('tells a mutant that makes a module throw at import from one that does not', async () => {
    const source = "const USD = new Intl.NumberFormat('en-US', { currency: 'USD', style: 'currency' });\n";
    await mkdir(path.join(root, 'shared/x'), { recursive: true });
    writeFileSync(
      path.join(root, 'shared/x/money.ts'),
      `${source}export const format = (n: number) => USD.format(n);\n`,
    );
    const money = (id: string, original: string, replacement: string) => {
      const column = source.indexOf(original) + 1;
      const end = column + original.length;
      return {
        id,
        file: 'shared/x/money.ts',
        line: 1,
        column,
        mutator: 'StringLiteral',
        original,
        replacement,
        status: 'Survived' as const,
        isStatic: true,
        location: { start: { line: 1, column }, end: { line: 1, column: end } },
      };
    };
    const badLocale = money('1', "'en-US'", '""');
    const otherCurrency = money('2', "'USD'", "'EUR'");
    const sources = new Map([
      ['shared/x/money.ts', `${source}export const format = (n: number) => USD.format(n);\n`],
    ]);
    const thrown = await findImportThrows([badLocale, otherCurrency], sources, ['shared/x/money.ts'], {
      projectRoot: root,
      scratch: path.join(root, '.scratch'),
      workers: 2,
    });
    expect([...thrown.keys()]).toEqual(['1']);
    expect(thrown.get('1')).toMatch(/^RangeError: /);
  });
});
