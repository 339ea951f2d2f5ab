import { type Doc, FONT, THEME } from '#server/lib/pdf/layout.ts';
import { breakLongWords } from './inline-runs.ts';

// Tables of the proposal PDF: columns sized to their words, light rules, a tinted header repeated on every page
// the table runs onto, and an optional tinted total row kept with the last row.

/** One cell: its text and how it is set. */
export interface TableCell {
  text: string;
  isBold?: boolean;
  color?: string;
  /** How many columns the cell covers (1 by default); the covered cells are left out of the row. */
  span?: number;
}

/** The text alignment of a column. */
export type ColumnAlign = 'left' | 'right' | 'center';

/** What a table shows. */
export interface TableSpec {
  header: string[];
  rows: TableCell[][];
  /** A closing row on a tint (the program's total); kept on the page of the last row. */
  footer?: TableCell[];
  align?: ColumnAlign[];
  /** Fixed widths in points for some columns (the rest share what is left by their words). */
  fixedWidths?: (number | null)[];
  /** Where the table starts and how wide it may be (the content column by default). */
  x?: number;
  width?: number;
  fontSize?: number;
}

const PAD = { x: 6, top: 5, bottom: 5 } as const;
const LINE_GAP = 1.5;

/** Each cell of a row with the column it starts in and how many it covers. */
function placeCells(cells: readonly TableCell[]): { cell: TableCell; col: number; span: number }[] {
  let col = 0;
  return cells.map((cell) => {
    const span = Math.max(1, cell.span ?? 1);
    const placed = { cell, col, span };
    col += span;
    return placed;
  });
}

/** The widths of the columns a cell covers, added up. */
function spanWidth(widths: readonly number[], col: number, span: number): number {
  return widths.slice(col, col + span).reduce((sum, width) => sum + width, 0);
}

function fontOf(cell: TableCell | undefined): string {
  return cell?.isBold ? FONT.bold : FONT.body;
}

function widestWord(doc: Doc, text: string): number {
  let widest = 0;
  for (const word of text.split(/\s+/)) if (word) widest = Math.max(widest, doc.widthOfString(word));
  return widest;
}

/** The widths each column needs: at least its longest word, at best its longest cell on one line. */
function measureColumns(doc: Doc, spec: TableSpec, fontSize: number): { least: number[]; natural: number[] } {
  const count = spec.header.length;
  const lines: TableCell[][] = [spec.header.map((text) => ({ text, isBold: true })), ...spec.rows];
  if (spec.footer) lines.push(spec.footer);
  const least = new Array<number>(count).fill(PAD.x * 2);
  const natural = new Array<number>(count).fill(PAD.x * 2);
  for (const line of lines) {
    for (const { cell, col, span } of placeCells(line)) {
      if (!cell.text || span > 1 || col >= count) continue;
      doc.font(fontOf(cell)).fontSize(fontSize);
      least[col] = Math.max(least[col]!, widestWord(doc, cell.text) + PAD.x * 2 + 1);
      natural[col] = Math.max(natural[col]!, doc.widthOfString(cell.text) + PAD.x * 2 + 1);
    }
  }
  return { least, natural };
}

/**
 * Column widths that fill `available`. Every column gets its longest word; then the columns that need least to
 * fit on one line get that (short figures never wrap); what is left goes to the long-text columns in proportion
 * to their text, or, when everything fits, to all columns in proportion to their width.
 */
function fitColumns(doc: Doc, spec: TableSpec, available: number, fontSize: number): number[] {
  const { least, natural } = measureColumns(doc, spec, fontSize);
  const fixed = spec.fixedWidths ?? [];
  const columns = [...least.keys()];
  const widths = columns.map((col) => fixed[col] ?? least[col]!);
  const flexible = columns.filter((col) => fixed[col] == null);
  let room = available - widths.reduce((sum, width) => sum + width, 0);
  if (room < 0) {
    // Even the longest words do not fit: shrink the flexible columns alike (long words break).
    const leastSum = flexible.reduce((sum, col) => sum + least[col]!, 0);
    for (const col of flexible)
      widths[col] = Math.max(PAD.x * 2 + 4, least[col]! + (room * least[col]!) / leastSum);
    return widths;
  }
  const wrapping = new Set(flexible.filter((col) => natural[col]! > widths[col]!));
  for (const col of [...wrapping].sort((a, b) => natural[a]! - widths[a]! - (natural[b]! - widths[b]!))) {
    const need = natural[col]! - widths[col]!;
    if (need > room) break;
    widths[col] = natural[col]!;
    room -= need;
    wrapping.delete(col);
  }
  const receivers = wrapping.size > 0 ? [...wrapping] : flexible;
  const weights = receivers.map((col) => (wrapping.size > 0 ? natural[col]! - widths[col]! : widths[col]!));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  receivers.forEach((col, index) => {
    widths[col]! += weightSum > 0 ? (room * weights[index]!) / weightSum : room / receivers.length;
  });
  return widths;
}

