import { calculateProgram, type ProgramInput } from '#shared/calc/index.ts';
import { SETTINGS } from '../lib/config.ts';
import { generatePrograms } from '../lib/programs.ts';
import { formatMs, printHeading, printNote, printTable, type SectionResult } from '../lib/report.ts';
import { median, ratio, round } from '../lib/stats.ts';

interface Pass {
  ms: number;
  /** A figure summed over every result: it keeps the work observable and must be the same on every pass. */
  sum: number;
}

function timeCalculate(programs: ProgramInput[]): Pass {
  const t0 = performance.now();
  let sum = 0;
  for (const program of programs) sum += calculateProgram(program).totalAnnualCost;
  return { ms: performance.now() - t0, sum };
}

function timeJsonClone(programs: ProgramInput[]): Pass {
  const t0 = performance.now();
  let sum = 0;
  for (const program of programs) sum += (JSON.parse(JSON.stringify(program)) as ProgramInput).systems.length;
  return { ms: performance.now() - t0, sum };
}

/** Section 7: calculateProgram over generated programs, next to a JSON deep clone of the same inputs. */
export function benchCalculation(): SectionResult {
  const count = SETTINGS.calcPrograms;
  const runs = SETTINGS.calcRuns;
  const title = 'Calculation engine';
  printHeading(
    `7. ${title}: calculateProgram on ${count.toLocaleString('en-US')} generated programs (median of ${runs} runs)`,
  );
  const programs = generatePrograms(count);
  const systems = programs.reduce((n, p) => n + p.systems.length, 0);
  const chemicals = programs.reduce((n, p) => n + p.chemicals.length, 0);
  const warmCalc = timeCalculate(programs);
  const warmClone = timeJsonClone(programs);
  const calc: Pass[] = [];
  const clone: Pass[] = [];
  // Alternating the two keeps a change in machine load from favouring either.
  for (let run = 0; run < runs; run++) {
    calc.push(timeCalculate(programs));
    clone.push(timeJsonClone(programs));
  }
  if (calc.some((p) => p.sum !== warmCalc.sum) || clone.some((p) => p.sum !== warmClone.sum))
    throw new Error('calculateProgram gave different results for the same inputs between passes');
  const calcMs = median(calc.map((p) => p.ms));
  const cloneMs = median(clone.map((p) => p.ms));
  const perProgram = (ms: number) => `${((ms * 1000) / count).toFixed(1)} µs`;
  printTable(
    ['work', 'total', 'per program'],
    [
      ['calculateProgram', formatMs(calcMs), perProgram(calcMs)],
      ['baseline: JSON.parse(JSON.stringify(input))', formatMs(cloneMs), perProgram(cloneMs)],
    ],
  );
  const r = ratio(calcMs, cloneMs);
  printNote(`ratio calculate/clone = ${r}; ${systems} systems and ${chemicals} chemicals in all`);
  printNote(`same results on every pass (sum of totalAnnualCost ${round(warmCalc.sum, 2)})`);
  return {
    id: 'calc',
    title,
    line: `${perProgram(calcMs)} per program (${formatMs(calcMs)} for ${count}), ${r}× a JSON deep clone`,
    figures: {
      programs: count,
      totalMs: round(calcMs, 1),
      usPerProgram: round((calcMs * 1000) / count, 2),
      cloneMs: round(cloneMs, 1),
      ratio: r,
    },
  };
}
