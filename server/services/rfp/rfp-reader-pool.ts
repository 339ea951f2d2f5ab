import { Worker } from 'node:worker_threads';
import type { RfpFileType } from './byte-check.ts';
import { EXTRACTION_LIMITS } from './extraction/limits.ts';
import type { ReadingProgress } from './extraction/types.ts';
import type { ReaderAnswer, ReaderJob } from './extraction/worker-jobs.ts';
import type { RfpReading } from './read-rfp.ts';

/**
 * Reading an RFP in the pool: the reading, or why there is none. A reading stopped while OCR was under way
 * keeps what was read until then (`partial`: the text blocks and the pages OCR read).
 */
export type ReadOutcome =
  | { ok: true; reading: RfpReading }
  | {
      ok: false;
      reason: 'unreadable' | 'too-complex';
      detail: string;
      partial?: Pick<ReadingProgress, 'blocks' | 'ocrPages' | 'page' | 'total' | 'index'>;
    };

/** What a caller may follow while its file is read. */
export interface ReadOptions {
  onProgress?: (progress: Omit<ReadingProgress, 'blocks'>) => void;
  ocrBudgetMs?: number;
}

/** Thrown when more files wait to be read than the pool queues. */
export class ReaderBusyError extends Error {
  constructor() {
    super('Too many RFPs are being read right now');
    this.name = 'ReaderBusyError';
  }
}

/** Reads RFPs in worker threads, each file bounded in time and memory. */
export interface RfpReaderPool {
  read(type: RfpFileType, bytes: Uint8Array, options?: ReadOptions): Promise<ReadOutcome>;
  close(): Promise<void>;
}

interface PoolOptions {
  /** Workers reading at once (the machine's cores are shared with the API). */
  maxWorkers?: number;
  timeoutMs?: number;
  /** Time allowed for each OCR page once OCR has started (a page that takes longer stops the worker). */
  ocrPageTimeoutMs?: number;
  /** OCR time per file, unless a read says otherwise (EXTRACTION_LIMITS.ocrBudgetMs). */
  ocrBudgetMs?: number;
  maxHeapMb?: number;
  /** Files waiting for a worker before ReaderBusyError. */
  maxQueue?: number;
  /** An idle worker is stopped after this long (its start costs about 0.4 s). */
  idleMs?: number;
  /** Where a worker that fails for another reason than the file is reported. */
  log?: { error(details: object, message: string): void };
}

interface Job {
  id: number;
  type: RfpFileType;
  bytes: Uint8Array;
  options: ReadOptions;
  resolve: (outcome: ReadOutcome) => void;
  /** The last progress the worker reported, with the text read so far. */
  progress?: ReadingProgress;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: ReturnType<typeof setTimeout> | null;
  /** Whether the worker has loaded the reader (a file's time starts then). */
  isReady: boolean;
}

/** Time a new worker may take to load the reader before it counts against the file (a loaded machine). */
const STARTUP_ALLOWANCE_MS = 30_000;

const WORKER_URL = new URL('./extraction/worker.mjs', import.meta.url);

/**
 * A pool of reader workers. Each file gets `timeoutMs` and a worker heap of `maxHeapMb`: past either, the worker
 * is stopped and the file counts as too complex ('too-complex'); a file its reader cannot open is 'unreadable'.
 * Workers start when needed and stop when idle, so the pool never keeps the process alive.
 */
