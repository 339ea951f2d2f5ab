/** Bounds on reading one RFP, so a hostile or huge file cannot hold the server. */
export const EXTRACTION_LIMITS = {
  /** PDF pages read; later pages are left out of the analysis (an RFP of more pages is reported as truncated). */
  maxPages: 200,
  /** Characters of text kept; the rest is left out. */
  maxChars: 500_000,
  /** Wall-clock time for reading and analysing one file, after which its worker is stopped. */
  timeoutMs: 20_000,
  /** Heap of the process that reads a file; going over stops it (a PDF bomb, a huge document). */
  maxHeapMb: 512,
  /**
   * Bytes a Word document may inflate to, all its parts together, counted as they are produced (never the sizes the
   * archive declares). A 1.2-million-character document is about 2.5 MB of XML; Word's own markup is a few times
   * more, so 40 MB leaves room for any real RFP plus its images, and a zip bomb stops here.
   */
  maxInflatedDocxBytes: 40 * 1024 * 1024,
  /** A page with fewer visible characters than this has no text layer: it is read by OCR. */
  minPageTextChars: 20,
  /**
   * Pixels of one page given to OCR (Letter at 300 dpi); a larger page is scaled down, and pdf.js does not decode
   * a picture larger than maxImagePixels at all. These bound OCR's memory, which lives outside the JS heap.
   */
  maxOcrPixels: 2550 * 3300,
  maxImagePixels: 40_000_000,
  /** OCR time for one file: pages not started by then are left out and the rep is told which. */
  ocrBudgetMs: 60_000,
  /** Time one OCR page may take past the file's reading time before the worker is stopped (a stuck page). */
  ocrPageTimeoutMs: 30_000,
} as const;
