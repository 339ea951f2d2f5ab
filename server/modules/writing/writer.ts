import type { WritingBrief } from './brief.ts';

/** Options of one writing run. */
export interface WriteOptions {
  /** Called as text arrives with the number of characters written so far. */
  onProgress?: (characters: number) => void;
  /** Aborts the run (the client went away). */
  signal?: AbortSignal;
}

/** Writes a proposal (Markdown) from a brief; the figure check runs after it, whichever writer it is. */
export interface ProposalWriter {
  readonly kind: 'built-in' | 'openai';
  write(brief: WritingBrief, options?: WriteOptions): Promise<string>;
}

/** Why a writer failed: the chat API did not answer in time, or answered with an error or nothing usable. */
export type WriterFailure = 'timeout' | 'failed';

/** A writer that could not produce a proposal; the route answers the spec's message (504 or 502). */
export class WriterError extends Error {
  constructor(
    readonly reason: WriterFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'WriterError';
  }
}
