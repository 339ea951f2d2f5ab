import { getDocumentProxy } from 'unpdf';
import { EXTRACTION_LIMITS } from './limits.ts';
import { createOcrEngine, type OcrEngine } from './ocr.ts';
import {
  continuesOnNextPage,
  groupIntoLines,
  groupIntoParagraphs,
  type PdfLine,
  type PdfParagraph,
  type PdfTextItem,
  removeRunningLines,
} from './pdf-lines.ts';
import {
  type ExtractedDocument,
  type ReadingOptions,
  type TextBlock,
  UnreadableDocumentError,
} from './types.ts';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // pdf.js takes ownership of the buffer it is given, so it gets its own copy.
    return await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      useSystemFonts: false,
      // A picture larger than this is not decoded (its page is then not read by OCR): bounds memory.
      maxImageSize: EXTRACTION_LIMITS.maxImagePixels,
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

/** The page numbers whose text layer has (almost) no visible characters: scanned pages. */
function scannedPages(pages: readonly PdfLine[][]): number[] {
  const visible = (lines: PdfLine[]) =>
    lines.reduce((sum, line) => sum + line.text.replace(/\s/g, '').length, 0);
  return pages.flatMap((lines, i) => (visible(lines) < EXTRACTION_LIMITS.minPageTextChars ? [i + 1] : []));
}

/** A page's OCR text as lines (tesseract separates paragraphs with blank lines, kept as empty lines). */
function ocrLines(text: string): string[] {
  return text.replace(/\r/g, '').split('\n');
}

function formatPages(pages: number[]): string {
  if (pages.length === 1) return `page ${pages[0]}`;
  const first = pages[0]!;
  const last = pages[pages.length - 1]!;
  return last - first + 1 === pages.length ? `pages ${first}–${last}` : `pages ${pages.join(', ')}`;
}

/**
 * Reads the scanned pages by OCR, in order, until the OCR budget is spent; reports each page as it starts, with
 * the text read so far (kept if the worker is stopped). Returns the pages' text and the warnings for the rep.
 */
async function readScannedPages(
  pdf: PdfDocument,
  pageNumbers: number[],
  blocksOf: (texts: ReadonlyMap<number, string>) => TextBlock[],
  options: ReadingOptions,
): Promise<{
  texts: Map<number, string>;
  ocrPages: { page: number; confidence: number }[];
  warnings: string[];
}> {
  const texts = new Map<number, string>();
  const ocrPages: { page: number; confidence: number }[] = [];
  const warnings: string[] = [];
  const unread: number[] = [];
  const budget = options.ocrBudgetMs ?? EXTRACTION_LIMITS.ocrBudgetMs;
  const started = performance.now();
  let engine: OcrEngine | null = null;
  try {
    for (const [index, pageNumber] of pageNumbers.entries()) {
      if (performance.now() - started > budget) {
        unread.push(...pageNumbers.slice(index));
        break;
      }
      options.onProgress?.({
        stage: 'ocr',
        page: pageNumber,
        index: index + 1,
        total: pageNumbers.length,
        blocks: blocksOf(texts),
        ocrPages: [...ocrPages],
      });
      engine ??= await createOcrEngine();
      const page = await pdf.getPage(pageNumber);
      try {
        const read = await engine.readPage(page).catch(() => null);
        if (!read) {
          unread.push(pageNumber);
          continue;
        }
        texts.set(pageNumber, read.text);
        ocrPages.push({ page: pageNumber, confidence: read.confidence });
      } finally {
        page.cleanup();
      }
    }
  } finally {
    await engine?.close();
  }
  if (unread.length > 0)
    warnings.push(
      `${formatPages(unread)} could not be read by OCR in the time allowed or had no readable picture: check ${unread.length === 1 ? 'it' : 'them'} against the original.`,
    );
  const low = ocrPages.filter((page) => page.confidence < 60).map((page) => page.page);
  if (low.length > 0)
    warnings.push(
      `OCR read ${formatPages(low)} with low confidence: check the requirements from ${low.length === 1 ? 'it' : 'them'}.`,
    );
  return { texts, ocrPages, warnings };
}

/**
 * A PDF's text as paragraphs located by page: at most maxPages pages and maxChars characters, running headers
 * and footers left out, and a paragraph broken by a page end joined again. Pages without a text layer (a scan)
 * are read by OCR within the OCR budget. A PDF pdf.js cannot open, or whose pages fail, throws
 * UnreadableDocumentError.
 */
export async function extractPdf(
  bytes: Uint8Array,
  options: ReadingOptions = {},
): Promise<ExtractedDocument> {
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
    const scanned = scannedPages(pages);
    if (scanned.length === 0)
      return {
        source: 'pdf',
        blocks: toBlocks(removeRunningLines(pages).map(groupIntoParagraphs)),
        pageCount,
        isTruncated,
      };
    const textLayer = removeRunningLines(pages);
    const paragraphsOf = (texts: ReadonlyMap<number, string>) =>
      pages.map((lines, i) => {
        const text = texts.get(i + 1);
        // An OCR page keeps tesseract's paragraphs (blank lines between them).
        if (text !== undefined)
          return text
            .split(/\n\s*\n/)
            .map((block) => ({ lines: ocrLines(block).filter((line) => line.trim() !== ''), size: 0 }))
            .filter((paragraph) => paragraph.lines.length > 0);
        return groupIntoParagraphs(textLayer[i] ?? lines);
      });
    const ocr = await readScannedPages(pdf, scanned, (texts) => toBlocks(paragraphsOf(texts)), options);
    return {
      source: 'pdf',
      blocks: toBlocks(paragraphsOf(ocr.texts)),
      pageCount,
      isTruncated,
      ocrPages: ocr.ocrPages,
      warnings: ocr.warnings,
    };
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
