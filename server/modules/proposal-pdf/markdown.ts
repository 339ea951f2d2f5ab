import { Lexer, type Token, type Tokens } from 'marked';
import { type Doc, drawSectionHeading, ensureSpace, FONT, THEME } from '#server/lib/pdf/layout.ts';
import { readNestedMarkdown } from '#shared/writing/markdown-nesting.ts';
import { breakLongWords, type Run, runsText, toRuns } from './inline-runs.ts';
import { type ColumnAlign, drawTable } from './table.ts';

// The written proposal (Markdown, read with marked's lexer) set in the PDF: headings, paragraphs with bold,
// italic, code and links, bullet, numbered and task lists, tables, quotes, code blocks and rules.

/** The column blocks are set in: a list item's text is indented. */
interface Frame {
  x: number;
  width: number;
}

// Below this width a nested list or quote stops indenting further (a 100-deep list stays readable).
const MIN_FRAME_WIDTH = 160;

/** The frame moved in by `indent`, unless that would leave it too narrow. */
function indented(frame: Frame, indent: number): Frame {
  if (frame.width - indent < MIN_FRAME_WIDTH) return frame;
  return { x: frame.x + indent, width: frame.width - indent };
}

/** How a block of runs is set. */
interface TextStyle {
  size: number;
  color: string;
  isBold?: boolean;
  lineGap?: number;
}

const BODY: TextStyle = { size: 10, color: THEME.ink, lineGap: 2.2 };
const BLOCK_GAP = 7;
const ITEM_GAP = 3;
const BULLETS = ['•', '◦', '–'] as const;
// Italic is DejaVu Sans slanted: the embedded family has no italic face.
const ITALIC_ANGLE = 11;

/** Sets runs of styled text as one paragraph in the frame, starting at the current y. */
function drawRuns(doc: Doc, runs: readonly Run[], frame: Frame, style: TextStyle): void {
  // A space that opens a run goes to the end of the one before: a line that wraps there would start with it.
  const visible: Run[] = [];
  for (const run of runs) {
    const previous = visible.at(-1);
    // (Not onto an underlined or struck run, whose line would then run under the space.)
    const canTake = previous && previous.link === null && !previous.isStrike;
    const lead = canTake ? (/^[ \t]+/.exec(run.text)?.[0] ?? '') : '';
    if (previous && lead) previous.text += lead;
    const text = breakLongWords(run.text.slice(lead.length));
    if (text !== '') visible.push({ ...run, text });
  }
  if (visible.length === 0) return;
  const y = doc.y;
  visible.forEach((run, index) => {
    const isLast = index === visible.length - 1;
    doc
      .font(run.isBold || style.isBold ? FONT.bold : FONT.body)
      .fontSize(run.isCode ? style.size - 0.5 : style.size)
      .fillColor(run.link ? THEME.brand : run.isCode ? THEME.brandDark : style.color);
    const options: PDFKit.Mixins.TextOptions = {
      width: frame.width,
      lineGap: style.lineGap ?? 2,
      continued: !isLast,
      oblique: run.isItalic ? ITALIC_ANGLE : false,
      underline: run.link !== null,
      strike: run.isStrike,
      link: run.link,
    };
    if (index === 0) doc.text(run.text, frame.x, y, options);
    else doc.text(run.text, options);
  });
  doc.x = frame.x;
}

/** Height the runs would take, measured as plain text (for keeping short blocks whole). */
function measureRuns(doc: Doc, runs: readonly Run[], frame: Frame, style: TextStyle): number {
  doc.font(style.isBold ? FONT.bold : FONT.body).fontSize(style.size);
  return doc.heightOfString(runsText(runs) || ' ', { width: frame.width, lineGap: style.lineGap ?? 2 });
}

/** The outline (PDF bookmarks) entries of the written proposal: its top headings. */
interface Outline {
  root: PDFKit.PDFOutline;
  current: PDFKit.PDFOutline | null;
  /** Told of each level 2 heading as it is set (the cover's contents list them). */
  onSection?: (title: string) => void;
}

function drawHeading(doc: Doc, token: Tokens.Heading, frame: Frame, outline: Outline): void {
  const runs = toRuns(token.tokens);
  const title = runsText(runs).trim();
  if (!title) return;
  if (token.depth <= 2) {
    if (token.depth === 1) {
      ensureSpace(doc, 110);
      doc.y += doc.y > doc.page.margins.top + 1 ? 10 : 0;
      drawRuns(doc, runs, frame, { size: 18, color: THEME.ink, isBold: true, lineGap: 2 });
      doc.y += 8;
    } else {
      drawSectionHeading(doc, title, 70);
      outline.onSection?.(title);
    }
    outline.current = outline.root.addItem(title);
    return;
  }
  const sizes: Record<number, number> = { 3: 11.5, 4: 10.5 };
  const size = sizes[token.depth] ?? 10;
  ensureSpace(doc, size * 1.6 + 56);
  doc.y += 6;
  drawRuns(doc, runs, frame, {
    size,
    color: token.depth === 3 ? THEME.brandDark : THEME.muted,
    isBold: true,
    lineGap: 1.5,
  });
  doc.y += 4;
  if (token.depth === 3) outline.current?.addItem(title);
}

