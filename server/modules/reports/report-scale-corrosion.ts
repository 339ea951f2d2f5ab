import { drawGrid, type GridCell } from '#server/lib/pdf/grid.ts';
import {
  contentWidth,
  type Doc,
  drawSectionHeading,
  ensureSpace,
  FONT,
  RULED_ROWS,
  THEME,
} from '#server/lib/pdf/layout.ts';
import {
  buildScaleCorrosionPanel,
  chooseScaleCorrosionContext,
  describeBasisItem,
  SCALE_CORROSION_TITLE,
  type ScaleCorrosionReading,
  type ScaleCorrosionRow,
} from '#shared/report/scale-corrosion.ts';
import type { RangeStatus } from '#shared/water/control-ranges.ts';
import type { SurveyReport } from './load-survey-report.ts';

// Tinted cell and ink per status: green within, amber near, red outside; the word and a mark carry it in print too.
const STATUS_CELL: Record<RangeStatus, { background: string; ink: string; mark: string }> = {
  within: { background: '#e6f4ec', ink: '#14653a', mark: '✓' },
  near: { background: '#fcf1d8', ink: '#875400', mark: '▲' },
  outside: { background: '#fbe4e4', ink: '#a31d1d', mark: '✕' },
};

const header = (text: string) => ({
  text,
  font: { src: FONT.bold, size: 8 },
  textColor: THEME.muted,
  backgroundColor: THEME.brandTint,
});

/** The text with its first letter in upper case. */
function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function indexCell(row: ScaleCorrosionRow) {
  return { text: row.shortName, font: { src: FONT.bold, size: 9.5 }, textColor: THEME.ink };
}

function drawRow(row: ScaleCorrosionRow): GridCell[] {
  if (row.value === null || row.status === null) {
    return [
      indexCell(row),
      { text: '—', textColor: THEME.faint },
      { text: `Not calculated. ${row.missing ?? ''}`.trim(), textColor: THEME.muted, colSpan: 3 },
    ];
  }
  const status = STATUS_CELL[row.status];
  return [
    indexCell(row),
    {
      text: row.value,
      font: { src: FONT.bold, size: 10 },
      textColor: status.ink,
      backgroundColor: status.background,
    },
    // Capitalized as the report page shows it (its CSS raises the first letter): "Scale-forming".
    { text: sentenceCase(row.verdict ?? ''), textColor: THEME.ink },
    {
      text: `${status.mark} ${row.statusLabel}\n${row.range}`,
      textColor: status.ink,
      backgroundColor: status.background,
    },
    { text: row.meaning ?? '', font: { src: FONT.body, size: 8.5 }, textColor: THEME.muted },
  ];
}

function drawLine(doc: Doc, text: string, options: { size?: number; color?: string } = {}): void {
  doc.x = doc.page.margins.left;
  doc
    .font(FONT.body)
    .fontSize(options.size ?? 9)
    .fillColor(options.color ?? THEME.muted)
    .text(text, { width: contentWidth(doc), lineGap: 1.5 });
}

function drawReading(doc: Doc, reading: ScaleCorrosionReading): void {
  // Keep the reading's title, table and notes on one page (about 300 points with four two-line meanings).
  ensureSpace(doc, 300);
  doc.x = doc.page.margins.left;
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor(THEME.ink)
    .text(reading.title, { width: contentWidth(doc) });
  doc.moveDown(0.3);
  doc.font(FONT.body).fontSize(9.5);
  drawGrid(doc, {
    columnStyles: [86, 44, 86, 106, '*'],
    defaultStyle: {
      ...RULED_ROWS,
      padding: [5, 6, 5, 6],
    },
    data: [
      [header('INDEX'), header('VALUE'), header('VERDICT'), header('STATUS / RANGE'), header('MEANING')],
      ...reading.rows.map(drawRow),
    ],
  });
  doc.moveDown(0.6);
  ensureSpace(doc, 60);
  if (reading.basis.length > 0) {
    doc.x = doc.page.margins.left;
    const width = contentWidth(doc);
    doc
      .font(FONT.bold)
      .fontSize(9.5)
      .fillColor(THEME.ink)
      .text('Calculated with: ', { continued: true, width });
    doc.font(FONT.body).text(reading.basis.map(describeBasisItem).join(' · '), { width, lineGap: 1.5 });
    doc.moveDown(0.2);
  }
  for (const note of reading.notes) drawLine(doc, note, { size: 8.5 });
  doc.moveDown(0.3);
  drawLine(doc, reading.rangeCaption, { size: 8.5 });
}

/**
 * Scale and Corrosion: the report page's panel in the PDF, from the same model (buildScaleCorrosionPanel): the
 * make-up water against the make-up ranges, then the tower water at its current cycles against the tower's, each with
 * index, value, verdict, status word with the range, meaning, what was estimated or assumed and whose ranges grade it.
 */
export function drawScaleCorrosionSection(doc: Doc, report: SurveyReport): void {
  const water = report.waterQuality;
  const context = chooseScaleCorrosionContext(report.equipment, water?.conductivity, report.waterRanges);
  const panel = buildScaleCorrosionPanel(water, context);
  drawSectionHeading(doc, SCALE_CORROSION_TITLE, 320);
  panel.readings.forEach((reading, index) => {
    if (index > 0) doc.moveDown(0.8);
    drawReading(doc, reading);
  });
  if (panel.towerNote) {
    doc.moveDown(0.6);
    drawLine(doc, panel.towerNote);
  }
}
