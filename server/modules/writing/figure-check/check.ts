import { formatNumber } from '#shared/calc/index.ts';
import { roundToDecimals } from '#shared/calc/round.ts';
import { formatMeasure } from '#shared/report/format.ts';
import type { FigureCheck } from '#shared/schemas/proposal-writing.ts';
import type { WritingBrief } from '../brief.ts';
import { type BoundFigure, collectBoundFigures, type FigureBindings } from './bindings.ts';
import {
  collectKnownFigures,
  type FigureRole,
  type KnownFigure,
  NEUTRAL_ROLES,
  TOTAL_SUBJECT,
} from './known.ts';
import { type FoundFigure, scanBareCell, scanFigures } from './scan.ts';

// The figure check (docs/decisions/024, "Proposal writing"): after any writer, every dollar, gallon and pound
// figure in the text is compared with the engine's. A wrong figure is corrected when its line names what it is
// (a product, the total, a system) so that one engine figure fits; otherwise it is marked, never left as if true.

/** The mark written after a figure the check could not verify. */
export const UNVERIFIED_MARK = '(⚠ unverified figure)';

/** The checked text and what the check did. */
export interface FigureCheckOutcome {
  content: string;
  figureCheck: FigureCheck;
  /** Each correction, as written and as put right. */
  corrections: { from: string; to: string }[];
  /** Each figure brought from an earlier value of a program figure to its value now. */
  updates: { from: string; to: string }[];
  /** The headings of the sections where a figure was brought up to date, in order. */
  updatedSections: string[];
}

/** How a text is checked. */
export interface CheckOptions {
  /** The values the text was last checked against: a figure at an earlier value is brought to the value now. */
  bindings?: FigureBindings;
  /**
   * 'check' (default) corrects or marks what matches nothing; 'rebind' (after a program change) only brings
   * figures at an earlier value up to date and leaves everything else as it is.
   */
  mode?: 'check' | 'rebind';
  /** Figures as written in the text saved before (checked when they arrived): left as they are. */
  accepted?: ReadonlySet<string>;
}

interface Replacement {
  start: number;
  end: number;
  text: string;
}

const TABLE_ROW = /^\s*\|/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/;

