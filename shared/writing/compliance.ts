import type { ComplianceRow } from '../schemas/proposal-writing.ts';
import type { RfpRequirement } from '../schemas/rfp.ts';
import { toPlainText } from './plain-text.ts';

// The RFP compliance matrix (docs/decisions/024-rfp-writing-and-proposal-pdf.md, "Proposal writing"): each
// requirement, and where the written proposal answers it, or "Gap". It is recomputed from the text every time
// (generator, PDF), so the rep's edits count: writing an answer under a Gap line turns it into "met".

/** The answer of a requirement nothing in the proposal meets. */
export const GAP_ANSWER = 'Gap';

/** A block of the document: a paragraph, a list item with its wrapped lines, a table row or a heading. */
interface Block {
  text: string;
  section: string;
  isHeading: boolean;
}

const HEADING = /^\s{0,3}#{1,6}\s+/;
const LIST_ITEM = /^\s*(?:[-+*]|\d+[.)])\s+/;
const TABLE_ROW = /^\s*\|/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}/;
// The word a writer uses to say a requirement is not met yet ("**Gap:** ...").
const GAP_MARK = /\bGAP\b|\bGap\b/;
const MAX_ANSWER = 600;

/** Splits a Markdown document into blocks, each with the heading it falls under. */
function readBlocks(content: string): Block[] {
  const blocks: Block[] = [];
  let section = '';
  let current: string[] = [];
  const close = () => {
    if (current.length) blocks.push({ text: current.join(' '), section, isHeading: false });
    current = [];
  };
  for (const line of content.split(/\r?\n/)) {
    if (line.trim() === '' || TABLE_RULE.test(line)) {
      close();
    } else if (HEADING.test(line)) {
      close();
      section = toPlainText(line.replace(HEADING, '').replace(/#+\s*$/, ''));
      blocks.push({ text: line, section, isHeading: true });
    } else if (LIST_ITEM.test(line) || TABLE_ROW.test(line)) {
      close();
      current = [line];
      if (TABLE_ROW.test(line)) close();
    } else {
      current.push(line);
    }
  }
  close();
  return blocks;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The id as a token of its own: "R1" is found in "**R1**" but not in "R10" or "R134a". */
function idPattern(id: string): RegExp {
  return new RegExp(`(^|[^A-Za-z0-9])${escapeRegExp(id)}(?![A-Za-z0-9])`);
}

// Words that say nothing about what a requirement is about.
const STOPWORDS = new Set(
  (
    'shall must will would should provide provided providing required require requires responsible contractor ' +
    'vendor bidder proposer offeror supplier company owner city county district facility facilities with within ' +
    'their there this that these those each every from into upon such include includes including least than ' +
    'have been being also other under over after before about which where when while than them they your ours'
  ).split(' '),
);

/**
 * One spelling per term: "3,500" is 3500; a compound is its parts ("semi-annually" is semi and annually, as
 * "Semi Annually" is); a plural is its singular ("inspections", "studies").
 */
function normalTerms(word: string): string[] {
  if (/^\d/.test(word)) return [word.replace(/[.,]+$/, '').replace(/,(?=\d{3}\b)/g, '')];
  return word
    .split(/[-/]+/)
    .filter((part) => part.length >= 4)
    .map((part) =>
      part.endsWith('ies') ? `${part.slice(0, -3)}y` : /[^su]s$/.test(part) ? part.slice(0, -1) : part,
    );
}

/** The words (4+ letters, not filler) and numbers a requirement is about: its key terms. */
export function keywordsOf(text: string): string[] {
  const words = text.toLowerCase().match(/[a-zµ][a-zµ/-]{3,}|\d[\d,.]*/g) ?? [];
  return [...new Set(words.flatMap(normalTerms).filter((w) => w && !STOPWORDS.has(w)))];
}

/** The text up to MAX_ANSWER characters, cut after a sentence or at least between words, never inside one. */
function shorten(text: string): string {
  if (text.length <= MAX_ANSWER) return text;
  const head = text.slice(0, MAX_ANSWER);
  const sentenceEnd = head.search(/[.!?](?=\s[^.!?]*$)/);
  if (sentenceEnd > MAX_ANSWER / 2) return head.slice(0, sentenceEnd + 1);
  return `${head.slice(0, head.lastIndexOf(' ')).trimEnd()}…`;
}

// The writers end an answer with the section that holds it: "... *Section: Service Plan*".
const SECTION_MARK = /\s*\*?Section:\s*([^*\n]+?)\*?\s*$/;

/** The section a requirement's line names, else the heading it stands under. */
function sectionOf(block: Block): string {
  return SECTION_MARK.exec(block.text)?.[1]?.trim() ?? block.section;
}

/** The answer part of a requirement's line: without its id, category, quoted text and leading punctuation. */
function answerOf(block: Block, requirement: RfpRequirement): string {
  let text = toPlainText(block.text.replace(SECTION_MARK, '')).replace(/\|/g, ' ');
  text = text.replace(idPattern(requirement.id), '$1');
  const quoted = toPlainText(requirement.text);
  if (quoted) text = text.split(quoted).join(' ');
  text = text
    .replace(new RegExp(`\\(\\s*${escapeRegExp(requirement.category)}\\s*\\)`, 'i'), ' ')
    .replace(/[“”"]\s*[“”"]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s:;,.—–-]+/, '')
    .trim();
  return shorten(text || block.section);
}

function rowOf(requirement: RfpRequirement, answer: string | null, section = ''): ComplianceRow {
  return {
    requirementId: requirement.id,
    requirement: requirement.text,
    category: requirement.category,
    status: answer === null ? 'gap' : 'met',
    answer: answer ?? GAP_ANSWER,
    section: answer === null ? '' : section,
  };
}

/** The block that names the requirement by its id (the writers' "**R3** ... — answer" lines). */
function findById(blocks: Block[], requirement: RfpRequirement): Block | null {
  const pattern = idPattern(requirement.id);
  return blocks.find((block) => !block.isHeading && pattern.test(block.text)) ?? null;
}

/** The block that best covers the requirement's words (for text the rep or a model wrote without ids). */
const USUAL_OVERLAP = 0.6;
const STRICT_OVERLAP = 0.8;

function findByWords(blocks: Block[], requirement: RfpRequirement, overlap: number): Block | null {
  const keywords = keywordsOf(requirement.text);
  if (keywords.length === 0) return null;
  let best: { block: Block; score: number } | null = null;
  for (const block of blocks) {
    if (block.isHeading) continue;
    const words = new Set(keywordsOf(block.text));
    const hits = keywords.filter((word) => words.has(word)).length;
    const score = hits / keywords.length;
    if (hits >= Math.min(2, keywords.length) && score >= overlap && (!best || score > best.score)) {
      best = { block, score };
    }
  }
  return best?.block ?? null;
}

function answerByWords(block: Block): string {
  return shorten(
    toPlainText(block.text.replace(SECTION_MARK, '')).replace(/\|/g, ' ').replace(/\s+/g, ' ').trim(),
  );
}

/**
 * Builds the compliance matrix of a written proposal: for each requirement, in order, the answer the text gives
 * (the line naming its id, else the passage covering its words) or "Gap" when the text marks it a gap or says
 * nothing about it. Deterministic: the same text and requirements give the same matrix (generator and PDF).
 */
export function buildComplianceMatrix(
  content: string | null | undefined,
  requirements: readonly RfpRequirement[],
): ComplianceRow[] {
  const blocks = readBlocks(content ?? '');
  // A text that answers requirements by id (the writers' lines) leaves out what it does not meet, so a passage
  // there must cover nearly all of a requirement's words to answer it (the rep's own paragraph), not merely share
  // some (decision 037). Text without any id (a model's, the rep's) is read at the usual overlap.
  const isById = requirements.some((requirement) => findById(blocks, requirement) !== null);
  const overlap = isById ? STRICT_OVERLAP : USUAL_OVERLAP;
  return requirements.map((requirement) => {
    const byId = findById(blocks, requirement);
    if (byId) {
      return rowOf(
        requirement,
        GAP_MARK.test(byId.text) ? null : answerOf(byId, requirement),
        sectionOf(byId),
      );
    }
    const byWords = findByWords(blocks, requirement, overlap);
    if (!byWords || GAP_MARK.test(byWords.text)) return rowOf(requirement, null);
    return rowOf(requirement, answerByWords(byWords), sectionOf(byWords));
  });
}