function drawList(doc: Doc, list: Tokens.List, frame: Frame, depth: number, outline: Outline): void {
  const start = typeof list.start === 'number' ? list.start : 1;
  doc.font(FONT.body).fontSize(BODY.size);
  const widest = list.ordered
    ? doc.widthOfString(`${start + list.items.length - 1}.`)
    : doc.widthOfString('☐');
  const indent = Math.ceil(widest) + 9;
  list.items.forEach((item, index) => {
    // The marker never stays behind at the foot of a page.
    ensureSpace(doc, doc.currentLineHeight(true) + 4);
    const y = doc.y;
    const marker = item.task
      ? item.checked
        ? '☑'
        : '☐'
      : list.ordered
        ? `${start + index}.`
        : BULLETS[depth % BULLETS.length]!;
    const inner = indented(frame, indent);
    // A task's box is its marker (marked gives it as a token of its own).
    const blocks = item.tokens.filter((token) => token.type !== 'checkbox');
    if (inner === frame) {
      // Nested too deep to indent again: the marker leads the item's first line instead.
      drawBlocks(doc, blocks, frame, depth + 1, outline, { isTight: !item.loose, prefix: marker });
    } else {
      doc
        .font(FONT.body)
        .fontSize(BODY.size)
        .fillColor(list.ordered || item.task ? THEME.ink : THEME.brand)
        .text(marker, frame.x, y, {
          width: indent - 5,
          align: list.ordered ? 'right' : 'left',
          lineBreak: false,
        });
      doc.y = y;
      drawBlocks(doc, blocks, inner, depth + 1, outline, { isTight: !item.loose });
    }
    if (index < list.items.length - 1) doc.y += item.loose ? BLOCK_GAP - ITEM_GAP : ITEM_GAP;
  });
}

function drawQuote(doc: Doc, quote: Tokens.Blockquote, frame: Frame, depth: number, outline: Outline): void {
  const inner = indented(frame, 12);
  const height = measureRuns(doc, toRuns(quote.tokens), inner, BODY);
  // A quote that fits on a page is kept whole, so its bar is one line.
  if (height < doc.page.maxY() - doc.page.margins.top) ensureSpace(doc, height + 4);
  const top = doc.y;
  const page = doc.bufferedPageRange().count;
  drawBlocks(doc, quote.tokens, inner, depth, outline, { isTight: true, color: THEME.muted });
  if (doc.bufferedPageRange().count === page && inner !== frame) {
    doc
      .moveTo(frame.x + 2, top + 1)
      .lineTo(frame.x + 2, doc.y - 1)
      .lineWidth(2.5)
      .strokeColor(THEME.rule)
      .stroke();
  }
}

function drawCode(doc: Doc, code: string, frame: Frame): void {
  const text = breakLongWords(code);
  doc.font(FONT.body).fontSize(8.5);
  const height = doc.heightOfString(text, { width: frame.width - 16, lineGap: 1.5 });
  if (height < 400) ensureSpace(doc, height + 12);
  const top = doc.y;
  const fits = top + height + 12 <= doc.page.maxY();
  if (fits) doc.rect(frame.x, top, frame.width, height + 12).fill('#f3f6f8');
  doc.fillColor(THEME.brandDark).text(text, frame.x + 8, top + 6, { width: frame.width - 16, lineGap: 1.5 });
  doc.y += 6;
  doc.x = frame.x;
}

function drawRule(doc: Doc, frame: Frame): void {
  ensureSpace(doc, 16);
  const y = doc.y + 6;
  doc
    .moveTo(frame.x, y)
    .lineTo(frame.x + frame.width, y)
    .lineWidth(0.7)
    .strokeColor(THEME.rule)
    .stroke();
  doc.y = y + 8;
}

const NUMERIC_CELL = /^[-+]?\$?\s?[\d,]+(?:\.\d+)?\s?%?$/;

function drawMarkdownTable(doc: Doc, table: Tokens.Table, frame: Frame): void {
  const cellOf = (cell: Tokens.TableCell) => {
    const runs = toRuns(cell.tokens);
    const isBold = runs.length > 0 && runs.every((run) => run.isBold || run.text.trim() === '');
    return { text: runsText(runs).trim(), isBold };
  };
  const rows = table.rows.map((row) => row.map(cellOf));
  // Columns of plain amounts read best right-aligned, even when the Markdown does not say so.
  const align = table.header.map((_, col): ColumnAlign => {
    const set = table.align[col];
    if (set) return set;
    const cells = rows.map((row) => row[col]?.text ?? '').filter(Boolean);
    return cells.length > 0 && cells.every((text) => NUMERIC_CELL.test(text)) ? 'right' : 'left';
  });
  doc.y += 2;
  drawTable(doc, {
    header: table.header.map((cell) => runsText(toRuns(cell.tokens)).trim()),
    rows,
    align,
    x: frame.x,
    width: frame.width,
    fontSize: 8.5,
  });
}