function normalize(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9%.]+/g, ' ')
    .trim()} `;
}

/** Cell boundaries of a table row: [start, end) offsets of each cell's text. */
function cellsOf(line: string): { start: number; end: number }[] {
  const pipes: number[] = [];
  for (let i = 0; i < line.length; i++) if (line[i] === '|' && line[i - 1] !== '\\') pipes.push(i);
  const cells: { start: number; end: number }[] = [];
  for (let i = 0; i + 1 < pipes.length; i++) cells.push({ start: pipes[i]! + 1, end: pipes[i + 1]! });
  return cells;
}

function matchesValue(figure: FoundFigure, value: number): boolean {
  const written = figure.value;
  const known = roundToDecimals(Math.abs(value) / figure.multiplier, figure.decimals);
  return Math.abs(known - written) < 1e-9;
}

function wantedRoles(figure: FoundFigure, context: string): FigureRole[] {
  if (figure.qualifier === 'rate') return ['rate'];
  if (figure.kind === 'usd') {
    if (figure.qualifier === 'unit-price') return ['unit-price'];
    return figure.qualifier === 'monthly' ? ['monthly'] : ['annual'];
  }
  if (figure.kind === 'lb') return ['usage'];
  return /make-?\s?up|water use|water usage/i.test(context) ? ['makeup'] : ['usage', 'makeup'];
}

/** The one engine figure a wrong figure should have been, or null when its line does not say which. */
function correctionFor(
  figure: FoundFigure,
  context: string,
  subjectFacts: KnownFigure[],
  all: KnownFigure[],
) {
  const pool = subjectFacts.length ? subjectFacts : all.filter((fact) => !NEUTRAL_ROLES.has(fact.role));
  for (const role of wantedRoles(figure, context)) {
    const values = new Set(
      pool.filter((fact) => fact.kind === figure.kind && fact.role === role).map((fact) => fact.value),
    );
    if (values.size === 1) return { value: [...values][0]!, role };
    if (values.size > 1) return null;
  }
  return null;
}

function formatCorrection(figure: FoundFigure, line: string, value: number, role: FigureRole): Replacement {
  const size = Math.abs(value);
  const number =
    role === 'rate' ? (formatMeasure(size) ?? '') : formatNumber(size, role === 'unit-price' ? 2 : 0);
  if (figure.kind === 'usd' && figure.text.startsWith('$')) {
    return { start: figure.start, end: figure.end, text: `$${number}` };
  }
  // Keep the unit as written ("gal", "gallons", "lbs"), replacing the number and any multiplier word.
  const unit =
    figure.multiplier === 1
      ? line.slice(figure.numberEnd, figure.end)
      : line.slice(figure.numberEnd, figure.end).replace(/^\s?(?:million|thousand)/, '');
  return { start: figure.start, end: figure.end, text: `${number}${unit}` };
}

/** Which products, systems and totals a line (or table cell with its header) talks about. */
function subjectsOf(context: string, facts: KnownFigure[]): Set<string> {
  const text = normalize(context);
  const subjects = new Set<string>();
  for (const fact of facts) {
    if (!fact.subject || fact.subject === TOTAL_SUBJECT) continue;
    const name = normalize(fact.subject);
    if (name.trim() && text.includes(name)) subjects.add(fact.subject);
  }
  // A longer name that contains a shorter one ("CT-1 sump" vs "CT-1") is the one meant.
  for (const subject of [...subjects]) {
    for (const other of subjects) {
      if (other !== subject && normalize(other).includes(normalize(subject))) subjects.delete(subject);
    }
  }
  if (/\btotal\b/i.test(context)) subjects.add(TOTAL_SUBJECT);
  return subjects;
}

interface LineFigure {
  figure: FoundFigure;
  context: string;
}

function figuresOfLine(line: string, header: string[] | null): LineFigure[] {
  if (!header || !TABLE_ROW.test(line)) return scanFigures(line).map((figure) => ({ figure, context: line }));
  const cells = cellsOf(line);
  const found: LineFigure[] = [];
  cells.forEach((cell, index) => {
    const text = line.slice(cell.start, cell.end);
    const headerCell = header[index] ?? '';
    const context = `${line} ${headerCell}`;
    const inCell = scanFigures(text).map((figure) => ({
      ...figure,
      start: figure.start + cell.start,
      end: figure.end + cell.start,
      numberStart: figure.numberStart + cell.start,
      numberEnd: figure.numberEnd + cell.start,
    }));
    const bare = inCell.length === 0 ? scanBareCell(text, cell.start, headerCell) : null;
    for (const figure of bare ? [bare] : inCell) found.push({ figure, context });
  });
  return found;
}

function allowsRole(figure: FoundFigure, role: BoundFigure['role']): boolean {
  if (figure.qualifier === 'rate' || role === 'cycles') return false;
  if (figure.qualifier === 'unit-price') return role === 'unit-price';
  if (figure.qualifier === 'monthly') return role === 'monthly';
  return role !== 'unit-price' && role !== 'monthly';
}

/** The program figure a stale figure stood for: one whose earlier values include it, with one value now. */
function reboundFor(
  figure: FoundFigure,
  subjects: Set<string>,
  bound: BoundFigure[],
  bindings: FigureBindings,
): BoundFigure | null {
  const candidates = bound.filter(
    (fact) =>
      fact.kind === figure.kind &&
      allowsRole(figure, fact.role) &&
      // Totals and target figures may stand beside a product's name; another product's figure may not.
      (subjects.size === 0 ||
        fact.subject === null ||
        fact.subject === TOTAL_SUBJECT ||
        subjects.has(fact.subject)) &&
      (bindings[fact.key]?.values ?? []).some((value) => matchesValue(figure, value)),
  );
  return new Set(candidates.map((fact) => fact.value)).size === 1 ? candidates[0]! : null;
}

// "4.83" near the word "cycles": a cycles figure (2 decimals as written by the writers).
const CYCLES_NUMBER = /(?<![\d.,$])(\d{1,2})\.(\d{1,2})(?![\d.,]*\d)/g;

/** Cycles figures of a line at an earlier value of the cycles or target cycles, brought to the value now. */
function rebindCycles(line: string, bound: BoundFigure[], bindings: FigureBindings): Replacement[] {
  if (!/cycle/i.test(line)) return [];
  const cycles = bound.filter((fact) => fact.kind === 'cycles');
  const replacements: Replacement[] = [];
  for (const match of line.matchAll(CYCLES_NUMBER)) {
    const decimals = match[2]!.length;
    const written = Number(`${match[1]}.${match[2]}`);
    const at = (value: number) => Math.abs(roundToDecimals(value, decimals) - written) < 1e-9;
    if (cycles.some((fact) => at(fact.value))) continue;
    const candidates = cycles.filter((fact) => (bindings[fact.key]?.values ?? []).some(at));
    if (new Set(candidates.map((fact) => fact.value)).size !== 1) continue;
    replacements.push({
      start: match.index,
      end: match.index + match[0].length,
      text: formatNumber(candidates[0]!.value, decimals),
    });
  }
  return replacements;
}

const HEADING_LINE = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;

/**
 * Checks every dollar, gallon and pound figure of a written proposal against the brief's: matching figures stay,
 * a wrong one is corrected when one engine figure fits its line, and anything else is marked UNVERIFIED_MARK.
 */
export function checkFigures(
  content: string,
  brief: WritingBrief,
  options: CheckOptions = {},
): FigureCheckOutcome {
  const known = collectKnownFigures(brief);
  const bound = options.bindings ? collectBoundFigures(brief) : [];
  const bindings = options.bindings ?? {};
  const isRebindOnly = options.mode === 'rebind';
  const flagged: string[] = [];
  const corrections: { from: string; to: string }[] = [];
  const updates: { from: string; to: string }[] = [];
  const updatedSections: string[] = [];
  let section = '';
  const noteUpdate = (from: string, to: string) => {
    updates.push({ from, to });
    if (!updatedSections.includes(section)) updatedSections.push(section);
  };
  let checked = 0;
  let header: string[] | null = null;
  const lines = content.split('\n');
  const out = lines.map((line, index) => {
    const heading = HEADING_LINE.exec(line);
    if (heading) section = heading[1]!.replace(/[*_`]/g, '');
    if (TABLE_ROW.test(line) && TABLE_RULE.test(lines[index + 1] ?? '')) {
      header = cellsOf(line).map((cell) => line.slice(cell.start, cell.end));
      return line;
    }
    if (TABLE_RULE.test(line)) return line;
    if (!TABLE_ROW.test(line)) header = null;
    const replacements: Replacement[] = rebindCycles(line, bound, bindings);
    for (const cycles of replacements) noteUpdate(line.slice(cycles.start, cycles.end), cycles.text);
    for (const { figure, context } of figuresOfLine(line, header)) {
      checked += 1;
      const isMarked = line.slice(figure.end).trimStart().startsWith(UNVERIFIED_MARK);
      const subjects = subjectsOf(context, known);
      const subjectFacts = known.filter((fact) => fact.subject !== null && subjects.has(fact.subject));
      const allowed = subjectFacts.length
        ? [...subjectFacts, ...known.filter((fact) => NEUTRAL_ROLES.has(fact.role))]
        : known;
      if (allowed.some((fact) => fact.kind === figure.kind && matchesValue(figure, fact.value))) continue;
      const rebound = isMarked ? null : reboundFor(figure, subjects, bound, bindings);
      if (rebound) {
        const role = rebound.role === 'cycles' ? 'annual' : rebound.role;
        const replacement = formatCorrection(figure, line, rebound.value, role);
        noteUpdate(figure.text, replacement.text);
        replacements.push(replacement);
        continue;
      }
      if (isRebindOnly || options.accepted?.has(figure.text)) continue;
      const fix = isMarked ? null : correctionFor(figure, context, subjectFacts, known);
      if (fix) {
        const replacement = formatCorrection(figure, line, fix.value, fix.role);
        corrections.push({ from: figure.text, to: replacement.text });
        replacements.push(replacement);
      } else {
        flagged.push(figure.text);
        if (!isMarked) replacements.push({ start: figure.end, end: figure.end, text: ` ${UNVERIFIED_MARK}` });
      }
    }
    return replacements
      .sort((a, b) => b.start - a.start)
      .reduce((text, r) => text.slice(0, r.start) + r.text + text.slice(r.end), line);
  });
  return {
    content: out.join('\n'),
    figureCheck: { checked, corrected: corrections.length, flagged },
    corrections,
    updates,
    updatedSections,
  };
}

/** The figures of a text as written ("$21,900", "1,200 gallons"), to accept them again when the text is saved. */
export function listWrittenFigures(content: string | null | undefined): Set<string> {
  const written = new Set<string>();
  for (const line of (content ?? '').split('\n')) {
    for (const figure of scanFigures(line)) {
      // A marked figure stays in question: taking its mark away does not make it true.
      if (!line.slice(figure.end).trimStart().startsWith(UNVERIFIED_MARK)) written.add(figure.text);
    }
  }
  return written;
}
