/** Bounds on reading one RFP, so a hostile or huge file cannot hold the server. */
export const EXTRACTION_LIMITS = {
  /** PDF pages read; later pages are left out of the analysis (an RFP of more pages is reported as truncated). */
  maxPages: 200,
  /** Characters of text kept; the rest is left out. */
  maxChars: 500_000,
  /** Wall-clock time for reading and analysing one file, after which its worker is stopped. */
  timeoutMs: 20_000,
  /** Heap of the worker that reads files; going over stops it (a zip or PDF bomb). */
  maxHeapMb: 512,
} as const;
