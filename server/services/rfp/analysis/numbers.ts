import type { RfpNumericRequirement } from '#shared/schemas/rfp.ts';
import { chemicalAfterUnit, findParameter } from './parameters.ts';
import type { Statement } from './statements.ts';

/** Numeric requirements kept from one document. */
export const MAX_NUMERIC_REQUIREMENTS = 500;

const NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const TO = String.raw`\s*(?:-|–|—|to|through)\s*`;
const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|sixty|ninety';

// Canonical unit and how documents write it; longer spellings first.
const UNITS: [unit: string, pattern: string][] = [
  [
    'µS/cm',
    String.raw`µS\/cm|uS\/cm|micro ?siemens(?:\/cm)?|µmhos(?:\/cm)?|umhos(?:\/cm)?|micromhos(?:\/cm)?`,
  ],
  ['CFU/mL', String.raw`CFU(?:\/ml)?`],
  ['mg/L', String.raw`mg\/l\b`],
  ['ppm', String.raw`ppm\b`],
  ['ppb', String.raw`ppb\b`],
  ['mpy', String.raw`mpy\b`],
  ['gpm', String.raw`gpm\b`],
  ['gpd', String.raw`gpd\b`],
  ['psi', String.raw`psig?\b`],
  ['°F', String.raw`°\s?F\b|degrees F(?:ahrenheit)?\b`],
  ['°C', String.raw`°\s?C\b|degrees C(?:elsius)?\b`],
  ['%', String.raw`%|percent\b`],
  ['tons', String.raw`tons?\b`],
  ['hp', String.raw`hp\b|horsepower\b`],
  ['gallons', String.raw`gallons?\b|gal\b`],
  ['business days', String.raw`(?:business|working) days?\b`],
  ['calendar days', String.raw`calendar days?\b`],
  ['days', String.raw`days?\b`],
  ['hours', String.raw`hours?\b|hrs?\b`],
  ['minutes', String.raw`minutes?\b|mins?\b`],
  ['weeks', String.raw`weeks?\b`],
  ['months', String.raw`months?\b`],
  ['years', String.raw`years?\b|yrs?\b`],
  ['visits', String.raw`visits?\b`],
  ['cycles', String.raw`cycles\b`],
];
const UNIT_AFTER = new RegExp(
  String.raw`^\)?\s*(?:-\s*)?(?:${UNITS.map(([, p]) => `(${p})`).join('|')})`,
  'i',
);

const MAX_WORDS =
  /(?:\b(?:less than|lower than|below|under|not to exceed|not exceed(?:ing)?|no more than|not more than|no greater than|not greater than|(?:a )?maximum of|maximum|up to|within)|[≤<])\s*$/i;
const MIN_WORDS =
  /(?:\b(?:at least|(?:a )?minimum of|minimum|no less than|not less than|greater than|more than|above|in excess of)|[≥>])\s*$/i;
const EVERY_WORDS = /\b(?:every|each)\s*$/i;

const NUMBER = new RegExp(String.raw`(?<![\w.,/$–-])(?:\b(?:${NUMBER_WORDS})\s+\()?(${NUM})`, 'gi');
const MONEY = new RegExp(
  String.raw`\$\s?(${NUM})(?:\s?(million|thousand)\b)?(?:${TO}\$\s?(${NUM})(?:\s?(million|thousand)\b)?)?`,
  'gi',
);
// "pH 7.8 to 8.8", "pH of 7.0 - 8.5", "pH shall be maintained between 10.5 and 11.5", "pH not to exceed 9.0".
const PH = new RegExp(
  String.raw`\bpH\b(?:\s+(?:level|value|range))?(?:\s+(?:shall|must|should|will|is to)\s+be(?:\s+(?:maintained|kept|controlled|held))?)?\s*(?:of|between|range of|range|from|at|within|:|=|is)?\s*(?:((?:below|above|less than|greater than|not to exceed|not exceed|no more than|no less than|at least|up to)\s+))?(${NUM})(?:\s*(?:-|–|—|to|and|through)\s*(${NUM}))?`,
  'gi',
);

type Comparator = RfpNumericRequirement['comparator'];
type Found = Omit<RfpNumericRequirement, 'location' | 'requirementId'> & { start: number; end: number };

function toNumber(text: string, scale?: string): number {
  const value = Number(text.replace(/,/g, ''));
  if (scale?.toLowerCase() === 'million') return value * 1_000_000;
  if (scale?.toLowerCase() === 'thousand') return value * 1_000;
  return value;
}

/** The comparator words right before a figure, and the comparator they give. */
function comparatorBefore(prefix: string): { words: string; comparator: Comparator } | null {
  let best: { words: string; comparator: Comparator; at: number } | null = null;
  for (const [pattern, comparator] of [
    [MAX_WORDS, 'max'],
    [MIN_WORDS, 'min'],
    [EVERY_WORDS, 'exact'],
  ] as const) {
    const match = pattern.exec(prefix);
    // The longest phrase decides: "not less than" is a minimum although it ends with "less than".
    if (match && (!best || match.index < best.at))
      best = { words: match[0].trim(), comparator, at: match.index };
  }
  return best && { words: best.words, comparator: best.comparator };
}

