import type { TextBlock } from '../extraction/types.ts';
import { SCHEDULE_FREQUENCY } from './frequency.ts';

/** One sentence (or list item) of the RFP with the location of its paragraph. */
export interface Statement {
  text: string;
  location: string;
  /** A bullet or numbered/lettered list item (its marker removed). */
  isListItem?: boolean;
  /** The line that introduces the list this statement belongs to ("The Contractor shall:", "Scope of work:"). */
  leadIn?: string | null;
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
const CAPS_LINE = /^(?=(?:.*[A-Z]){4})[^a-z]+$/;

/** Splits a paragraph into list items (or the one paragraph), joining each item's wrapped lines. */
function splitItems(block: string): string[] {
  const items: string[][] = [];
  let previous = '';
  let isInList = false;
  // A bullet glyph in running text ("... treated. • Analytical testing ...") starts an item as at a line start.
  // A bullet left at a line's end by the wrap belongs to the next line's words.
  const lines = block.replace(/([•●▪◦‣])[ \t]*\n[ \t]*/g, '$1 ').replace(/\s+(?=[•●▪◦‣]\s)/g, '\n');
  for (const raw of lines.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const isBullet: boolean = BULLET.test(line);
    const isEnumerated: boolean = ENUMERATOR.test(line) && (FINISHED_LINE.test(previous) || isInList);
    // A line in capitals ("SCOPE OF WORK", "REQUEST FOR PROPOSALS - PAGE 2") is a heading: the next line that
    // starts a sentence is not its continuation.
    const followsHeading = CAPS_LINE.test(previous) && /^[A-Z][a-z]/.test(line);
    if (items.length === 0 || isBullet || isEnumerated || followsHeading) items.push([line]);
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

function hasMarker(text: string): boolean {
  return BULLET.test(text) || ENUMERATOR.test(text);
}

// A lettered or roman item inside running text: "... (glycol systems may vary) b. pH = 8-11 c. Inhibitor = ...".
const INLINE_LETTER = /(?:^|(?<=[\s)]))\(?([a-z])[.)]\s+(?=\S)/g;

/**
 * Splits running text at lettered items written inline ("a. Conductivity ... b. pH ... c. Inhibitor"): a letter
 * counts only as the next one of its sequence (a, b, c...), so "e.g." or a lone "a." in a sentence does not.
 */
function splitInlineLetters(text: string): string[] {
  // Most text has no "b." or "b)" after a space: done with one test.
  if (!/[\s)]\(?b[.)]\s/.test(text)) return [text];
  const cuts: number[] = [];
  let expected = 'a';
  for (const match of text.matchAll(INLINE_LETTER)) {
    const letter = match[1]!;
    if (letter === expected || (letter === 'a' && cuts.length > 0)) {
      cuts.push(match.index);
      expected = String.fromCharCode(letter.charCodeAt(0) + 1);
    }
  }
  // One letter alone is not a list.
  if (cuts.length < 2) return [text];
  const parts = [text.slice(0, cuts[0]), ...cuts.map((cut, i) => text.slice(cut, cuts[i + 1]))];
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

// A schedule written as "Task – Frequency" pairs in running text (a table flattened by the page):
// "Make up Analysis – Quarterly Corrosion Coupon Studies – Quarterly System Pretreatment – annually and as needed".
const SCHEDULE_DASH = /\s*[–—]\s*|\s+-\s+/g;
const CAPS_HEADING = /^((?:[A-Z][A-Z0-9&/,'-]*\s+|\/\s+){2,})(?=[A-Z][a-z])/;

/**
 * Where the title-case words just before a schedule dash start ("… monthly Heat Exchange Coefficient
 * Determinations"): capitalised words, "&", "%" and "pH", with small joining words between them.
 */
function trailingLabel(text: string): number {
  const words = text.split(/(\s+)/);
  let start = text.length;
  let position = text.length;
  for (let i = words.length - 1; i >= 0; i--) {
    const word = words[i]!;
    position -= word.length;
    if (/^\s*$/.test(word)) continue;
    if (/^(?:[A-Z&%]|pH$)/.test(word)) start = position;
    else if (!/^(?:of|for|and|in|on|to|the)$/.test(word)) break;
  }
  return start;
}

/**
 * Splits a run of "Task – Frequency" schedule items into one statement each, with any sentence or heading
 * before the first item kept apart; text without such a run comes back whole.
 */
function splitSchedule(text: string): string[] {
  if (!/[–—]|\s-\s/.test(text)) return [text];
  const items: string[] = [];
  let rest = text;
  let from = 0;
  let isSchedule = false;
  for (const dash of text.matchAll(SCHEDULE_DASH)) {
    const after = text.slice(dash.index + dash[0].length);
    const frequency = SCHEDULE_FREQUENCY.exec(after);
    if (!frequency) continue;
    const end = dash.index + dash[0].length + frequency[0].length;
    const before = text.slice(from, dash.index);
    // A sentence or heading before the task's own words goes apart: the task is the title-case run at its end
    // when the text before it is a sentence; otherwise all of it.
    const isSentence =
      /\b(?:shall|must|will|should|is|are)\b|[.:]\s/.test(before.trim()) || before.length > 80;
    let labelStart = isSentence ? trailingLabel(before) : 0;
    if (labelStart >= before.length) labelStart = 0;
    const lead = before.slice(0, labelStart).trim();
    let label = before.slice(labelStart).trim();
    const heading = CAPS_HEADING.exec(label);
    if (heading) {
      items.push(heading[1]!.trim());
      label = label.slice(heading[0].length);
    }
    if (lead !== '') items.push(lead);
    // The item as written, from its task's first word to the end of its frequency.
    items.push(`${label}${text.slice(dash.index, end)}`.trim());
    from = end;
    rest = text.slice(end);
    isSchedule = true;
  }
  if (!isSchedule) return [text];
  if (rest.trim() !== '') items.push(rest.trim());
  return items.filter((item) => item.trim() !== '');
}

// "Specifications include, but are not limited to: Provide labor..." or "Chemical Management: Supply and
// apply...": a short label or lead-in before a colon is a statement of its own.
const LEAD_IN = /^([^:]{2,90}?):\s+(?=["“(]?[A-Z])/;
const FREQUENCY_LABEL =
  /^(?:(?:semi-?\s?annual|annual|monthly|quarterly|weekly|daily|bi-?weekly|semi-?monthly)(?:\/\w+)?(?:\s+and\s+as needed)?)$/i;

function splitLeadIn(text: string): string[] {
  const match = LEAD_IN.exec(text);
  // "Monthly: Dip slide tests" keeps its frequency with the task; a time ("8:00") is not a colon of a label.
  if (!match || FREQUENCY_LABEL.test(match[1]!.trim()) || /\d$/.test(match[1]!)) return [text];
  return [`${match[1]!.trim()}:`, text.slice(match[0].length)];
}

/** "A: B: text" as "A:", "B:" and "text". */
function splitLeadIns(part: string): string[] {
  const pieces = splitLeadIn(stripMarker(part));
  return pieces.length === 1 ? pieces : [pieces[0]!, ...splitLeadIns(pieces[1]!)];
}

function splitStatementText(sentence: string): string[] {
  return splitSchedule(sentence).flatMap(splitLeadIns);
}

/** Words that make a line ending in a colon the lead-in of a list of requirements. */
const LEAD_IN_LINE = /:\s*$/;

/**
 * The document's statements in order: every sentence of every list item of every paragraph, with inline
 * lettered items, "Task – Frequency" schedules and "Label: text" lines split; list items remember the line that
 * introduced their list.
 */
export function splitStatements(blocks: readonly TextBlock[]): Statement[] {
  const statements: Statement[] = [];
  let leadIn: string | null = null;
  for (const block of blocks) {
    for (const item of splitItems(normalizeText(block.text))) {
      const isListItem = hasMarker(item);
      if (!isListItem) leadIn = null;
      for (const sentence of splitInlineLetters(item).flatMap(splitSentences)) {
        for (const piece of splitStatementText(sentence.replace(/\s+/g, ' '))) {
          // A marker left at the end by the text that follows it ("... - General 1.", "...: a.") goes.
          const text = stripMarker(piece)
            .replace(/(?<=[^.\s])\s+(?:\d{1,2}|[a-z])[.)]$/, '')
            .slice(0, MAX_STATEMENT_CHARS);
          if (text === '' || /^[A-Za-z0-9]{1,3}[.)]?$/.test(text)) continue;
          statements.push({
            text,
            location: block.location,
            isListItem: isListItem || hasMarker(piece),
            leadIn,
          });
          if (LEAD_IN_LINE.test(text)) leadIn = text;
        }
      }
    }
  }
  return statements;
}