interface RowLayout {
  cells: TableCell[];
  fill?: string;
  isHeader?: boolean;
}

function rowHeight(doc: Doc, row: RowLayout, widths: number[], fontSize: number): number {
  let height = 0;
  for (const { cell, col, span } of placeCells(row.cells)) {
    if (!cell.text) continue;
    doc.font(row.isHeader ? FONT.bold : fontOf(cell)).fontSize(row.isHeader ? fontSize - 1 : fontSize);
    height = Math.max(
      height,
      doc.heightOfString(cell.text, { width: spanWidth(widths, col, span) - PAD.x * 2, lineGap: LINE_GAP }),
    );
  }
  return height + PAD.top + PAD.bottom;
}

function drawRow(
  doc: Doc,
  row: RowLayout,
  widths: number[],
  x: number,
  spec: TableSpec,
  fontSize: number,
  height: number,
) {
  const y = doc.y;
  const width = widths.reduce((total, w) => total + w, 0);
  if (row.fill) doc.rect(x, y, width, height).fill(row.fill);
  for (const { cell, col, span } of placeCells(row.cells)) {
    if (!cell.text) continue;
    const left = x + spanWidth(widths, 0, col);
    doc
      .font(row.isHeader ? FONT.bold : fontOf(cell))
      .fontSize(row.isHeader ? fontSize - 1 : fontSize)
      .fillColor(row.isHeader ? THEME.muted : (cell.color ?? THEME.ink))
      .text(cell.text, left + PAD.x, y + PAD.top, {
        width: spanWidth(widths, col, span) - PAD.x * 2,
        lineGap: LINE_GAP,
        align: span > 1 ? 'left' : (spec.align?.[col] ?? 'left'),
      });
  }
  doc
    .moveTo(x, y + height)
    .lineTo(x + width, y + height)
    .lineWidth(0.5)
    .strokeColor(THEME.rule)
    .stroke();
  doc.x = x;
  doc.y = y + height;
}

/**
 * Draws a table at the current position. A row that does not fit starts a new page, where the header is
 * drawn again; the footer row stays with the last row.
 */
export function drawTable(doc: Doc, given: TableSpec): void {
  const cells = (row: TableCell[]) => row.map((cell) => ({ ...cell, text: breakLongWords(cell.text) }));
  const spec: TableSpec = {
    ...given,
    header: given.header.map(breakLongWords),
    rows: given.rows.map(cells),
    footer: given.footer && cells(given.footer),
  };
  const x = spec.x ?? doc.page.margins.left;
  const available = spec.width ?? doc.page.width - doc.page.margins.right - x;
  const fontSize = spec.fontSize ?? 9;
  const widths = fitColumns(doc, spec, available, fontSize);
  const header: RowLayout = {
    cells: spec.header.map((text) => ({ text })),
    fill: THEME.brandTint,
    isHeader: true,
  };
  const headerHeight = rowHeight(doc, header, widths, fontSize);
  const rows = spec.rows.map((cells) => {
    const row: RowLayout = { cells };
    return { row, height: rowHeight(doc, row, widths, fontSize) };
  });
  const footerRow: RowLayout | null = spec.footer ? { cells: spec.footer, fill: THEME.brandTint } : null;
  const footerHeight = footerRow ? rowHeight(doc, footerRow, widths, fontSize) : 0;

  // The header keeps company with the first row.
  if (doc.y + headerHeight + (rows[0]?.height ?? 0) > doc.page.maxY()) doc.addPage();
  drawRow(doc, header, widths, x, spec, fontSize, headerHeight);
  rows.forEach(({ row, height }, index) => {
    const isLast = index === rows.length - 1;
    if (doc.y + height + (isLast ? footerHeight : 0) > doc.page.maxY()) {
      doc.addPage();
      drawRow(doc, header, widths, x, spec, fontSize, headerHeight);
    }
    drawRow(doc, row, widths, x, spec, fontSize, height);
  });
  if (footerRow) {
    if (doc.y + footerHeight > doc.page.maxY()) doc.addPage();
    drawRow(doc, footerRow, widths, x, spec, fontSize, footerHeight);
  }
  doc.x = doc.page.margins.left;
}