function bounds(comparator: Comparator, low: number, high: number | null) {
  if (high !== null)
    return { min: Math.min(low, high), max: Math.max(low, high), comparator: 'range' as const };
  if (comparator === 'max') return { min: null, max: low, comparator };
  if (comparator === 'min') return { min: low, max: null, comparator };
  return { min: low, max: low, comparator: 'exact' as const };
}

function unitAt(rest: string): { unit: string; length: number } | null {
  const match = UNIT_AFTER.exec(rest);
  if (!match) return null;
  const index = match.slice(1).findIndex((group) => group !== undefined);
  return { unit: UNITS[index]![0], length: match[0].length };
}

/** A figure with a unit starting at a number: a single value or a range, with its comparator and text. */
function readFigure(sentence: string, match: RegExpExecArray): Found | null {
  const start = match.index;
  let end = start + match[0].length;
  const low = toNumber(match[1]!);
  let high: number | null = null;
  let unit = unitAt(sentence.slice(end));
  // "1,200 µS/cm to 1,800 µS/cm": a unit after each bound.
  const afterFirst = unit ? end + unit.length : end;
  const range = new RegExp(String.raw`^\)?${TO}\(?(${NUM})`, 'i').exec(sentence.slice(afterFirst));
  const between = /between\s*$/i.test(sentence.slice(0, start))
    ? new RegExp(String.raw`^\s+and\s+(${NUM})`, 'i').exec(sentence.slice(afterFirst))
    : null;
  const second = range ?? between;
  if (second) {
    const secondEnd = afterFirst + second[0].length;
    const secondUnit = unitAt(sentence.slice(secondEnd));
    if (secondUnit && (!unit || secondUnit.unit === unit.unit)) {
      high = toNumber(second[1]!);
      unit = secondUnit;
      end = secondEnd + secondUnit.length;
    }
  }
  if (!unit) return null;
  if (high === null) end += unit.length;
  const before = comparatorBefore(sentence.slice(Math.max(0, start - 40), start));
  const chemical = chemicalAfterUnit(sentence.slice(end)) ?? '';
  const text = `${before && high === null ? `${before.words} ` : ''}${sentence.slice(start, end)}${chemical}`;
  const parameter = findParameter(sentence, { start, end }, unit.unit);
  return {
    text,
    parameter,
    unit: unit.unit,
    start,
    end: end + chemical.length,
    ...bounds(before?.comparator ?? 'exact', low, high),
  };
}

function readMoney(sentence: string, match: RegExpExecArray): Found {
  const start = match.index;
  const end = start + match[0].length;
  const low = toNumber(match[1]!, match[2]);
  const high = match[3] ? toNumber(match[3], match[4]) : null;
  const before = high === null ? comparatorBefore(sentence.slice(Math.max(0, start - 40), start)) : null;
  const text = `${before ? `${before.words} ` : ''}${match[0]}`;
  const parameter = findParameter(sentence, { start, end }, 'USD');
  return { text, parameter, unit: 'USD', start, end, ...bounds(before?.comparator ?? 'exact', low, high) };
}

function readPh(match: RegExpExecArray): Found | null {
  if (!/^pH/.test(match[0])) return null;
  const low = Number(match[2]);
  const high = match[3] ? Number(match[3]) : null;
  if (low > 14 || (high !== null && high > 14)) return null;
  const start = match.index;
  const end = start + match[0].length;
  const comparator = match[1] ? (comparatorBefore(match[1])?.comparator ?? 'exact') : 'exact';
  return { text: match[0], parameter: 'pH', unit: 'pH', start, end, ...bounds(comparator, low, high) };
}

/** Every figure with a unit in one sentence: pH values, amounts of money, then numbers with units. */
function findInSentence(sentence: string): Found[] {
  const found: Found[] = [];
  const isTaken = (start: number, end: number) => found.some((f) => start < f.end && end > f.start);
  for (const match of sentence.matchAll(PH)) {
    const figure = readPh(match as RegExpExecArray);
    if (figure) found.push(figure);
  }
  for (const match of sentence.matchAll(MONEY)) {
    if (!isTaken(match.index, match.index + match[0].length))
      found.push(readMoney(sentence, match as RegExpExecArray));
  }
  for (const match of sentence.matchAll(NUMBER)) {
    if (isTaken(match.index, match.index + match[0].length)) continue;
    const figure = readFigure(sentence, match as RegExpExecArray);
    if (figure && !isTaken(figure.start, figure.end)) found.push(figure);
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Numbers and ranges with units in the document, kept as ranges ("1,200-1,800 µS/cm", "pH 7.8 to 8.8",
 * "within 5 business days", "every 90 days", "less than 2 mpy", "$1,000,000"); a figure inside a requirement
 * names it by id.
 */
export function findNumericRequirements(
  statements: readonly Statement[],
  statementIds: ReadonlyMap<number, string>,
): RfpNumericRequirement[] {
  const results: RfpNumericRequirement[] = [];
  const seen = new Set<string>();
  statements.forEach((statement, index) => {
    for (const { start: _start, end: _end, ...figure } of findInSentence(statement.text)) {
      const key = `${figure.text}|${statement.location}`;
      if (seen.has(key) || results.length >= MAX_NUMERIC_REQUIREMENTS) continue;
      seen.add(key);
      results.push({
        ...figure,
        location: statement.location,
        requirementId: statementIds.get(index) ?? null,
      });
    }
  });
  return results;
}
