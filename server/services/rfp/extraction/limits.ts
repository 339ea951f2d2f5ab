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
} as const;
