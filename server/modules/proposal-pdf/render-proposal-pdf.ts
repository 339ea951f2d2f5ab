import { clock } from '#server/lib/clock.ts';
import { createPdfDocument, drawPageChrome, finishPdf } from '#server/lib/pdf/document.ts';
import { type Doc, drawSectionHeading, ensureSpace } from '#server/lib/pdf/layout.ts';
import { brandColorOf, brandNameOf, footerNoteOf } from '#server/lib/pdf/letterhead.ts';
import { formatDateUS } from '#shared/calc/format.ts';
import { WATER_RECOMMENDATION_TITLE } from '#shared/water/recommendation.ts';
import { drawAcceptanceSection } from './acceptance.ts';
import { type AcceptanceAudit, drawCertificate } from './certificate.ts';
import { drawComplianceSection, hasComplianceSection } from './compliance-section.ts';
import { type ContentsEntry, drawContents, drawCover } from './cover.ts';
import type { ProposalPdfData } from './load-proposal-pdf.ts';
import { drawMarkdown } from './markdown.ts';
import { drawMathAppendix, drawProgramSection } from './program-section.ts';
import { drawWaterSection } from './water-section.ts';

/** When the PDF is made and in which time zone its dates are written (the server's by default). */
export interface RenderOptions {
  generatedAt?: Date;
  timeZone?: string;
  /** The accepted proposal's audit trail: drawn as a certificate page at the end (decision 040). */
  certificate?: AcceptanceAudit;
}

/** The parts of the proposal after the cover, in order. */
export const SECTION_TITLES = {
  proposal: 'Proposal',
  program: 'Chemical Program',
  water: WATER_RECOMMENDATION_TITLE,
  compliance: 'RFP Compliance Matrix',
  acceptance: 'Acceptance',
  math: 'Appendix: Show the Math',
  certificate: 'Certificate of Acceptance',
} as const;

/** Marks where a part starts: a named destination on the current page, and its entry in the contents. */
function markEntry(doc: Doc, entries: ContentsEntry[], title: string, level: 1 | 2): void {
  const { start, count } = doc.bufferedPageRange();
  const destination = `part-${entries.length + 1}`;
  doc.addNamedDestination(destination);
  entries.push({ title, pageIndex: start + count - 1, destination, level });
}

/** Starts a part of the PDF (on a new page unless `isSamePage`): heading, bookmark, contents entry. */
function startSection(
  doc: Doc,
  contents: ContentsEntry[],
  title: string,
  options: { isSamePage?: boolean; hasHeading?: boolean } = {},
): PDFKit.PDFOutline {
  if (!options.isSamePage) doc.addPage();
  if (options.hasHeading !== false) ensureSpace(doc, 150);
  markEntry(doc, contents, title, 1);
  if (options.hasHeading !== false) drawSectionHeading(doc, title, 90);
  return doc.outline.addItem(title);
}

/**
 * Renders the proposal as a Letter-size PDF with selectable text and embedded fonts: the cover with its
 * contents, the written proposal, the chemical program with the generator's figures, the RFP compliance
 * matrix, the acceptance block and the show-the-math appendix, with "Page N of M" on every page.
 */
export function renderProposalPdf(data: ProposalPdfData, options: RenderOptions = {}): Promise<Buffer> {
  const generatedAt = options.generatedAt ?? clock.now();
  const facility = data.survey.facilityName;
  const { letterhead } = data;
  const doc = createPdfDocument({
    title: `${data.proposal.title}: ${facility}`,
    author: brandNameOf(letterhead),
    generatedAt,
  });
  const contents: ContentsEntry[] = [];
  const contentsSlot = drawCover(doc, data, generatedAt, options.timeZone);

  const proposalOutline = startSection(doc, contents, SECTION_TITLES.proposal, { hasHeading: false });
  drawMarkdown(doc, data.content, proposalOutline, (title) => markEntry(doc, contents, title, 2));

  startSection(doc, contents, SECTION_TITLES.program);
  drawProgramSection(doc, data);

  startSection(doc, contents, SECTION_TITLES.water, { isSamePage: true });
  drawWaterSection(doc, data.water);

  // Without an RFP, or with nothing to show the customer, there is no matrix (decision 037: no internal notes).
  if (data.rfp && hasComplianceSection(data.complianceMatrix, data.showExceptions)) {
    startSection(doc, contents, SECTION_TITLES.compliance);
    drawComplianceSection(doc, data.rfp, data.complianceMatrix, data.showExceptions);
  }

  startSection(doc, contents, SECTION_TITLES.acceptance);
  drawAcceptanceSection(doc, data);

  startSection(doc, contents, SECTION_TITLES.math);
  drawMathAppendix(doc, data);

  if (options.certificate) {
    startSection(doc, contents, SECTION_TITLES.certificate);
    drawCertificate(doc, options.certificate);
  }

  drawContents(doc, contentsSlot, contents);
  drawPageChrome(doc, {
    brandName: brandNameOf(letterhead),
    brandColor: brandColorOf(letterhead),
    runningTitle: data.proposal.title.includes(facility)
      ? data.proposal.title
      : `${data.proposal.title} · ${facility}`,
    // Dated as the cover is: the proposal's own date when the rep set one, else the day it is made.
    footerNote: footerNoteOf(
      letterhead,
      data.proposal.proposalDate
        ? formatDateUS(data.proposal.proposalDate)
        : formatDateUS(generatedAt, options.timeZone),
    ),
  });
  return finishPdf(doc);
}
