import type { Doc } from './layout.ts';

/** [top, right, bottom, left] in points, as CSS writes them. */
export type Sides = [number, number, number, number];

/** A cell of a grid: its text, and what differs from the grid's defaults. */
export interface GridCell {
  text: string;
  /** The cell's font file and size; the document's font and size when the grid starts, when left out. */
  font?: { src: string; size: number };
  /** Black when left out, as in pdfkit. */
  textColor?: string;
  backgroundColor?: string;
  padding?: Sides;
  colSpan?: number;
  /** Left when left out; a right or centred cell sets its text across the cell's whole width. */
  align?: 'left' | 'right' | 'center';
  /** Points between the lines of the cell's text; the document's (none) when left out. */
  lineGap?: number;
}

/**
 * A grid: fixed column widths in points, or '*' to share what is left equally; a bottom rule under every cell.
 * The same shape as pdfkit's table options, for the part of them the PDFs use.
 */
export interface GridOptions {
  columnStyles: (number | '*')[];
  defaultStyle: {
    border: { top: 0; left: 0; right: 0; bottom: number };
    borderColor: string;
    padding: Sides;
  };
  data: GridCell[][];
  /**
   * The first rows that head the table: drawn again at the top of every page a body row starts, and kept on the
   * page of the first body row. None when left out.
   */
  headerRows?: number;
  /** The last rows that close the table (a total): the last body row stays on their page. None when left out. */
  footerRows?: number;
}

interface PlacedCell {
  cell: GridCell;
  x: number;
  width: number;
  padding: Sides;
  /** The text's wrapped size at the cell's width (pdfkit's boundsOfString). */
  textWidth: number;
  textHeight: number;
}

/** The parts of pdfkit's document the grid uses that its types leave out. */
type GridDoc = Doc & {
  _fontSource: string;
  _fontSize: number;
  _fontFamily: string | undefined;
  boundsOfString(text: string, x: number, y: number, options: object): { width: number; height: number };
  continueOnNewPage(): void;
  font(src: string, family?: string, size?: number): GridDoc;
};

/** Column widths as pdfkit's table computes them: fixed ones first, then the rest shared by the '*' columns. */
function columnWidths(columns: GridOptions['columnStyles'], maxWidth: number): number[] {
  let unclaimed = maxWidth;
  for (const column of columns) if (column !== '*') unclaimed -= column;
  let starCount = columns.filter((column) => column === '*').length;
  return columns.map((column) => {
    if (column !== '*') return column;
    const share = Math.max(unclaimed / starCount, 0);
    unclaimed -= share;
    starCount--;
    return share;
  });
}

/** The options pdfkit's table passes to boundsOfString and text for an unrotated cell (and the cell's line gap). */
function textOptions(cell: GridCell, width: number, height: number) {
  const options = {
    align: cell.align ?? 'left',
    ellipsis: true,
    stroke: false,
    fill: true,
    width,
    height,
    rotation: 0,
  };
  return cell.lineGap === undefined ? options : { ...options, lineGap: cell.lineGap };
}

/** The page's height between its margins (pdfkit has it; its types do not). */
function contentHeight(doc: Doc): number {
  return (doc.page as typeof doc.page & { contentHeight: number }).contentHeight;
}

/** Lays out one row's cells: position, width and the text's wrapped size. */
function placeRow(doc: GridDoc, row: GridCell[], options: GridOptions, xs: number[], widths: number[]) {
  const rollback = { src: doc._fontSource, family: doc._fontFamily, size: doc._fontSize };
  let column = 0;
  return row.map((cell): PlacedCell => {
    const span = cell.colSpan ?? 1;
    let width = 0;
    for (let i = 0; i < span; i++) width += widths[column + i]!;
    const x = xs[column]!;
    column += span;
    const padding = cell.padding ?? options.defaultStyle.padding;
    let textWidth = 0;
    let textHeight = 0;
    if (cell.text) {
      if (cell.font) doc.font(cell.font.src).fontSize(cell.font.size);
      const allocated = textOptions(
        cell,
        width - padding[1] - padding[3],
        contentHeight(doc) - padding[0] - padding[2],
      );
      ({ width: textWidth, height: textHeight } = doc.boundsOfString(cell.text, 0, 0, allocated));
      doc.font(rollback.src, rollback.family, rollback.size);
    }
    return { cell, x, width, padding, textWidth, textHeight };
  });
}

