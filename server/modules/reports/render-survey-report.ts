import { clock } from '#server/lib/clock.ts';
import { createPdfDocument, drawPageChrome, finishPdf } from '#server/lib/pdf/document.ts';
import { contentWidth, type Doc, FONT, THEME } from '#server/lib/pdf/layout.ts';
import {
  brandColorOf,
  brandNameOf,
  drawLetterhead,
  footerNoteOf,
  repLinesOf,
} from '#server/lib/pdf/letterhead.ts';
import type { Letterhead } from '#server/modules/company/letterhead.ts';
import { formatDateUS } from '#shared/calc/format.ts';
import { displaySurveyStatus, INDUSTRY_TYPES, labelOf, SURVEY_STATUSES } from '#shared/enums.ts';
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

/**
 * Renders the survey report as a Letter-size PDF with selectable text, from the rep's company (letterhead, header
 * and footer); photos come pre-read, by photo id.
 */
export function renderSurveyReportPdf(
  report: SurveyReport,
  photos: Map<number, PhotoContent>,
  letterhead: Letterhead,
  options: RenderOptions = {},
): Promise<Buffer> {
  const generatedAt = options.generatedAt ?? clock.now();
  const { facilityName } = report.survey;
  const doc = createPdfDocument({
    title: `${REPORT_TITLE}: ${facilityName}`,
    author: brandNameOf(letterhead),
    generatedAt,
  });
  drawTitleBlock(doc, report, letterhead, options.timeZone);
  drawFacilitySection(doc, report.survey, options.timeZone);
  drawSystemsSection(doc, report.equipment, report.waterQuality?.conductivity ?? null, photos);
  drawWaterQualitySection(doc, report.waterQuality, report.equipment);
  drawScaleCorrosionSection(doc, report);
  drawObservationsSection(doc, report.observations);
  drawPageChrome(doc, {
    brandName: brandNameOf(letterhead),
    brandColor: brandColorOf(letterhead),
    runningTitle: `${REPORT_TITLE} · ${facilityName}`,
    footerNote: footerNoteOf(letterhead, formatDateUS(generatedAt, options.timeZone)),
  });
  return finishPdf(doc);
}

const BAND_HEIGHT = 72;

/**
 * First page: the company's letterhead once it is set, a band in its colour with the report title and survey
 * date, the facility name large, and who surveyed it (the rep's name, title, company, phone and e-mail).
 */
function drawTitleBlock(doc: Doc, report: SurveyReport, letterhead: Letterhead, timeZone?: string): void {
  const { survey } = report;
  const x = THEME.margin;
  const width = contentWidth(doc);
  const top = letterhead.companyName ? drawLetterhead(doc, letterhead, 36) + 18 : 0;
  doc.rect(0, top, doc.page.width, BAND_HEIGHT).fill(brandColorOf(letterhead));
  doc
    .font(FONT.bold)
    .fontSize(18)
    .fillColor('#ffffff')
    .text(REPORT_TITLE, x, top + 28, { lineBreak: false });
  doc
    .font(FONT.body)
    .fontSize(8)
    .fillColor('#eef4f7')
    .text('SURVEY DATE', x, top + 24, {
      width,
      align: 'right',
      characterSpacing: 0.6,
      lineBreak: false,
    });
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor('#ffffff')
    .text(formatDateUS(survey.createdAt, timeZone), x, top + 38, { width, align: 'right', lineBreak: false });

  doc
    .font(FONT.bold)
    .fontSize(22)
    .fillColor(THEME.ink)
    .text(survey.facilityName, x, top + BAND_HEIGHT + 22, { width });
  doc.moveDown(0.2);
  doc.font(FONT.body).fontSize(10.5).fillColor(THEME.muted).text(survey.facilityAddress, { width });
  const status = labelOf(SURVEY_STATUSES, displaySurveyStatus(survey.status));
  doc
    .moveDown(0.2)
    .fontSize(9.5)
    .fillColor(THEME.faint)
    .text(`${labelOf(INDUSTRY_TYPES, survey.industryType)}  ·  Status: ${status}`, { width });
  const surveyedBy = [letterhead.rep.name, ...repLinesOf(letterhead)].join('  ·  ');
  doc.moveDown(0.2).text(`Surveyed by ${surveyedBy}`, { width });
}
