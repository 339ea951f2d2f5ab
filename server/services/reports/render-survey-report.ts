import PDFDocument from 'pdfkit';
import { formatDateUS } from '#shared/calc/format.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { displaySurveyStatus, INDUSTRY_TYPES, labelOf, SURVEY_STATUSES } from '#shared/enums.ts';
import type { PhotoContent } from './load-report-photos.ts';
import type { SurveyReport } from './load-survey-report.ts';
import { contentWidth, type Doc, FONT, setBodyFont, THEME } from './pdf-layout.ts';
import {
  drawFacilitySection,
  drawObservationsSection,
  drawSystemsSection,
  drawWaterQualitySection,
} from './report-sections.ts';

/** Title of the report, in the header band and the PDF's metadata. */
export const REPORT_TITLE = 'Facility Survey Report';

/** When the report is made and in which time zone its dates are written (the server's by default). */
export interface RenderOptions {
  generatedAt?: Date;
  timeZone?: string;
}

/** Renders the survey report as a Letter-size PDF with selectable text; photos come pre-read, by photo id. */
export function renderSurveyReportPdf(
  report: SurveyReport,
  photos: Map<number, PhotoContent>,
  options: RenderOptions = {},
): Promise<Buffer> {
  const generatedAt = options.generatedAt ?? new Date();
  const { facilityName } = report.survey;
  const doc = new PDFDocument({
    size: 'LETTER',
    bufferPages: true,
    margins: { top: THEME.runningHeader + 28, bottom: 64, left: THEME.margin, right: THEME.margin },
    info: { Title: `${REPORT_TITLE}: ${facilityName}`, Author: PRODUCT_NAME, CreationDate: generatedAt },
    lang: 'en-US',
    displayTitle: true,
  });
  const bytes = collectBytes(doc);
  setBodyFont(doc);
  drawTitleBlock(doc, report, options.timeZone);
  drawFacilitySection(doc, report.survey, options.timeZone);
  drawSystemsSection(doc, report.equipment, report.waterQuality?.conductivity ?? null, photos);
  drawWaterQualitySection(doc, report.waterQuality, report.equipment);
  drawObservationsSection(doc, report.observations);
  drawPageChrome(doc, facilityName, formatDateUS(generatedAt, options.timeZone));
  doc.end();
  return bytes;
}

function collectBytes(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** First-page band with the product and report title, then the facility name large. */
function drawTitleBlock(doc: Doc, report: SurveyReport, timeZone?: string): void {
  const { survey } = report;
  const x = THEME.margin;
  const width = contentWidth(doc);
  doc.rect(0, 0, doc.page.width, THEME.headerBand).fill(THEME.brand);
  doc.font(FONT.bold).fontSize(18).fillColor('#ffffff').text(PRODUCT_NAME, x, 28, { lineBreak: false });
  doc.font(FONT.body).fontSize(11).fillColor('#d6e9f1').text(REPORT_TITLE, x, 54, { lineBreak: false });
  doc.font(FONT.body).fontSize(8).fillColor('#d6e9f1').text('SURVEY DATE', x, 34, {
    width,
    align: 'right',
    characterSpacing: 0.6,
    lineBreak: false,
  });
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor('#ffffff')
    .text(formatDateUS(survey.createdAt, timeZone), x, 48, { width, align: 'right', lineBreak: false });

  doc
    .font(FONT.bold)
    .fontSize(22)
    .fillColor(THEME.ink)
    .text(survey.facilityName, x, THEME.headerBand + 24, { width });
  doc.moveDown(0.2);
  doc.font(FONT.body).fontSize(10.5).fillColor(THEME.muted).text(survey.facilityAddress, { width });
  const status = labelOf(SURVEY_STATUSES, displaySurveyStatus(survey.status));
  doc
    .moveDown(0.2)
    .fontSize(9.5)
    .fillColor(THEME.faint)
    .text(`${labelOf(INDUSTRY_TYPES, survey.industryType)}  ·  Status: ${status}`, { width });
}

/** Running header on pages after the first, and "Generated …" with "Page N of M" in every footer. */
function drawPageChrome(doc: Doc, facilityName: string, generatedOn: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const x = THEME.margin;
    const width = contentWidth(doc);
    if (index > start) {
      doc.rect(0, 0, doc.page.width, THEME.runningHeader).fill(THEME.brand);
      doc.font(FONT.bold).fontSize(9).fillColor('#ffffff').text(PRODUCT_NAME, x, 10, { lineBreak: false });
      doc
        .font(FONT.body)
        .fontSize(9)
        .fillColor('#d6e9f1')
        .text(`${REPORT_TITLE} · ${facilityName}`, x + 110, 10, {
          width: width - 110,
          align: 'right',
          height: 12,
          ellipsis: true,
        });
    }
    const y = doc.page.height - 44;
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.5)
      .strokeColor(THEME.rule)
      .stroke();
    doc.font(FONT.body).fontSize(8).fillColor(THEME.faint);
    doc.text(`Generated ${generatedOn} by ${PRODUCT_NAME}`, x, y + 8, { lineBreak: false });
    doc.text(`Page ${index - start + 1} of ${count}`, x, y + 8, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
