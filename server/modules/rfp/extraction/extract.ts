import type { RfpFileType } from '../file-types.ts';
import { extractPdf } from './pdf.ts';
import { extractPlainText, extractWordDocument } from './text-files.ts';
import type { ExtractedDocument, ReadingOptions } from './types.ts';

/**
 * Reads an RFP's text as paragraphs (PDF per page through unpdf, scanned pages by OCR, Word through mammoth,
 * text per paragraph).
 */
export function extractDocument(
  type: RfpFileType,
  bytes: Uint8Array,
  options: ReadingOptions = {},
): Promise<ExtractedDocument> {
  if (type === 'pdf') return extractPdf(bytes, options);
  if (type === 'docx') return extractWordDocument(bytes);
  return Promise.resolve(extractPlainText(bytes));
}