interface BlockOptions {
  /** A tight list item's text: no gap after its paragraphs. */
  isTight?: boolean;
  color?: string;
  /** A list marker to set before the first block's text (when the list can no longer indent). */
  prefix?: string;
}

function drawBlocks(
  doc: Doc,
  tokens: readonly Token[],
  frame: Frame,
  depth: number,
  outline: Outline,
  options: BlockOptions = {},
): void {
  const style = { ...BODY, color: options.color ?? BODY.color };
  const blocks = tokens.filter((token) => token.type !== 'space' && token.type !== 'def');
  if (options.prefix && blocks[0]?.type !== 'paragraph' && blocks[0]?.type !== 'text') {
    drawRuns(doc, [{ ...plainRun(), text: options.prefix }], frame, style);
  }
  blocks.forEach((token, index) => {
    const isLast = index === blocks.length - 1;
    const gap = options.isTight ? (isLast ? 0 : ITEM_GAP) : BLOCK_GAP;
    drawBlock(doc, token, frame, depth, outline, style, index === 0 ? options.prefix : undefined);
    // A heading and a rule keep their own space; a table leaves a little more than a paragraph.
    if (token.type === 'table') doc.y += BLOCK_GAP + 3;
    else if (token.type !== 'heading' && token.type !== 'hr') doc.y += gap;
  });
}

/** Draws one block of the markdown (a list item's text prefixed with its marker when `prefix` is given). */
function drawBlock(
  doc: Doc,
  token: Token,
  frame: Frame,
  depth: number,
  outline: Outline,
  style: TextStyle,
  prefix: string | undefined,
): void {
  switch (token.type) {
    case 'heading':
      drawHeading(doc, token as Tokens.Heading, frame, outline);
      break;
    case 'list':
      drawList(doc, token as Tokens.List, frame, depth, outline);
      break;
    case 'table':
      drawMarkdownTable(doc, token as Tokens.Table, frame);
      break;
    case 'blockquote':
      drawQuote(doc, token as Tokens.Blockquote, frame, depth, outline);
      break;
    case 'code':
      drawCode(doc, (token as Tokens.Code).text, frame);
      break;
    case 'hr':
      drawRule(doc, frame);
      break;
    case 'html':
      drawRuns(doc, [{ ...plainRun(), text: (token as Tokens.HTML).raw.trim() }], frame, style);
      break;
    default: {
      // paragraph, or a tight list item's text
      const inline = 'tokens' in token && token.tokens ? token.tokens : [];
      const runs = inline.length ? toRuns(inline) : [{ ...plainRun(), text: String(token.raw).trim() }];
      if (prefix) runs.unshift({ ...plainRun(), text: `${prefix} ` });
      drawRuns(doc, runs, frame, style);
    }
  }
}

function plainRun(): Run {
  return { text: '', isBold: false, isItalic: false, isCode: false, isStrike: false, link: null };
}

/** Each paragraph of the text as plain words: the last resort for text nested too deep for the lexer. */
function plainParagraphs(markdown: string): Token[] {
  return markdown
    .split(/\n[ \t]*\n/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ type: 'paragraph', raw: text, text, tokens: [{ type: 'text', raw: text, text }] }));
}

/**
 * Reads Markdown into marked's block tokens (GitHub flavour: tables, task lists, strikethrough), with quotes and
 * lists nested at most MAX_MARKDOWN_NESTING deep (deeper text drawn flat) and, when the lexer's recursion still
 * overflows (emphasis inside emphasis thousands deep), without emphasis, then as plain paragraphs: never an error.
 */
export function lexMarkdown(markdown: string): Token[] {
  return readNestedMarkdown(markdown, (text) => new Lexer({ gfm: true }).lex(text), plainParagraphs);
}

/**
 * Sets the written proposal from the current position across the content width; its level 1 and 2 headings
 * (level 3 under them) become the PDF's bookmarks under `outline`, and `onSection` hears each level 2 heading.
 */
export function drawMarkdown(
  doc: Doc,
  markdown: string,
  outline: PDFKit.PDFOutline,
  onSection?: (title: string) => void,
): void {
  const frame = {
    x: doc.page.margins.left,
    width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
  };
  drawBlocks(doc, lexMarkdown(markdown), frame, 0, { root: outline, current: null, onSection });
  doc.x = doc.page.margins.left;
}
