// Finding the dollar, gallon and pound figures in one line of written text.

/** The kinds of figure the check verifies. */
export type FigureKind = 'usd' | 'gal' | 'lb';

/** What follows a figure: a price per unit, an amount per month, a rate (per hour, per 1,000 gallons...). */
export type FigureQualifier = 'unit-price' | 'monthly' | 'rate' | null;

/** One figure found in a line. */
export interface FoundFigure {
  kind: FigureKind;
  /** The number as written, without its multiplier ("1.2" of "$1.2 million"). */
  value: number;
  decimals: number;
  /** 1, 1,000 or 1,000,000 ("thousand", "k", "million"). */
  multiplier: number;
  /** Offsets of the whole figure in the line, unit included. */
  start: number;
  end: number;
  text: string;
  /** Where the number itself sits, for a correction that keeps the unit as written. */
  numberStart: number;
  numberEnd: number;
  qualifier: FigureQualifier;
}

const NUM = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?`;
const MULT = String.raw`(?:\s?(million|thousand|[kK]|MM|M)(?![A-Za-z]))?`;
// "per 1,000 gallons" and "lbs/1000gal" name a basis, not an amount: a number right after "per" or "/" is skipped.
const NOT_A_BASIS = String.raw`(?<![\w/.,$])(?<!\bper\s)(?<!\bevery\s)`;
const DOLLAR = new RegExp(String.raw`(?<![\w/])\$\s?${NUM}${MULT}`, 'g');
const GALLON = new RegExp(
  String.raw`${NOT_A_BASIS}${NUM}(?:\s?(million|thousand))?\s?(?:-\s?)?(?:US\s)?(gallons?|gal)(?![A-Za-z])\.?`,
  'g',
);
const POUND = new RegExp(
  String.raw`${NOT_A_BASIS}${NUM}(?:\s?(million|thousand))?\s?(?:-\s?)?(pounds?|lbs?)(?![A-Za-z])\.?`,
  'g',
);

const MULTIPLIERS: Record<string, number> = {
  million: 1_000_000,
  M: 1_000_000,
  MM: 1_000_000,
  thousand: 1_000,
  k: 1_000,
  K: 1_000,
};

const UNIT_PRICE_AFTER = /^\s*(?:\/\s*(?:lb|lbs|pound|gal|gallon)\b|per\s+(?:lb|pound|gal|gallon)\b)/i;
const MONTHLY_AFTER = /^\s*(?:\/\s*mo(?:nth)?\b|per\s+month\b|a\s+month\b|each\s+month\b|monthly\b)/i;
const RATE_AFTER =
  /^\s*(?:\/\s*[\d,]*\s*[A-Za-z]|per\s+(?:[\d,]+\s*)?(?:minute|min|hour|hr|day|week|month|shift|visit|1,?000|thousand|gallon|gal|cycle|ton)\b|an?\s+(?:hour|day|week|month)\b)/i;

function qualifierAfter(kind: FigureKind, rest: string): FigureQualifier {
  if (kind === 'usd' && UNIT_PRICE_AFTER.test(rest)) return 'unit-price';
  if (kind === 'usd' && MONTHLY_AFTER.test(rest)) return 'monthly';
  if (RATE_AFTER.test(rest)) return 'rate';
  return null;
}

function collect(line: string, pattern: RegExp, kind: FigureKind, found: FoundFigure[]): void {
  for (const match of line.matchAll(pattern)) {
    const whole = match[0];
    const start = match.index;
    const digits = match[1]!;
    const numberStart = start + whole.indexOf(digits);
    const numberText = match[2] === undefined ? digits : `${digits}.${match[2]}`;
    const multiplierWord = match[3];
    // A trailing sentence period is not part of the figure.
    const text = whole.endsWith('.') && !/\d\.$/.test(whole) ? whole.slice(0, -1) : whole;
    found.push({
      kind,
      value: Number(numberText.replaceAll(',', '')),
      decimals: match[2]?.length ?? 0,
      multiplier: multiplierWord ? (MULTIPLIERS[multiplierWord] ?? 1) : 1,
      start,
      end: start + text.length,
      text,
      numberStart,
      numberEnd: numberStart + numberText.length,
      qualifier: qualifierAfter(kind, line.slice(start + text.length)),
    });
  }
}

/** Every dollar amount, gallon and pound figure in one line, in order of appearance. */
export function scanFigures(line: string): FoundFigure[] {
  const found: FoundFigure[] = [];
  collect(line, DOLLAR, 'usd', found);
  collect(line, GALLON, 'gal', found);
  collect(line, POUND, 'lb', found);
  return found.sort((a, b) => a.start - b.start);
}

/** A bare number filling a whole table cell ("12,345"), read as the kind its column header names. */
export function scanBareCell(cell: string, offset: number, header: string): FoundFigure | null {
  const match = new RegExp(String.raw`^(\s*)${NUM}\s*$`).exec(cell);
  if (!match) return null;
  const kind: FigureKind | null = /\$|cost|price|usd|dollar/i.test(header)
    ? 'usd'
    : /\bgal|gallon/i.test(header)
      ? 'gal'
      : /\blbs?\b|pound/i.test(header)
        ? 'lb'
        : null;
  if (!kind) return null;
  const numberText = match[3] === undefined ? match[2]! : `${match[2]}.${match[3]}`;
  const numberStart = offset + match[1]!.length;
  return {
    kind,
    value: Number(numberText.replaceAll(',', '')),
    decimals: match[3]?.length ?? 0,
    multiplier: 1,
    start: numberStart,
    end: numberStart + numberText.length,
    text: numberText,
    numberStart,
    numberEnd: numberStart + numberText.length,
    qualifier: /per\s+(?:lb|pound|gal)|\/\s*(?:lb|gal)|unit/i.test(header)
      ? kind === 'usd'
        ? 'unit-price'
        : 'rate'
      : /month/i.test(header)
        ? 'monthly'
        : null,
  };
}