export function createRfpReaderPool(options: PoolOptions = {}): RfpReaderPool {
  const maxWorkers = options.maxWorkers ?? 2;
  const timeoutMs = options.timeoutMs ?? EXTRACTION_LIMITS.timeoutMs;
  const ocrPageTimeoutMs = options.ocrPageTimeoutMs ?? EXTRACTION_LIMITS.ocrPageTimeoutMs;
  const maxHeapMb = options.maxHeapMb ?? EXTRACTION_LIMITS.maxHeapMb;
  const maxQueue = options.maxQueue ?? 16;
  const idleMs = options.idleMs ?? 60_000;
  const log = options.log ?? { error: (details: object, message: string) => console.error(message, details) };
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 1;
  let isClosed = false;

  function finish(slot: Slot, outcome: ReadOutcome): void {
    const job = slot.job;
    slot.job = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    job?.resolve(outcome);
  }

  function retire(slot: Slot): void {
    slots.delete(slot);
    void slot.worker.terminate();
  }

  function startWorker(): Slot {
    const worker = new Worker(WORKER_URL, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 64 },
      stdout: false,
      stderr: false,
    });
    worker.unref();
    const slot: Slot = { worker, job: null, timer: null, isReady: false };
    worker.on('message', (answer: ReaderAnswer) => {
      if ('ready' in answer) {
        slot.isReady = true;
        if (slot.job) startTimer(slot, timeoutMs);
        return;
      }
      if (!slot.job || answer.id !== slot.job.id) return;
      if ('progress' in answer) {
        // OCR is under way: each page gets its own time, and what was read so far is kept.
        const { blocks: _blocks, ...progress } = answer.progress;
        slot.job.progress = answer.progress;
        slot.job.options.onProgress?.(progress);
        startTimer(slot, ocrPageTimeoutMs);
        return;
      }
      if (answer.ok) finish(slot, { ok: true, reading: answer.reading });
      else {
        if (!answer.isUnreadable) log.error({ detail: answer.message }, 'the RFP reader failed');
        finish(slot, { ok: false, reason: 'unreadable', detail: answer.message });
      }
      // An idle worker waits for the next file, then stops.
      slot.timer = setTimeout(() => retire(slot), idleMs);
      slot.timer.unref();
      dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const isOutOfMemory = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (!isOutOfMemory) log.error({ err: error }, 'the RFP reader worker stopped');
      finish(slot, {
        ok: false,
        reason: isOutOfMemory ? 'too-complex' : 'unreadable',
        detail: isOutOfMemory ? `more than ${maxHeapMb} MB of memory` : error.message,
      });
      retire(slot);
      dispatch();
    });
    worker.on('exit', () => {
      if (slot.job) finish(slot, { ok: false, reason: 'unreadable', detail: 'the reader stopped' });
      slots.delete(slot);
      dispatch();
    });
    slots.add(slot);
    return slot;
  }

  /** Stops the worker after `ms` unless it answers first; a reading under way keeps what it read. */
  function startTimer(slot: Slot, ms: number): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      const progress = slot.job?.progress;
      finish(slot, {
        ok: false,
        reason: 'too-complex',
        detail: `more than ${ms} ms`,
        ...(progress
          ? {
              partial: {
                blocks: progress.blocks,
                ocrPages: progress.ocrPages,
                page: progress.page,
                index: progress.index,
                total: progress.total,
              },
            }
          : {}),
      });
      retire(slot);
      dispatch();
    }, ms);
  }

  function run(slot: Slot, job: Job): void {
    slot.job = job;
    startTimer(slot, slot.isReady ? timeoutMs : timeoutMs + STARTUP_ALLOWANCE_MS);
    // The worker gets its own copy, moved rather than copied again.
    const copy = new Uint8Array(job.bytes);
    const message: ReaderJob = {
      id: job.id,
      type: job.type,
      bytes: copy.buffer,
      ocrBudgetMs: job.options.ocrBudgetMs ?? options.ocrBudgetMs,
    };
    slot.worker.postMessage(message, [copy.buffer]);
  }

  function dispatch(): void {
    while (queue.length > 0 && !isClosed) {
      const idle = [...slots].find((slot) => slot.job === null);
      const slot = idle ?? (slots.size < maxWorkers ? startWorker() : null);
      if (!slot) return;
      run(slot, queue.shift()!);
    }
  }

  return {
    read(type, bytes, readOptions = {}) {
      if (queue.length >= maxQueue) return Promise.reject(new ReaderBusyError());
      return new Promise((resolve) => {
        queue.push({ id: nextId++, type, bytes, options: readOptions, resolve });
        dispatch();
      });
    },
    async close() {
      isClosed = true;
      for (const job of queue.splice(0))
        job.resolve({ ok: false, reason: 'unreadable', detail: 'the reader was closed' });
      await Promise.all(
        [...slots].map((slot) => {
          finish(slot, { ok: false, reason: 'unreadable', detail: 'the reader was closed' });
          slots.delete(slot);
          return slot.worker.terminate();
        }),
      );
    },
  };
}

let defaultPool: RfpReaderPool | null = null;

/** The process's reader pool, made on first use. */
export function getRfpReaderPool(): RfpReaderPool {
  defaultPool ??= createRfpReaderPool();
  return defaultPool;
}
