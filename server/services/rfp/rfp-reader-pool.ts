import { Worker } from 'node:worker_threads';
import type { RfpFileType } from './byte-check.ts';
import { EXTRACTION_LIMITS } from './extraction/limits.ts';
import type { ReaderAnswer, ReaderJob } from './extraction/worker-jobs.ts';
import type { RfpReading } from './read-rfp.ts';

/** Reading an RFP in the pool: the reading, or why there is none. */
export type ReadOutcome =
  | { ok: true; reading: RfpReading }
  | { ok: false; reason: 'unreadable' | 'too-complex'; detail: string };

/** Thrown when more files wait to be read than the pool queues. */
export class ReaderBusyError extends Error {
  constructor() {
    super('Too many RFPs are being read right now');
    this.name = 'ReaderBusyError';
  }
}

/** Reads RFPs in worker threads, each file bounded in time and memory. */
export interface RfpReaderPool {
  read(type: RfpFileType, bytes: Uint8Array): Promise<ReadOutcome>;
  close(): Promise<void>;
}

interface PoolOptions {
  /** Workers reading at once (the machine's cores are shared with the API). */
  maxWorkers?: number;
  timeoutMs?: number;
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
  resolve: (outcome: ReadOutcome) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: ReturnType<typeof setTimeout> | null;
}

const WORKER_URL = new URL('./extraction/worker.mjs', import.meta.url);

/**
 * A pool of reader workers. Each file gets `timeoutMs` and a worker heap of `maxHeapMb`: past either, the worker
 * is stopped and the file counts as too complex ('too-complex'); a file its reader cannot open is 'unreadable'.
 * Workers start when needed and stop when idle, so the pool never keeps the process alive.
 */
export function createRfpReaderPool(options: PoolOptions = {}): RfpReaderPool {
  const maxWorkers = options.maxWorkers ?? 2;
  const timeoutMs = options.timeoutMs ?? EXTRACTION_LIMITS.timeoutMs;
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
    const slot: Slot = { worker, job: null, timer: null };
    worker.on('message', (answer: ReaderAnswer) => {
      if (!slot.job || answer.id !== slot.job.id) return;
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

  function run(slot: Slot, job: Job): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = job;
    slot.timer = setTimeout(() => {
      finish(slot, { ok: false, reason: 'too-complex', detail: `more than ${timeoutMs} ms` });
      retire(slot);
      dispatch();
    }, timeoutMs);
    // The worker gets its own copy, moved rather than copied again.
    const copy = new Uint8Array(job.bytes);
    const message: ReaderJob = { id: job.id, type: job.type, bytes: copy.buffer };
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
    read(type, bytes) {
      if (queue.length >= maxQueue) return Promise.reject(new ReaderBusyError());
      return new Promise((resolve) => {
        queue.push({ id: nextId++, type, bytes, resolve });
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
