import type { RfpFileType } from '../file-types.ts';
import { type RfpReading, readRfp } from '../read-rfp.ts';
import { DocumentTooLargeError } from './docx-archive.ts';
import { type ReadingProgress, UnreadableDocumentError } from './types.ts';

/** A job sent to the reader process. */
export interface ReaderJob {
  id: number;
  type: RfpFileType;
  bytes: Uint8Array;
  /** OCR time for this file (EXTRACTION_LIMITS.ocrBudgetMs unless a test says otherwise). */
  ocrBudgetMs?: number;
}

/** Why a reading failed: the file's fault (unreadable, too complex) or the reader's (failed, which is logged). */
export type ReaderFailure = 'unreadable' | 'too-complex' | 'failed';

/** The reader's answer: the reading, or why the file could not be read. */
export type ReaderAnswer =
  | { id: number; ok: true; reading: RfpReading }
  | { id: number; ok: false; reason: ReaderFailure; message: string };

/** What the reader process sends: `ready` once its code is loaded, progress while OCR runs, then the answer. */
export type ReaderMessage = ReaderAnswer | { id: number; progress: ReadingProgress } | { ready: true };

/** Reads one job and answers it, reporting OCR progress on the way; never throws. */
export async function answerJob(
  job: ReaderJob,
  onProgress?: (progress: ReadingProgress) => void,
): Promise<ReaderAnswer> {
  try {
    const reading = await readRfp(job.type, job.bytes, { ocrBudgetMs: job.ocrBudgetMs, onProgress });
    return { id: job.id, ok: true, reading };
  } catch (error) {
    const cause = error instanceof UnreadableDocumentError ? (error.cause as Error | undefined) : undefined;
    const reason: ReaderFailure =
      error instanceof DocumentTooLargeError
        ? 'too-complex'
        : error instanceof UnreadableDocumentError
          ? 'unreadable'
          : 'failed';
    return {
      id: job.id,
      ok: false,
      reason,
      message: `${(error as Error).message}${cause?.message ? `: ${cause.message}` : ''}`,
    };
  }
}
