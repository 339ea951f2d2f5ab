import PDFDocument from 'pdfkit';
import { PRODUCT_NAME } from '#shared/constants.ts';
import { enableFastStreams } from './compression.ts';
import { contentWidth, type Doc, FONT, setBodyFont, THEME } from './layout.ts';
import { keepSlashedUnitsWhole } from './unit-breaks.ts';

/** What the PDF's metadata says about it. */
export interface PdfInfo {
  title: string;
  /** Who the document is from (the rep's company, else the rep). */
  author?: string;
  generatedAt: Date;
}

/**
 * A US Letter document with its pages kept until the end (for "Page N of M"), the embedded fonts ready and
 * margins that leave room for the running header and the footer. The 54 pt side margins also keep every line
 * on an A4 sheet printed at actual size (A4 is 17 pt narrower than Letter). Its streams are written in batches and deflated at a fast
 * level (compression.ts).
 */
export function createPdfDocument(info: PdfInfo): Doc {
  keepSlashedUnitsWhole();
  const doc = new PDFDocument({
    size: 'LETTER',
    bufferPages: true,
    margins: { top: THEME.runningHeader + 28, bottom: 64, left: THEME.margin, right: THEME.margin },
    info: {
      Title: info.title,
      ...(info.author ? { Author: info.author } : {}),
      CreationDate: info.generatedAt,
    },
    lang: 'en-US',
    displayTitle: true,
    // No standard font to start with (pdfkit parses Helvetica's metrics for every document otherwise): the
    // embedded fonts are set at once.
    font: null as unknown as string,
    // The first page is added below, once every stream the document makes is set to deflate fast.
    autoFirstPage: false,
  });
  enableFastStreams(doc);
  doc.addPage();
  setBodyFont(doc);
  return doc;
}

/** Ends the document and answers its bytes. */
export function finishPdf(doc: Doc): Promise<Buffer> {
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return bytes;
}

/** The words of the running header (pages after the first) and of every footer. */
export interface PageChrome {
  /** Left side of the running header: the rep's company (or the rep until it is set). */
  brandName: string;
  /** The band's colour (#rrggbb), or null for the default. */
  brandColor: string | null;
  /** Right side of the running header ("Facility Survey Report · St. Mary's …"). */
  runningTitle: string;
  /** Left side of the footer ("Acme Water · (512) 555-0100 · acme.com · Jan 5, 2026"). */
  footerNote: string;
}

/** The one place the product is named in a PDF: small, in the footer (the documents are the rep's). */
export const PREPARED_WITH = `Prepared with ${PRODUCT_NAME}`;

/** The brand band at the top of every page after the first: the company on the left, `title` on the right. */
function drawRunningHeader(doc: Doc, chrome: PageChrome): void {
  const x = THEME.margin;
  const width = contentWidth(doc);
  doc.rect(0, 0, doc.page.width, THEME.runningHeader).fill(chrome.brandColor ?? THEME.brand);
  doc.font(FONT.bold).fontSize(9).fillColor('#ffffff');
  const nameWidth = Math.min(doc.widthOfString(chrome.brandName), width * 0.45);
  doc.text(chrome.brandName, x, 10, { width: nameWidth, height: 12, ellipsis: true, lineBreak: false });
  doc
    .font(FONT.body)
    .fontSize(9)
    .fillColor('#eef4f7')
    .text(chrome.runningTitle, x + nameWidth + 20, 10, {
      width: width - nameWidth - 20,
      align: 'right',
      height: 12,
      ellipsis: true,
    });
}

/** Running header on pages after the first, and the footer note with "Page N of M" on every page. */
export function drawPageChrome(doc: Doc, chrome: PageChrome): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Writing inside the bottom margin would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const x = THEME.margin;
    const width = contentWidth(doc);
    if (index > start) drawRunningHeader(doc, chrome);
    const y = doc.page.height - 44;
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.5)
      .strokeColor(THEME.rule)
      .stroke();
    doc.font(FONT.body).fontSize(8).fillColor(THEME.faint);
    const pageLabel = `Page ${index - start + 1} of ${count}`;
    doc.text(chrome.footerNote, x, y + 8, {
      width: width - doc.widthOfString(pageLabel) - 24,
      height: 10,
      ellipsis: true,
      lineBreak: false,
    });
    doc.text(pageLabel, x, y + 8, { width, align: 'right', lineBreak: false });
    doc.fontSize(6.5).text(PREPARED_WITH, x, y + 20, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
