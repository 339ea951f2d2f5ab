import { parentPort } from 'node:worker_threads';
import type { RfpFileType } from '../byte-check.ts';
import { readRfp } from '../read-rfp.ts';
import { UnreadableDocumentError } from './types.ts';

/** A job sent to the reader worker. */
export interface ReaderJob {
  id: number;
  type: RfpFileType;
  bytes: ArrayBuffer;
}

/** The worker's answer: the reading, or why the file could not be read. */
export type ReaderAnswer =
  | { id: number; ok: true; reading: Awaited<ReturnType<typeof readRfp>> }
  | { id: number; ok: false; isUnreadable: boolean; message: string };

parentPort?.on('message', async (job: ReaderJob) => {
  let answer: ReaderAnswer;
  try {
    answer = { id: job.id, ok: true, reading: await readRfp(job.type, new Uint8Array(job.bytes)) };
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
