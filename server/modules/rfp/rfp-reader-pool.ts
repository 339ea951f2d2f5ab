import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { consoleLogger, type Logger } from '#server/lib/logger.ts';
import { EXTRACTION_LIMITS } from './extraction/limits.ts';
import type { ReadingProgress } from './extraction/types.ts';
import type { ReaderJob, ReaderMessage } from './extraction/worker-jobs.ts';
import type { RfpFileType } from './file-types.ts';
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

/** Reads RFPs in child processes, each file bounded in time, memory and inflated size. */
export interface RfpReaderPool {
  read(type: RfpFileType, bytes: Uint8Array, options?: ReadOptions): Promise<ReadOutcome>;
  close(): Promise<void>;
}

interface PoolOptions {
  /** Files read at once, one process each (the machine's cores are shared with the API). */
  maxWorkers?: number;
  timeoutMs?: number;
  /** Time allowed for each OCR page once OCR has started (a page that takes longer stops the reader). */
  ocrPageTimeoutMs?: number;
  /** OCR time per file, unless a read says otherwise (EXTRACTION_LIMITS.ocrBudgetMs). */
  ocrBudgetMs?: number;
  maxHeapMb?: number;
  /** Files waiting for a reader before ReaderBusyError. */
  maxQueue?: number;
  /** Where a reader that fails for another reason than the file is reported. */
  log?: Logger;
}

interface Job {
  id: number;
  type: RfpFileType;
  bytes: Uint8Array;
  options: ReadOptions;
  resolve: (outcome: ReadOutcome) => void;
}

/** Time a new process may take to load the reader before it counts against the file (a loaded machine). */
const STARTUP_ALLOWANCE_MS = 30_000;

const READER_PATH = fileURLToPath(new URL('./extraction/worker.mjs', import.meta.url));
// V8's last words when a process runs out of its heap (it then aborts).
const OUT_OF_MEMORY = /heap out of memory|Reached heap limit|Allocation failed/i;

/** What a reading stopped during OCR keeps: the text read so far and the pages OCR read. */
function partialOf(progress: ReadingProgress | undefined): Pick<ReadOutcome & { ok: false }, 'partial'> {
  if (!progress) return {};
  const { blocks, ocrPages, page, index, total } = progress;
  return { partial: { blocks, ocrPages, page, index, total } };
}

/**
 * A pool of reader processes: each file is read in a process of its own that ends with the job, so the memory a
 * file made it use (a zip bomb's output, pdf.js's caches, OCR's WebAssembly memory, malloc arenas that a thread would
 * keep) goes back to the system every time. Each file gets `timeoutMs` from the moment its process has loaded the
 * reader, and each OCR page `ocrPageTimeoutMs`; past either, or past a heap of `maxHeapMb`, the process is killed and
 * the file counts as too complex ('too-complex'), keeping the pages OCR read; so does a Word document that inflates
 * past its cap. A file its reader cannot open is 'unreadable'. At most `maxWorkers` processes run; a slot frees
 * when its process has exited.
 */
export function createRfpReaderPool(options: PoolOptions = {}): RfpReaderPool {
  const maxWorkers = options.maxWorkers ?? 2;
  const timeoutMs = options.timeoutMs ?? EXTRACTION_LIMITS.timeoutMs;
  const ocrPageTimeoutMs = options.ocrPageTimeoutMs ?? EXTRACTION_LIMITS.ocrPageTimeoutMs;
  const maxHeapMb = options.maxHeapMb ?? EXTRACTION_LIMITS.maxHeapMb;
  const maxQueue = options.maxQueue ?? 16;
  const log = options.log ?? consoleLogger;
  const running = new Set<ChildProcess>();
  const queue: Job[] = [];
  let nextId = 1;
  let isClosed = false;

  function run(job: Job): void {
    const child = fork(READER_PATH, [], {
      execArgv: [`--max-old-space-size=${maxHeapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    running.add(child);
    let stderr = '';
    let isOutOfMemory = false;
    child.stderr?.on('data', (chunk: Buffer) => {
      // V8's line comes first, before a long native stack: looked for in each chunk, not in a tail.
      isOutOfMemory ||= OUT_OF_MEMORY.test(stderr.slice(-200) + chunk.toString());
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    let isSettled = false;
    let progress: ReadingProgress | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (outcome: ReadOutcome) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      job.resolve(outcome);
    };
    /** Stops the reader after `ms` unless it answers (or reports an OCR page) first. */
    const startTimer = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        settle({ ok: false, reason: 'too-complex', detail: `more than ${ms} ms`, ...partialOf(progress) });
        child.kill('SIGKILL');
      }, ms);
    };
    startTimer(timeoutMs + STARTUP_ALLOWANCE_MS);
    child.on('message', (message: ReaderMessage) => {
      if (isSettled) return;
      if ('ready' in message) return startTimer(timeoutMs);
      if ('progress' in message) {
        // OCR is under way: each page gets its own time, and what was read so far is kept.
        progress = message.progress;
        const { blocks: _blocks, ...visible } = message.progress;
        job.options.onProgress?.(visible);
        return startTimer(ocrPageTimeoutMs);
      }
      if (message.ok) settle({ ok: true, reading: message.reading });
      else {
        if (message.reason === 'failed') log.error({ detail: message.message }, 'the RFP reader failed');
        const reason = message.reason === 'too-complex' ? 'too-complex' : 'unreadable';
        settle({ ok: false, reason, detail: message.message });
      }
      // It exits by itself once the answer is out; one that lingers is stopped.
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
    child.once('error', (error) => {
      log.error({ err: error }, 'the RFP reader process could not run');
      settle({ ok: false, reason: 'unreadable', detail: error.message });
    });
    child.once('exit', (code, signal) => {
      running.delete(child);
      if (!isSettled) {
        if (!isOutOfMemory && !isClosed)
          log.error({ code, signal, stderr: stderr.slice(-500) }, 'the RFP reader process stopped');
        settle(
          isOutOfMemory
            ? {
                ok: false,
                reason: 'too-complex',
                detail: `more than ${maxHeapMb} MB of memory`,
                ...partialOf(progress),
              }
            : { ok: false, reason: 'unreadable', detail: 'the reader stopped', ...partialOf(progress) },
        );
      }
      dispatch();
    });
    const message: ReaderJob = {
      id: job.id,
      type: job.type,
      bytes: job.bytes,
      ocrBudgetMs: job.options.ocrBudgetMs ?? options.ocrBudgetMs,
    };
    child.send(message, (error) => {
      if (error && !isSettled) child.kill('SIGKILL');
    });
  }

  function dispatch(): void {
    while (queue.length > 0 && !isClosed && running.size < maxWorkers) run(queue.shift()!);
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
        [...running].map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGKILL');
            }),
        ),
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
