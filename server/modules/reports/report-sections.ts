import { drawGrid } from '#server/lib/pdf/grid.ts';
import {
  contentWidth,
  type Doc,
  drawKeyValueGrid,
  drawParagraph,
  drawSectionHeading,
  drawSubheading,
  ensureSpace,
  FONT,
  RULED_ROWS,
  THEME,
} from '#server/lib/pdf/layout.ts';
import { formatDateUS } from '#shared/calc/format.ts';
import { INDUSTRY_TYPES, labelOf } from '#shared/enums.ts';
import { CYCLES_LABEL } from '#shared/proposals/figures.ts';
import {
  REPORT_WATER_PARAMETERS,
  reportCyclesFigure,
  vendorDisplay,
  waterQualityRows,
} from '#shared/report/index.ts';
import type { SurveyReport } from './load-survey-report.ts';

export { drawSystemsSection } from './report-systems.ts';

const NONE_RECORDED = 'None recorded';

/** Facility Information: name, industry, address, survey date, contact, phone, e-mail and vendor. */
export function drawFacilitySection(doc: Doc, survey: SurveyReport['survey'], timeZone?: string): void {
  drawSectionHeading(doc, 'Facility Information', 120);
  const optional = (value: string | null) => ({ value: value?.trim() || '—', isPlaceholder: !value?.trim() });
  const vendor = vendorDisplay(survey.currentVendor);
  drawKeyValueGrid(
    doc,
    [
      { label: 'Facility Name', value: survey.facilityName, isWide: true },
      { label: 'Industry Type', value: labelOf(INDUSTRY_TYPES, survey.industryType) },
      { label: 'Survey Date', value: formatDateUS(survey.createdAt, timeZone) },
      { label: 'Address', value: survey.facilityAddress, isWide: true },
      { label: 'Contact Name', ...optional(survey.contactName) },
      { label: 'Phone', ...optional(survey.contactPhone) },
      { label: 'Email', ...optional(survey.contactEmail), isWide: true },
      { label: 'Current Vendor', value: vendor, isPlaceholder: !survey.currentVendor?.trim(), isWide: true },
    ],
    { labelWidth: 92 },
  );
}

/** Water Quality Analysis: each parameter with its result and unit, the program's cycles figure, then the notes. */
export function drawWaterQualitySection(
  doc: Doc,
  water: SurveyReport['waterQuality'],
  equipment: SurveyReport['equipment'],
): void {
  // The table is short: keep it on one page rather than split its thirteen rows.
  drawSectionHeading(doc, 'Water Quality Analysis', 280);
  const header = (text: string) => ({
    text,
    font: { src: FONT.bold, size: 8.5 },
    textColor: THEME.muted,
    backgroundColor: THEME.brandTint,
  });
  const rows = waterQualityRows(water, REPORT_WATER_PARAMETERS).map((row) => [
    { text: row.label, font: { src: FONT.bold, size: 9.5 }, textColor: THEME.ink },
    { text: row.value, textColor: row.isTested ? THEME.ink : THEME.faint },
    { text: row.isTested ? row.unit : '', textColor: THEME.muted },
  ]);
  doc.x = doc.page.margins.left;
  doc.font(FONT.body).fontSize(9.5);
  drawGrid(doc, {
    columnStyles: [170, 150, '*'],
    defaultStyle: {
      ...RULED_ROWS,
      padding: [5, 8, 5, 8],
    },
    data: [[header('PARAMETER'), header('RESULT'), header('UNITS')], ...rows],
  });
  drawCyclesLine(doc, reportCyclesFigure(equipment, water?.conductivity));
  if (water?.notes?.trim()) {
    doc.moveDown(0.8);
    drawSubheading(doc, 'Notes');
    drawParagraph(doc, water.notes.trim());
  }
}

/** The program's cycles figure, the same one the generator and the proposal show, with how it was reached. */
function drawCyclesLine(doc: Doc, cycles: ReturnType<typeof reportCyclesFigure>): void {
  doc.moveDown(0.8);
  doc.x = doc.page.margins.left;
  doc
    .font(FONT.bold)
    .fontSize(9.5)
    .fillColor(THEME.ink)
    .text(`${CYCLES_LABEL}: ${cycles.text}`, { continued: true, width: contentWidth(doc) });
  doc
    .font(FONT.body)
    .fillColor(THEME.muted)
    .text(` — ${cycles.note}`, { width: contentWidth(doc) });
}

/** Observations & Recommendations: observations, recommendations, follow-up tasks and the follow-up date. */
export function drawObservationsSection(doc: Doc, notes: SurveyReport['observations']): void {
  drawSectionHeading(doc, 'Observations & Recommendations');
  const blocks: [string, string | null | undefined][] = [
    ['System Observations', notes?.systemObservations],
    ['Recommendations', notes?.recommendations],
    ['Follow-up Tasks', notes?.followUpTasks],
  ];
  for (const [title, text] of blocks) {
    // A short block moves whole to the next page rather than leave a line or two behind; a long one flows on.
    const height = doc
      .font(FONT.body)
      .fontSize(10)
      .heightOfString(text?.trim() || NONE_RECORDED, {
        width: contentWidth(doc),
        lineGap: 2,
      });
    ensureSpace(doc, Math.min(height, 140) + 24);
    drawSubheading(doc, title);
    drawParagraph(doc, text?.trim() || NONE_RECORDED, text?.trim() ? THEME.ink : THEME.faint);
    doc.moveDown(0.9);
  }
  drawSubheading(doc, 'Follow-up Date');
  const date = formatDateUS(notes?.followUpDate ?? null);
  drawParagraph(doc, date || 'Not set', date ? THEME.ink : THEME.faint);
}
