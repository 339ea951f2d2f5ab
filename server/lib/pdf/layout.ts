import { FONT, loadEmbeddedFonts } from './fonts.ts';
import { drawGrid, type GridCell } from './grid.ts';

/** The pdfkit document type. */
export type Doc = PDFKit.PDFDocument;

export { FONT } from './fonts.ts';

/** Colors, sizes and spacing of the report. */
export const THEME = {
  brand: '#0b5a7a',
  brandDark: '#083f56',
  brandTint: '#e8f2f6',
  ink: '#1d2733',
  muted: '#5f6b78',
  faint: '#8a96a3',
  rule: '#d5dde5',
  margin: 54,
  headerBand: 96,
  runningHeader: 30,
} as const;

/** The grids' look: a light rule under every cell, none around it (spread into a grid's defaultStyle). */
export const RULED_ROWS = {
  border: { top: 0, left: 0, right: 0, bottom: 0.5 },
  borderColor: THEME.rule,
} as const;

/**
 * Starts the document in DejaVu Sans: the standard PDF fonts lack glyphs such as ₃ and most non-Latin-1 letters.
 * The fonts come parsed once per process, with their word layouts (fonts.ts).
 */
export function setBodyFont(doc: Doc): void {
  loadEmbeddedFonts(doc);
  doc.font(FONT.body);
}

/** Width between the left and right margins. */
export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** Starts a new page unless `height` points still fit above the bottom margin; true when it started one. */
export function ensureSpace(doc: Doc, height: number): boolean {
  if (doc.y + height <= doc.page.maxY()) return false;
  doc.addPage();
  return true;
}

/** A section title in brand color with a rule under it, kept on one page with the first `keepWith` points after it. */
export function drawSectionHeading(doc: Doc, title: string, keepWith = 60): void {
  ensureSpace(doc, keepWith + 50);
  doc.moveDown(1.2);
  const x = doc.page.margins.left;
  doc.font(FONT.bold).fontSize(13).fillColor(THEME.brand).text(title, x, doc.y);
  const y = doc.y + 3;
  doc
    .moveTo(x, y)
    .lineTo(x + contentWidth(doc), y)
    .lineWidth(1.2)
    .strokeColor(THEME.brand)
    .stroke();
  doc.y = y + 10;
}

/** A small bold caption above a block ("Current Chemicals"). */
export function drawSubheading(doc: Doc, title: string): void {
  ensureSpace(doc, 40);
  doc
    .font(FONT.bold)
    .fontSize(9)
    .fillColor(THEME.muted)
    .text(title.toUpperCase(), doc.page.margins.left, doc.y, { characterSpacing: 0.6 });
  doc.moveDown(0.3);
}

/** Body text across the content width; keeps the user's line breaks. */
export function drawParagraph(doc: Doc, text: string, color: string = THEME.ink): void {
  doc
    .font(FONT.body)
    .fontSize(10)
    .fillColor(color)
    .text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc), lineGap: 2 });
}

/** A label and its value in a grid; a wide pair takes a row of its own. */
export interface GridPair {
  label: string;
  value: string;
  isPlaceholder?: boolean;
  isWide?: boolean;
}

/** Label/value pairs, `pairsPerRow` to a row, with light rules between rows. */
export function drawKeyValueGrid(doc: Doc, pairs: GridPair[], options: { labelWidth?: number } = {}): void {
  const pairsPerRow = 2;
  const labelWidth = options.labelWidth ?? 118;
  const columnCount = pairsPerRow * 2;
  const rows: GridCell[][] = [];
  let row: GridCell[] = [];
  const flush = () => {
    if (!row.length) return;
    while (row.length < columnCount) row.push({ text: '' });
    rows.push(row);
    row = [];
  };
  for (const pair of pairs) {
    if (pair.isWide) flush();
    // The smaller label gets a little more top padding so it sits on the value's baseline.
    row.push({
      text: pair.label,
      font: { src: FONT.bold, size: 8 },
      textColor: THEME.muted,
      padding: [6.5, 6, 5, 0],
    });
    const value = { text: pair.value, textColor: pair.isPlaceholder ? THEME.faint : THEME.ink };
    if (pair.isWide) {
      rows.push([...row, { ...value, colSpan: columnCount - 1 }]);
      row = [];
    } else {
      row.push(value);
      if (row.length === columnCount) flush();
    }
  }
  flush();
  const columns = Array.from({ length: columnCount }, (_, i) => (i % 2 === 0 ? labelWidth : '*'));
  doc.x = doc.page.margins.left;
  doc.font(FONT.body).fontSize(9.5);
  drawGrid(doc, {
    columnStyles: columns,
    defaultStyle: {
      ...RULED_ROWS,
      padding: [5, 6, 5, 0],
    },
    data: rows,
  });
  doc.x = doc.page.margins.left;
}
