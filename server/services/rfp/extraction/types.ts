import type { RfpFileType } from '../byte-check.ts';

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
}

/** Thrown when a file's bytes cannot be read as the type they were accepted as (a corrupt PDF or document). */
export class UnreadableDocumentError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnreadableDocumentError';
  }
}