/** One cell: background, bottom rule, then its text clipped to the cell, as pdfkit's table draws it. */
function drawCell(doc: GridDoc, placed: PlacedCell, y: number, height: number, options: GridOptions): void {
  const { cell, x, width, padding } = placed;
  if (cell.backgroundColor != null)
    doc.save().fillColor(cell.backgroundColor).rect(x, y, width, height).fill().restore();
  const rule = options.defaultStyle.border.bottom;
  if (rule > 0)
    doc
      .save()
      .lineWidth(rule)
      .moveTo(x + width, y + height)
      .strokeColor(options.defaultStyle.borderColor)
      .lineTo(x, y + height)
      .stroke()
      .restore();
  if (!cell.text) return;
  const rollback = { src: doc._fontSource, family: doc._fontFamily, size: doc._fontSize };
  if (cell.font) doc.font(cell.font.src).fontSize(cell.font.size);
  const textX = x + padding[3];
  const textY = y + padding[0];
  doc
    .save()
    .rect(textX, textY, width - padding[1] - padding[3], height - padding[0] - padding[2])
    .clip();
  doc.fillColor(cell.textColor ?? 'black').strokeColor('black');
  // A left-aligned text wraps the same at its own widest line; an aligned one is set across the cell.
  const textWidth = (cell.align ?? 'left') === 'left' ? placed.textWidth : width - padding[1] - padding[3];
  doc.text(cell.text, textX, textY, textOptions(cell, textWidth, placed.textHeight));
  doc.restore();
  doc.font(rollback.src, rollback.family, rollback.size);
}

/**
 * Draws the grid pdfkit's `doc.table` would draw for these options, from doc.x and doc.y, and leaves doc.y under
 * it. pdfkit's table normalizes and merges every cell's style and wraps every cell's text five times (measured
 * twice at two heights, then drawn); this measures each cell once and draws it, which is about a third of the
 * survey report's rendering time saved (docs/decisions/028-pdf-speed.md). The output is the table's, operator for
 * operator (grid.test.ts compares the bytes). As in the table, a cell's text is cut with an ellipsis at a page's height.
 * It is the one table engine of both PDFs (decision 038): the proposal's tables add header rows repeated on each
 * page and a total kept with the last row (`headerRows`, `footerRows`).
 */
export function drawGrid(doc: Doc, options: GridOptions): void {
  const grid = doc as GridDoc;
  const left = doc.x;
  const top = doc.y;
  const widths = columnWidths(options.columnStyles, doc.page.width - doc.page.margins.right - left);
  const xs: number[] = [];
  widths.reduce((x, width) => {
    xs.push(x);
    return x + width;
  }, left);
  const rows = options.data.map((row) => placeRow(grid, row, options, xs, widths));
  const heights = rows.map((row) =>
    row.reduce(
      (height, placed) => Math.max(height, placed.textHeight + placed.padding[0] + placed.padding[2]),
      0,
    ),
  );
  // Measuring moves doc.x and doc.y (pdfkit's boundsOfString leaves them at the point it measured from).
  doc.x = left;
  doc.y = top;
  const headerRows = options.headerRows ?? 0;
  const firstFooter = rows.length - (options.footerRows ?? 0);
  const sum = (from: number, to: number) => heights.slice(from, to).reduce((total, h) => total + h, 0);
  let y = top;
  const drawRow = (i: number) => {
    for (const placed of rows[i]!) drawCell(grid, placed, y, heights[i]!, options);
    y += heights[i]!;
    doc.x = left;
    doc.y = y;
  };
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i < headerRows) {
      drawRow(i);
      continue;
    }
    // What must share the page with this row: the header with the first body row, the last body row with the
    // footer rows.
    let need = heights[i]!;
    if (i === 0 && headerRows > 0) need = sum(0, headerRows + 1);
    else if (i === firstFooter - 1 && i >= headerRows) need = sum(i, rows.length);
    if (y + need >= doc.page.maxY()) {
      y = doc.page.margins.top;
      grid.continueOnNewPage();
      doc.y = y;
      // A body row that starts a page has the header above it again.
      if (i >= headerRows && i < firstFooter) for (let h = 0; h < headerRows; h++) drawRow(h);
    }
    drawRow(i);
  }
}
