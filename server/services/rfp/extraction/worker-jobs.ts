import type { RfpFileType } from '../byte-check.ts';
import { type RfpReading, readRfp } from '../read-rfp.ts';
import { DocumentTooLargeError } from './docx-archive.ts';
import { UnreadableDocumentError } from './types.ts';

/** A job sent to the reader process. */
export interface ReaderJob {
  id: number;
  type: RfpFileType;
  bytes: Uint8Array;
}

/** Why a reading failed: the file's fault (unreadable, too complex) or the reader's (failed, which is logged). */
export type ReaderFailure = 'unreadable' | 'too-complex' | 'failed';

/** The reader's answer: the reading, or why the file could not be read. */
export type ReaderAnswer =
  | { id: number; ok: true; reading: RfpReading }
  | { id: number; ok: false; reason: ReaderFailure; message: string };

/** Reads one job and answers it; never throws. */
export async function answerJob(job: ReaderJob): Promise<ReaderAnswer> {
  try {
    return { id: job.id, ok: true, reading: await readRfp(job.type, job.bytes) };
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
