import type { TextBlock } from '../extraction/types.ts';

/** One sentence (or list item) of the RFP with the location of its paragraph. */
export interface Statement {
  text: string;
  location: string;
}

/** The longest statement kept; a run-on "sentence" of a hostile file is cut here. */
const MAX_STATEMENT_CHARS = 1000;

const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl' };

/** Unifies what differs between PDF, Word and text copies of one document: spaces, ligatures, the micro sign. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u00A0\u2007\u202F\t]/g, ' ')
    .replace(/\u00AD/g, '')
    .replace(/[ﬀﬁﬂﬃﬄ]/g, (ligature) => LIGATURES[ligature] ?? ligature)
    .replace(/\u03BC/g, '\u00B5');
}

// Bullets start a list item on any line; "(a)", "a.", "1)" and "4.2" only after a finished line or inside a
// list (a wrapped line may begin with "(2) optional", "5 business days" or "7.8 to 8.8").
const BULLET = /^[•●▪◦‣∙·*\-–—]\s+/;
const ENUMERATOR = /^(?:\(?[a-zA-Z]\)|\(?\d{1,2}\)|[a-zA-Z]\.|\d{1,2}\.(?:\d{1,2}\.?)*)\s+/;
const FINISHED_LINE = /[.:;!?)"”]$/;

/** Splits a paragraph into list items (or the one paragraph), joining each item's wrapped lines. */
function splitItems(block: string): string[] {
  const items: string[][] = [];
  let previous = '';
  let isInList = false;
  for (const raw of block.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const isBullet: boolean = BULLET.test(line);
    const isEnumerated: boolean = ENUMERATOR.test(line) && (FINISHED_LINE.test(previous) || isInList);
    if (items.length === 0 || isBullet || isEnumerated) items.push([line]);
    else items[items.length - 1]!.push(line);
    isInList ||= isBullet || isEnumerated;
    previous = line;
  }
  return items.map(joinLines);
}

/** Joins wrapped lines; a line broken after a hyphen ("1,200-" / "1,800") is joined without a space. */
function joinLines(lines: string[]): string {
  return lines.reduce(
    (text, line) => (text === '' ? line : /[-–]$/.test(text) ? text + line : `${text} ${line}`),
    '',
  );
}

const ABBREVIATIONS = new Set([
  'no',
  'nos',
  'st',
  'inc',
  'co',
  'corp',
  'ltd',
  'mr',
  'mrs',
  'ms',
  'dr',
  'jr',
  'sr',
  'e.g',
  'i.e',
  'etc',
  'u.s',
  'vs',
  'approx',
  'dept',
  'ave',
  'fig',
  'sec',
  'min',
  'max',
  'ext',
  'tel',
]);

/** Splits an item into sentences at ". ", "! " or "? " before a capital or digit, not after an abbreviation. */
function splitSentences(item: string): string[] {
  const sentences: string[] = [];
  const boundary = /[.!?]["”’)]*\s+(?=["“‘(]?[A-Z0-9])/g;
  let start = 0;
  for (const match of item.matchAll(boundary)) {
    const end = match.index + match[0].trimEnd().length;
    const before = item.slice(start, match.index + 1);
    const lastWord = /([A-Za-z.]+)\.$/.exec(before)?.[1]?.toLowerCase() ?? '';
    // A single capital ("Attachment A.") ends a sentence: initials are rare in requirements.
    if (ABBREVIATIONS.has(lastWord)) continue;
    sentences.push(item.slice(start, end));
    start = match.index + match[0].length;
  }
  sentences.push(item.slice(start));
  return sentences;
}

/** Strips a leading bullet, enumerator or section number ("•", "(a)", "4.2") from a statement. */
function stripMarker(text: string): string {
  return text.replace(BULLET, '').replace(ENUMERATOR, '').trim();
}

/** The document's statements in order: every sentence of every list item of every paragraph. */
export function splitStatements(blocks: readonly TextBlock[]): Statement[] {
  const statements: Statement[] = [];
  for (const block of blocks) {
    for (const item of splitItems(normalizeText(block.text))) {
      for (const sentence of splitSentences(item)) {
        const text = stripMarker(sentence.replace(/\s+/g, ' ')).slice(0, MAX_STATEMENT_CHARS);
        if (text !== '') statements.push({ text, location: block.location });
      }
    }
  }
  return statements;
}
