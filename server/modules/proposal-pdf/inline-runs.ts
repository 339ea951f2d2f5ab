import type { Token } from 'marked';

// Markdown's inline tokens (marked's lexer) as runs of text in one style each, ready to be set with pdfkit.

/** A stretch of text in one style. */
export interface Run {
  text: string;
  isBold: boolean;
  isItalic: boolean;
  isCode: boolean;
  isStrike: boolean;
  /** Where a link goes: http(s), mailto or an in-document anchor's text (shown, not linked). */
  link: string | null;
}

type Style = Omit<Run, 'text'>;

const PLAIN: Style = { isBold: false, isItalic: false, isCode: false, isStrike: false, link: null };

// The named entities a writer or a rep may type; marked keeps them as written (numeric ones it decodes).
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  deg: '°',
  micro: 'µ',
  plusmn: '±',
  times: '×',
  divide: '÷',
  le: '≤',
  ge: '≥',
  copy: '©',
  reg: '®',
  trade: '™',
  sect: '§',
  para: '¶',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup2: '²',
  sup3: '³',
};

/** Decodes HTML entities (named ones above, decimal and hex); anything else stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z][a-z0-9]{1,8});/gi, (match, body: string) => {
    if (body[0] !== '#') return ENTITIES[body.toLowerCase()] ?? match;
    const code =
      body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
      ? String.fromCodePoint(code)
      : match;
  });
}

/** A link target the PDF may open: web, e-mail and telephone addresses; anything else is shown as text only. */
function safeLink(href: string): string | null {
  return /^(https?:|mailto:|tel:)/i.test(href.trim()) ? href.trim() : null;
}

// pdfkit breaks a word wider than the line by measuring ever shorter pieces of it, which takes time growing with
// the square of its length (a 5,000-character run took 0.7 s); a zero-width space every 40 characters lets it
// break there instead, and shows nothing.
const LONG_WORD = /[^\s\u200b]{60,}/g;

/** Long unbroken runs of characters with invisible break opportunities every 40 characters. */
export function breakLongWords(text: string): string {
  if (text.length < 60) return text;
  return text.replace(LONG_WORD, (word) => word.replace(/(.{40})/gu, '$1\u200b'));
}

function push(runs: Run[], text: string, style: Style): void {
  if (!text) return;
  text = breakLongWords(text);
  const last = runs.at(-1);
  if (
    last &&
    last.isBold === style.isBold &&
    last.isItalic === style.isItalic &&
    last.isCode === style.isCode &&
    last.isStrike === style.isStrike &&
    last.link === style.link
  ) {
    last.text += text;
  } else {
    runs.push({ text, ...style });
  }
}

function collect(tokens: readonly Token[], style: Style, runs: Run[]): void {
  for (const token of tokens) {
    switch (token.type) {
      case 'strong':
        collect(token.tokens ?? [], { ...style, isBold: true }, runs);
        break;
      case 'em':
        collect(token.tokens ?? [], { ...style, isItalic: true }, runs);
        break;
      case 'del':
        collect(token.tokens ?? [], { ...style, isStrike: true }, runs);
        break;
      case 'codespan':
        push(runs, decodeEntities(token.text), { ...style, isCode: true });
        break;
      case 'link':
        collect(token.tokens ?? [], { ...style, link: safeLink(token.href) }, runs);
        break;
      case 'image':
        // The preview shows an image's alt text; the PDF does too.
        push(runs, decodeEntities(token.text), style);
        break;
      case 'br':
        push(runs, '\n', style);
        break;
      case 'checkbox':
        // A task's box is drawn as its list marker.
        break;
      case 'escape':
        push(runs, token.text, style);
        break;
      case 'html':
        // Raw HTML is shown as the text it is, as in the generator's preview.
        push(runs, token.raw.replace(/\s*\n\s*/g, ' '), style);
        break;
      default:
        if ('tokens' in token && token.tokens?.length) {
          collect(token.tokens, style, runs);
        } else if ('text' in token && typeof token.text === 'string') {
          // A soft line break inside a paragraph is a space.
          push(runs, decodeEntities(token.text.replace(/[ \t]*\n[ \t]*/g, ' ')), style);
        }
    }
  }
}

/** The runs of a paragraph's, heading's or cell's inline tokens. */
export function toRuns(tokens: readonly Token[]): Run[] {
  const runs: Run[] = [];
  collect(tokens, PLAIN, runs);
  return runs;
}

/** The words of inline tokens without their styles (table cells, headings in the outline). */
export function runsText(runs: readonly Run[]): string {
  return runs.map((run) => run.text).join('');
}
