import { getDocumentProxy } from 'unpdf';
import { EXTRACTION_LIMITS } from './limits.ts';
import {
  continuesOnNextPage,
  groupIntoLines,
  groupIntoParagraphs,
  type PdfLine,
  type PdfParagraph,
  type PdfTextItem,
  removeRunningLines,
} from './pdf-lines.ts';
import { type ExtractedDocument, type TextBlock, UnreadableDocumentError } from './types.ts';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // pdf.js takes ownership of the buffer it is given, so it gets its own copy.
    return await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      useSystemFonts: false,
      // Errors only: text extraction needs no font files, so pdf.js's font warnings are noise.
      verbosity: 0,
    });
  } catch (error) {
    throw new UnreadableDocumentError('The PDF could not be read', { cause: error });
  }
}

async function readPageLines(pdf: PdfDocument, pageNumber: number): Promise<PdfLine[]> {
  const page = await pdf.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    const items: PdfTextItem[] = [];
    for (const item of content.items) if ('str' in item) items.push(item);
    return groupIntoLines(items);
  } finally {
    page.cleanup();
  }
}

/**
 * A PDF's text layer as paragraphs located by page: at most maxPages pages and maxChars characters, running
 * headers and footers left out, and a paragraph broken by a page end joined again. A PDF of page images
 * (a scan) gives no blocks. A PDF pdf.js cannot open, or whose pages fail, throws UnreadableDocumentError.
 */
export async function extractPdf(bytes: Uint8Array): Promise<ExtractedDocument> {
  const pdf = await openPdf(bytes);
  try {
    const pageCount = pdf.numPages;
    const pagesToRead = Math.min(pageCount, EXTRACTION_LIMITS.maxPages);
    const pages: PdfLine[][] = [];
    let chars = 0;
    let isTruncated = pagesToRead < pageCount;
    for (let n = 1; n <= pagesToRead; n++) {
      const lines = await readPageLines(pdf, n).catch((error: unknown) => {
        throw new UnreadableDocumentError(`Page ${n} of the PDF could not be read`, { cause: error });
      });
      chars += lines.reduce((sum, line) => sum + line.text.length + 1, 0);
      pages.push(lines);
      if (chars > EXTRACTION_LIMITS.maxChars) {
        isTruncated = true;
        break;
      }
    }
    const blocks = toBlocks(removeRunningLines(pages).map(groupIntoParagraphs));
    return { source: 'pdf', blocks, pageCount, isTruncated };
  } finally {
    await pdf.destroy();
  }
}

function toBlocks(pages: PdfParagraph[][]): TextBlock[] {
  const blocks: (TextBlock & { paragraph: PdfParagraph })[] = [];
  pages.forEach((paragraphs, index) => {
    paragraphs.forEach((paragraph, i) => {
      const previous = blocks[blocks.length - 1];
      if (i === 0 && previous && continuesOnNextPage(previous.paragraph, paragraph)) {
        previous.text += `\n${paragraph.lines.join('\n')}`;
        previous.paragraph = {
          lines: [...previous.paragraph.lines, ...paragraph.lines],
          size: paragraph.size,
        };
        return;
      }
      blocks.push({ text: paragraph.lines.join('\n'), location: `page ${index + 1}`, paragraph });
    });
  });
  return blocks.map(({ text, location }) => ({ text, location }));
}
