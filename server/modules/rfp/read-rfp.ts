import type { RfpAnalysis } from '#shared/schemas/rfp.ts';
import { analyzeDocument, joinExtractedText } from './analysis/analyze.ts';
import { extractDocument } from './extraction/extract.ts';
import type { ReadingOptions } from './extraction/types.ts';
import type { RfpFileType } from './file-types.ts';

/** What reading an RFP gives: its text and the analysis of it. */
export interface RfpReading {
  extractedText: string;
  analysis: RfpAnalysis;
  /** Whether pages or text past the extraction limits were left out. */
  isTruncated: boolean;
}

/**
 * Reads and analyses an RFP in the current thread; throws UnreadableDocumentError for a file its reader
 * cannot open. The server runs it in a worker (rfp-reader-pool.ts), bounded in time and memory.
 */
export async function readRfp(
  type: RfpFileType,
  bytes: Uint8Array,
  options: ReadingOptions = {},
): Promise<RfpReading> {
  const document = await extractDocument(type, bytes, options);
  return {
    extractedText: joinExtractedText(document),
    analysis: analyzeDocument(document),
    isTruncated: document.isTruncated,
  };
}
