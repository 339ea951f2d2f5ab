import { formatDateUS } from '#shared/calc/format.ts';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { displaySurveyStatus, INDUSTRY_TYPES, labelOf, SURVEY_STATUSES } from '#shared/enums.ts';
import { createPdfDocument, drawPageChrome, finishPdf } from '../pdf/document.ts';
import { contentWidth, type Doc, FONT, THEME } from '../pdf/layout.ts';
import type { PhotoContent } from './load-report-photos.ts';
import type { SurveyReport } from './load-survey-report.ts';
import { drawScaleCorrosionSection } from './report-scale-corrosion.ts';
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
  const doc = createPdfDocument({ title: `${REPORT_TITLE}: ${facilityName}`, generatedAt });
  drawTitleBlock(doc, report, options.timeZone);
  drawFacilitySection(doc, report.survey, options.timeZone);
  drawSystemsSection(doc, report.equipment, report.waterQuality?.conductivity ?? null, photos);
  drawWaterQualitySection(doc, report.waterQuality, report.equipment);
  drawScaleCorrosionSection(doc, report.waterQuality, report.waterRanges);
  drawObservationsSection(doc, report.observations);
  drawPageChrome(doc, {
    runningTitle: `${REPORT_TITLE} · ${facilityName}`,
    footerNote: `Generated ${formatDateUS(generatedAt, options.timeZone)} by ${PRODUCT_NAME}`,
  });
  return finishPdf(doc);
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
