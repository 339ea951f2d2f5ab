/** A positioned run of text as pdf.js reports it (transform: [a, b, c, d, x, y]). */
export interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  hasEOL: boolean;
}

/** One printed line of a page: its text, baseline and font size. */
export interface PdfLine {
  text: string;
  y: number;
  size: number;
}

/** A paragraph rebuilt from lines: lines kept apart by '\n', with the font size of its first line. */
export interface PdfParagraph {
  lines: string[];
  size: number;
}

/** Puts a page's text runs back into lines: a run on another baseline, or after an end of line, starts one. */
export function groupIntoLines(items: readonly PdfTextItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let current: (PdfLine & { endX: number }) | null = null;
  for (const item of items) {
    const [, , c = 0, d = 0, x = 0, y = 0] = item.transform;
    const size = Math.hypot(c, d) || 1;
    if (item.str !== '') {
      if (current && Math.abs(current.y - y) <= 0.5 * Math.max(size, current.size)) {
        const isApart = x > current.endX + 0.15 * size;
        const needsSpace = isApart && !/\s$/.test(current.text) && !/^\s/.test(item.str);
        current.text += (needsSpace ? ' ' : '') + item.str;
        current.endX = x + item.width;
      } else {
        if (current) lines.push(current);
        current = { text: item.str, y, size, endX: x + item.width };
      }
    }
    if (item.hasEOL && current) {
      lines.push(current);
      current = null;
    }
  }
  if (current) lines.push(current);
  return lines
    .map((line) => ({ text: line.text.replace(/\s+/g, ' ').trim(), y: line.y, size: line.size }))
    .filter((line) => line.text !== '');
}

/** Single line spacing in font sizes: the lower quartile of the gaps (paragraph gaps are the wider ones). */
function lineSpacing(gaps: number[]): number {
  if (gaps.length === 0) return SINGLE_SPACING;
  const quartile = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 4)]!;
  // A page of one-line paragraphs has no single spacing to measure.
  return quartile <= 1.4 ? quartile : SINGLE_SPACING;
}

/** Baseline-to-baseline distance of single-spaced text, in font sizes, when a page does not show it. */
const SINGLE_SPACING = 1.2;

/**
 * Groups a page's lines into paragraphs: a wider gap than the page's usual line spacing, a jump up the page
 * (another column) or a change of font size (a heading) starts a new paragraph.
 */
export function groupIntoParagraphs(lines: readonly PdfLine[]): PdfParagraph[] {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const gap = lines[i - 1]!.y - lines[i]!.y;
    if (gap > 0 && gap < 2.5 * lines[i]!.size) gaps.push(gap / lines[i]!.size);
  }
  // Spacing in font sizes, so a heading's larger spacing compares fairly with the body's.
  const usual = lineSpacing(gaps);
  const paragraphs: PdfParagraph[] = [];
  let current: PdfParagraph | null = null;
  let previous: PdfLine | null = null;
  for (const line of lines) {
    const gap = previous ? (previous.y - line.y) / line.size : 0;
    const isNew =
      !current || !previous || gap <= 0 || gap > usual * 1.3 || Math.abs(previous.size - line.size) > 0.5;
    if (isNew) {
      current = { lines: [line.text], size: line.size };
      paragraphs.push(current);
    } else {
      current!.lines.push(line.text);
    }
    previous = line;
  }
  return paragraphs;
}

const TERMINAL = /[.!?:;)\]"”’]$/;

/** Whether a page's last paragraph runs on into the next page's first (no sentence end, same type size). */
export function continuesOnNextPage(last: PdfParagraph, next: PdfParagraph): boolean {
  const lastLine = last.lines[last.lines.length - 1] ?? '';
  return !TERMINAL.test(lastLine) && Math.abs(last.size - next.size) <= 0.5;
}

/** A line's text with its digits masked, to recognise running headers and footers ("Page 2 of 4"). */
function maskDigits(text: string): string {
  return text.replace(/\d+/g, '#').toLowerCase();
}

/**
 * Removes running headers and footers: a first or last line of a page whose text (digits masked) is also
 * the first or last line of at least half of the pages, when there are two pages or more (pages of a single
 * line are left whole).
 */
export function removeRunningLines(pages: PdfLine[][]): PdfLine[][] {
  if (pages.length < 2) return pages;
  const counts = new Map<string, number>();
  // A page of one line has no header or footer apart from its content.
  for (const lines of pages.filter((page) => page.length > 1)) {
    const edges = new Set(
      [lines[0], lines[lines.length - 1]].filter(Boolean).map((l) => maskDigits(l!.text)),
    );
    for (const edge of edges) counts.set(edge, (counts.get(edge) ?? 0) + 1);
  }
  const threshold = Math.max(2, Math.ceil(pages.length / 2));
  const isRunning = (line: PdfLine | undefined) =>
    !!line && (counts.get(maskDigits(line.text)) ?? 0) >= threshold;
  return pages.map((lines) => {
    if (lines.length < 2) return lines;
    const kept = [...lines];
    if (isRunning(kept[0])) kept.shift();
    if (isRunning(kept[kept.length - 1])) kept.pop();
    return kept;
  });
}
