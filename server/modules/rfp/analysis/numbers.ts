import type { RfpFigureKind, RfpNumericRequirement } from '#shared/schemas/rfp.ts';
import { type FoundFrequency, findFrequencies } from './frequency.ts';
import { ONE_TO_TWELVE, wordsPattern } from './number-words.ts';
import { activityOf, chemicalAfterUnit, findParameter, timeParameter } from './parameters.ts';
import type { Statement } from './statements.ts';

/** Numeric requirements kept from one document. */
export const MAX_NUMERIC_REQUIREMENTS = 500;

const NUM = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const TO = String.raw`\s*(?:-|–|—|to|through)\s*`;
const WORD_VALUES: Record<string, number> = {
  ...ONE_TO_TWELVE,
  fifteen: 15,
  twenty: 20,
  'twenty-four': 24,
  thirty: 30,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
};
const NUMBER_WORDS = wordsPattern(WORD_VALUES);
const TIME_UNIT = String.raw`(?:business |calendar |working )?(?:days?|weeks?|months?|years?|hours?|minutes?)\b`;

// Canonical unit and how documents write it; longer spellings first.
const UNITS: [unit: string, pattern: string][] = [
  [
    'µS/cm',
    // "mm/cm" is how some RFPs misspell µmhos/cm; "mmhos" (millimhos) is a real unit and is not read as µS/cm.
    String.raw`µS\/cm|uS\/cm|micro ?siemens(?:\/cm)?|(?:µ|u|micro) ?mhos?(?:\/cm)?|mm\/cm`,
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

// "12", "(5)" and "five (5)"; a number written only in words ("six months", "twelve-month") before a time unit,
// looked for only in a sentence that names a time unit (the word alternatives are slow at every word).
const NUMBER = new RegExp(
  String.raw`(?<![\w.,/$–-])(?:\b(?:${NUMBER_WORDS})\s*\(\s*|\((?=\s*(?:${NUM})\s*\)))?(${NUM})`,
  'gi',
);
const WORD_NUMBER = new RegExp(String.raw`\b()(${NUMBER_WORDS})(?=[\s-]+${TIME_UNIT})`, 'gi');
const NAMES_TIME = /\b(?:days?|weeks?|months?|years?|hours?|minutes?)\b/i;
const RANGE_AFTER = new RegExp(String.raw`^\)?${TO}\(?(${NUM})`, 'i');
const AND_AFTER = new RegExp(String.raw`^\s+and\s+(${NUM})`, 'i');
const AFTER_MIN = /^\)?\s*(?:or (?:higher|more|greater|above)|and (?:above|higher)|minimum|min\.?)\b/i;
const AFTER_MAX = /^\)?\s*(?:or (?:less|lower|below|fewer)|and below|maximum|max\.?)\b/i;
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
function readFigure(sentence: string, match: RegExpExecArray, previousEnd: number): Found | null {
  const start = match.index;
  let end = start + match[0].length;
  const low = match[2] ? WORD_VALUES[match[2].toLowerCase()]! : toNumber(match[1]!);
  let high: number | null = null;
  let unit = unitAt(sentence.slice(end));
  // "1,200 µS/cm to 1,800 µS/cm": a unit after each bound.
  const afterFirst = unit ? end + unit.length : end;
  const range = RANGE_AFTER.exec(sentence.slice(afterFirst));
  const between = /between\s*$/i.test(sentence.slice(0, start))
    ? AND_AFTER.exec(sentence.slice(afterFirst))
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
  const isTime = TIME_UNITS.has(unit.unit);
  // "48 hours in advance", "24 hours' notice": at least that much notice.
  const isNotice =
    isTime && /^\s*['’]?\s*(?:in advance|advance notice|notice|prior notice)\b/i.test(sentence.slice(end));
  const context = isTime ? timeParameter(sentence.slice(previousEnd, start), sentence.slice(end)) : null;
  const parameter = context ?? findParameter(sentence, { start, end }, unit.unit);
  const comparator = isNotice
    ? 'min'
    : (before?.comparator ?? afterComparator(sentence.slice(end)) ?? 'exact');
  return {
    text,
    parameter,
    unit: unit.unit,
    start,
    end: end + chemical.length,
    kind: kindOf(unit.unit, parameter, before?.words ?? ''),
    ...bounds(comparator, low, high),
  };
}

const TIME_UNITS = new Set([
  'business days',
  'calendar days',
  'days',
  'hours',
  'minutes',
  'weeks',
  'months',
  'years',
]);

function afterComparator(rest: string): Comparator | null {
  if (AFTER_MIN.test(rest)) return 'min';
  if (AFTER_MAX.test(rest)) return 'max';
  return null;
}

/** What kind of figure it is, from its unit, parameter and the words before it. */
function kindOf(unit: string, parameter: string | null, words: string): RfpFigureKind {
  if (unit === 'per year') return 'frequency';
  if (unit === 'USD') return 'amount';
  if (parameter === 'response time') return 'response time';
  if (parameter && /contract term|renewal|bid validity/.test(parameter)) return 'term';
  if (unit === 'day of month') return 'deadline';
  if (parameter === 'bid bond') return 'amount';
  if (TIME_UNITS.has(unit) && (/within|no later than|by/i.test(words) || parameter === 'notice'))
    return 'deadline';
  return 'limit';
}

function readMoney(sentence: string, match: RegExpExecArray): Found {
  const start = match.index;
  const end = start + match[0].length;
  const low = toNumber(match[1]!, match[2]);
  const high = match[3] ? toNumber(match[3], match[4]) : null;
  const before = high === null ? comparatorBefore(sentence.slice(Math.max(0, start - 40), start)) : null;
  const text = `${before ? `${before.words} ` : ''}${match[0]}`;
  const parameter = findParameter(sentence, { start, end }, 'USD');
  return {
    text,
    parameter,
    unit: 'USD',
    start,
    end,
    kind: 'amount',
    ...bounds(before?.comparator ?? 'exact', low, high),
  };
}

function readPh(match: RegExpExecArray): Found | null {
  if (!/^pH/.test(match[0])) return null;
  const low = Number(match[2]);
  const high = match[3] ? Number(match[3]) : null;
  if (low > 14 || (high !== null && high > 14)) return null;
  const start = match.index;
  const end = start + match[0].length;
  const comparator = match[1]
    ? (comparatorBefore(match[1])?.comparator ?? 'exact')
    : high === null
      ? (afterComparator(match.input!.slice(end)) ?? 'exact')
      : 'exact';
  return {
    text: match[0],
    parameter: 'pH',
    unit: 'pH',
    start,
    end,
    kind: 'limit',
    ...bounds(comparator, low, high),
  };
}

/** Every figure with a unit in one sentence: pH values, amounts of money, then numbers with units. */
function findInSentence(sentence: string): Found[] {
  const found: Found[] = [];
  const isTaken = (start: number, end: number) => found.some((f) => start < f.end && end > f.start);
  const hasPh = /\bpH\b/i.test(sentence);
  for (const match of hasPh ? sentence.matchAll(PH) : []) {
    const figure = readPh(match as RegExpExecArray);
    if (figure) found.push(figure);
  }
  for (const match of sentence.includes('$') ? sentence.matchAll(MONEY) : []) {
    if (!isTaken(match.index, match.index + match[0].length))
      found.push(readMoney(sentence, match as RegExpExecArray));
  }
  if (/month/i.test(sentence))
    for (const figure of readDayOfMonth(sentence)) if (!isTaken(figure.start, figure.end)) found.push(figure);
  if (/cycles/i.test(sentence))
    for (const figure of readCycles(sentence)) if (!isTaken(figure.start, figure.end)) found.push(figure);
  let previousEnd = 0;
  const numbers = [
    ...sentence.matchAll(NUMBER),
    ...(NAMES_TIME.test(sentence) ? sentence.matchAll(WORD_NUMBER) : []),
  ].sort((a, b) => a.index - b.index);
  for (const match of numbers) {
    if (isTaken(match.index, match.index + match[0].length)) continue;
    const figure = readFigure(sentence, match as RegExpExecArray, previousEnd);
    if (figure && !isTaken(figure.start, figure.end)) {
      found.push(figure);
      previousEnd = figure.end;
    }
  }
  for (const frequency of findFrequencies(sentence)) {
    if (isTaken(frequency.start, frequency.end)) continue;
    found.push(readFrequency(sentence, frequency));
  }
  return found.sort((a, b) => a.start - b.start);
}

// "no later than the 10th day of the following month", "by the 5th of each month".
const DAY_OF_MONTH =
  /\b(no later than|by|before|on or before|prior to|not later than)\s+the\s+(\d{1,2})(?:st|nd|rd|th)\s+(?:(?:business |calendar |working )?day\s+)?of\s+(?:the|each|every)\s+(?:following\s+|next\s+|succeeding\s+)?month\b/gi;

function readDayOfMonth(sentence: string): Found[] {
  return [...sentence.matchAll(DAY_OF_MONTH)].map((match) => {
    const start = match.index;
    const end = start + match[0].length;
    return {
      text: match[0],
      parameter: findParameter(sentence, { start, end }, 'day of month'),
      unit: 'day of month',
      start,
      end,
      kind: 'deadline' as const,
      ...bounds('max', Number(match[2]), null),
    };
  });
}

// "cycles of concentration shall be maintained @ 8 or higher", "Cycles: 4 to 6": cycles named before the number.
const CYCLES_BEFORE = new RegExp(
  String.raw`\bcycles(?: of concentration)?\b[^.;\d]{0,50}?(?:@|\bat|\bof|=|:|\bbe)\s*((?:a )?(?:minimum|maximum) of\s+|at least\s+|no (?:less|more) than\s+)?(${NUM})(?:${TO}(${NUM}))?`,
  'gi',
);

function readCycles(sentence: string): Found[] {
  const found: Found[] = [];
  for (const match of sentence.matchAll(CYCLES_BEFORE)) {
    const numberAt = match.index + match[0].length;
    // A unit after the number means it measures something else ("cycles ... at 1,500 µS/cm").
    if (unitAt(sentence.slice(numberAt))) continue;
    const low = toNumber(match[2]!);
    const high = match[3] ? toNumber(match[3]) : null;
    const comparator =
      (match[1] ? comparatorBefore(match[1])?.comparator : null) ??
      afterComparator(sentence.slice(numberAt)) ??
      'exact';
    found.push({
      text: match[0],
      parameter: 'cycles of concentration',
      unit: 'cycles',
      start: match.index,
      end: numberAt,
      kind: 'limit',
      ...bounds(comparator, low, high),
    });
  }
  return found;
}

// "a minimum of one (1) quarterly", "at least monthly": the words before a frequency.
const COUNT_BEFORE = /(?:\b(?:one|1)\s*(?:\(\s*[1lI]\s*\))?\s*)$/i;

function readFrequency(sentence: string, frequency: FoundFrequency): Found {
  const windowStart = Math.max(0, frequency.start - 60);
  const prefix = sentence.slice(windowStart, frequency.start).replace(COUNT_BEFORE, '');
  const before = comparatorBefore(prefix);
  const comparator = frequency.upTo !== null ? 'exact' : (before?.comparator ?? 'exact');
  // The words as written, from the comparator ("a minimum of one (l) quarterly").
  const textStart = before ? windowStart + prefix.lastIndexOf(before.words) : frequency.start;
  return {
    text: sentence.slice(textStart, frequency.end),
    parameter: activityOf(sentence, frequency),
    unit: 'per year',
    start: frequency.start,
    end: frequency.end,
    kind: 'frequency',
    ...bounds(comparator, frequency.perYear, frequency.upTo),
  };
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
    for (const { start: _start, end: _end, ...found } of findInSentence(statement.text)) {
      // A frequency standing alone as a heading ("Quarterly") schedules the section it heads.
      const heading = statements[index + 1]?.text;
      const figure =
        found.parameter === null &&
        found.kind === 'frequency' &&
        heading &&
        statement.text.split(/\s+/).length <= 3
          ? { ...found, parameter: heading.replace(/[:.]$/, '').slice(0, 80).toLowerCase() }
          : found;
      // The same words in another statement are another requirement's figure; repeated in one statement, one.
      const key = `${figure.text}|${figure.parameter}|${index}|${_start}`;
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
