import { parentPort } from 'node:worker_threads';
import type { RfpFileType } from '../byte-check.ts';
import { readRfp } from '../read-rfp.ts';
import { type ReadingProgress, UnreadableDocumentError } from './types.ts';

/** A job sent to the reader worker. */
export interface ReaderJob {
  id: number;
  type: RfpFileType;
  bytes: ArrayBuffer;
  /** OCR time for this file (EXTRACTION_LIMITS.ocrBudgetMs unless a test says otherwise). */
  ocrBudgetMs?: number;
}

/** The worker's answer: the reading, or why the file could not be read; progress messages come before it. */
export type ReaderAnswer =
  | { id: number; ok: true; reading: Awaited<ReturnType<typeof readRfp>> }
  | { id: number; ok: false; isUnreadable: boolean; message: string }
  | { id: number; progress: ReadingProgress }
  | { ready: true };

parentPort?.on('message', async (job: ReaderJob) => {
  let answer: ReaderAnswer;
  try {
    const reading = await readRfp(job.type, new Uint8Array(job.bytes), {
      ocrBudgetMs: job.ocrBudgetMs,
      onProgress: (progress) => parentPort?.postMessage({ id: job.id, progress } satisfies ReaderAnswer),
    });
    answer = { id: job.id, ok: true, reading };
  } catch (error) {
    const isUnreadable = error instanceof UnreadableDocumentError;
    const cause = isUnreadable ? (error.cause as Error | undefined) : (error as Error);
    answer = {
      id: job.id,
      ok: false,
      isUnreadable,
      message: `${(error as Error).message}${cause?.message ? `: ${cause.message}` : ''}`,
    };
  }
  parentPort?.postMessage(answer);
});

// The reader's code is loaded: the pool starts the file's clock now, not while the worker was starting.
parentPort?.postMessage({ ready: true } satisfies ReaderAnswer);
