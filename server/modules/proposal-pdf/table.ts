import { drawGrid, type GridCell } from '#server/lib/pdf/grid.ts';
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

/** A row of the table as the PDF table engine draws it (pdf/grid.ts). */
function gridRow(
  cells: readonly TableCell[],
  spec: TableSpec,
  fontSize: number,
  role: 'header' | 'body' | 'footer',
): GridCell[] {
  return placeCells(cells).map(({ cell, col, span }) => ({
    text: cell.text,
    font: role === 'header' ? { src: FONT.bold, size: fontSize - 1 } : { src: fontOf(cell), size: fontSize },
    textColor: role === 'header' ? THEME.muted : (cell.color ?? THEME.ink),
    ...(role === 'body' ? {} : { backgroundColor: THEME.brandTint }),
    colSpan: span,
    align: span > 1 ? 'left' : (spec.align?.[col] ?? 'left'),
    lineGap: LINE_GAP,
  }));
}

/**
 * Draws a table at the current position with the one PDF table engine (pdf/grid.ts), its columns sized to their
 * words here. A row that does not fit starts a new page, where the header is drawn again; the footer row stays
 * with the last row.
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
  doc.x = x;
  drawGrid(doc, {
    columnStyles: widths,
    defaultStyle: {
      border: { top: 0, left: 0, right: 0, bottom: 0.5 },
      borderColor: THEME.rule,
      padding: [PAD.top, PAD.x, PAD.bottom, PAD.x],
    },
    data: [
      gridRow(
        spec.header.map((text) => ({ text })),
        spec,
        fontSize,
        'header',
      ),
      ...spec.rows.map((row) => gridRow(row, spec, fontSize, 'body')),
      ...(spec.footer ? [gridRow(spec.footer, spec, fontSize, 'footer')] : []),
    ],
    headerRows: 1,
    footerRows: spec.footer ? 1 : 0,
  });
  doc.x = doc.page.margins.left;
}
