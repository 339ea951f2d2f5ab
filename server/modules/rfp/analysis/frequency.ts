import { ONE_TO_TWELVE, wordsPattern } from './number-words.ts';

/** How often something is done, as solicitations write it: "quarterly", "twice monthly", "six (6) times per year". */

/** Frequency words and their times per year; longer spellings first. */
const FREQUENCY_WORDS: [pattern: string, perYear: number][] = [
  [String.raw`semi[- ]?annual(?:ly)?|bi-?annual(?:ly)?|twice (?:a|per|each) year`, 2],
  [String.raw`semi[- ]?monthly|twice (?:a |per |each )?month(?:ly)?|bi-?weekly|every (?:other|two) weeks`, 0],
  [String.raw`bi-?monthly|every (?:other|two) months`, 6],
  [String.raw`quarterly|every (?:three|3) months|once (?:a|per|each) quarter`, 4],
  [String.raw`monthly|once (?:a|per|each) month|every month`, 12],
  [String.raw`weekly|once (?:a|per|each) week|every week`, 52],
  [String.raw`daily|once (?:a|per|each) day|every day`, 365],
  [String.raw`annual(?:ly)?|yearly|once (?:a|per|each) year|every year`, 1],
];

// "semi-monthly" and "twice monthly" are 24 a year, "bi-weekly" 26: the table's 0 is resolved here.
function perYearOf(word: string, fallback: number): number {
  if (fallback !== 0) return fallback;
  return /week/i.test(word) ? 26 : 24;
}

/** One frequency word or phrase (without counts), as a regex source. */
export const FREQUENCY_WORD = FREQUENCY_WORDS.map(([pattern]) => pattern).join('|');

const NUMBER_WORDS: Record<string, number> = { ...ONE_TO_TWELVE, once: 1, twice: 2 };
const ONE_TO_TWELVE_WORD = wordsPattern(ONE_TO_TWELVE);
const COUNT = String.raw`(?:(${ONE_TO_TWELVE_WORD})\s*\(\s*[\dlI]{1,2}\s*\)|\(\s*(\d{1,2})\s*\)|(\d{1,2})|(${ONE_TO_TWELVE_WORD}|once|twice))`;
const PER = String.raw`(?:per|a|each|every|/)`;
// "six (6) times per year", "2 times a month", "once per week", "one (1) time per month".
const TIMES_PER = new RegExp(
  String.raw`\b${COUNT}(?:\s+times?)?\s+${PER}\s+(year|annum|month|quarter|week|day)\b`,
  'i',
);
const PERIOD_PER_YEAR: Record<string, number> = {
  year: 1,
  annum: 1,
  quarter: 4,
  month: 12,
  week: 52,
  day: 365,
};

/** A frequency found in text: times per year, where it stands and the words that said it. */
export interface FoundFrequency {
  perYear: number;
  /** A range of frequencies ("Semi-Annual/Annual": 1 to 2 a year). */
  upTo: number | null;
  start: number;
  end: number;
  text: string;
}

function countOf(match: RegExpExecArray): number | null {
  const word = match[1] ?? match[4];
  if (word) return NUMBER_WORDS[word.toLowerCase()] ?? null;
  const digits = match[2] ?? match[3];
  return digits ? Number(digits) : null;
}

const WORD_PATTERNS = FREQUENCY_WORDS.map(
  ([pattern, perYear]) => [new RegExp(String.raw`\b(?:${pattern})\b`, 'gi'), perYear] as const,
);

// Words every frequency contains: most sentences have none and are done with one test.
const MAY_HAVE_FREQUENCY = /annu|month|quarter|week|dai|day|year|twice|once|semi|bi-?/i;

/** Every frequency in a sentence, in order; a count "N times per year" and the words "quarterly" alike. */
export function findFrequencies(sentence: string): FoundFrequency[] {
  if (!MAY_HAVE_FREQUENCY.test(sentence)) return [];
  const found: FoundFrequency[] = [];
  const isTaken = (start: number, end: number) => found.some((f) => start < f.end && end > f.start);
  const counted = new RegExp(TIMES_PER.source, 'gi');
  for (const match of sentence.matchAll(counted)) {
    const count = countOf(match as RegExpExecArray);
    if (count === null) continue;
    const period = match[5]!.toLowerCase();
    found.push({
      perYear: count * PERIOD_PER_YEAR[period]!,
      upTo: null,
      start: match.index,
      end: match.index + match[0].length,
      text: match[0],
    });
  }
  for (const [pattern, perYear] of WORD_PATTERNS) {
    for (const match of sentence.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (isTaken(match.index, end)) continue;
      // "annual report" or "Annual Contract" names a thing done once a year only in a service context; "annual
      // cost", "annual usage" and "annual consumption" are not frequencies.
      if (
        /^\s+(?:cost|costs|usage|consumption|budget|volume|contract value|fee)\b/i.test(sentence.slice(end))
      )
        continue;
      found.push({
        perYear: perYearOf(match[0], perYear),
        upTo: null,
        start: match.index,
        end,
        text: match[0],
      });
    }
  }
  found.sort((a, b) => a.start - b.start);
  // "Semi-Annual/Annual" and "monthly or quarterly" as written one after the other: one range.
  const merged: FoundFrequency[] = [];
  for (const frequency of found) {
    const previous = merged[merged.length - 1];
    if (previous && /^\s*\/\s*$/.test(sentence.slice(previous.end, frequency.start))) {
      const low = Math.min(previous.perYear, frequency.perYear);
      const high = Math.max(previous.perYear, frequency.perYear);
      merged[merged.length - 1] = {
        perYear: low,
        upTo: high,
        start: previous.start,
        end: frequency.end,
        text: sentence.slice(previous.start, frequency.end),
      };
    } else merged.push(frequency);
  }
  return merged;
}

/** "as needed", "as required" after a frequency or alone: a schedule item's frequency with no number. */
export const AS_NEEDED = String.raw`as (?:needed|required|necessary)`;

/**
 * The end of a schedule item's frequency: "Quarterly", "annually and as needed", "Monthly during cooling season",
 * "Semi Annually in Season", "as needed". Used to split "Label – Frequency Label – Frequency" runs.
 */
export const SCHEDULE_FREQUENCY = new RegExp(
  String.raw`^\s*(?:(?:${FREQUENCY_WORD}|semi annually)(?:\s+(?:and|or)\s+${AS_NEEDED})?(?:\s+(?:during|in)\s+(?:the\s+)?(?:cooling|heating)?\s*season)?|${AS_NEEDED})\b`,
  'i',
);
