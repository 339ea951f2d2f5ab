import type { RfpFileType } from '../file-types.ts';

/** A paragraph of the document and where it was found ("page 3", "paragraph 14"). */
export interface TextBlock {
  text: string;
  location: string;
}

/** The text read from an RFP, as paragraphs in document order. */
export interface ExtractedDocument {
  source: RfpFileType;
  blocks: TextBlock[];
  /** Pages in the PDF (null for Word and text). */
  pageCount: number | null;
  /** Whether pages or characters past the limits were left out. */
  isTruncated: boolean;
  /** Pages read by OCR, with tesseract's confidence (0-100). */
  ocrPages?: { page: number; confidence: number }[];
  /** What the rep should know about the reading (pages OCR had no time for, unreadable page pictures). */
  warnings?: string[];
}

/** Reading progress, for the rep: OCR started page `page` (its `index`-th of `total` scanned pages). */
export interface ReadingProgress {
  stage: 'ocr';
  page: number;
  index: number;
  total: number;
  /** The text read so far, as blocks: kept when the reader is stopped before it finishes. */
  blocks?: TextBlock[];
  ocrPages?: { page: number; confidence: number }[];
}

/** Options for reading one file: progress reports and the time OCR may take. */
export interface ReadingOptions {
  onProgress?: (progress: ReadingProgress) => void;
  /** OCR starts no page after this many milliseconds of OCR (EXTRACTION_LIMITS.ocrBudgetMs). */
  ocrBudgetMs?: number;
}

/** Thrown when a file's bytes cannot be read as the type they were accepted as (a corrupt PDF or document). */
export class UnreadableDocumentError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnreadableDocumentError';
  }
}
