import { afterAll, expect, test } from 'vitest';
import { listDescendants, readCommandLine } from '../../../tests/bench/lib/processes.ts';
import { buildUnderstatedDocx } from '../../../tests/fixtures/rfp/crafted-docx.ts';
import { readRfpFixture } from '../../../tests/fixtures/rfp/fixture-files.ts';
import { readRfp } from './read-rfp.ts';
import { createRfpReaderPool, ReaderBusyError } from './rfp-reader-pool.ts';

const pool = createRfpReaderPool({ maxWorkers: 1 });
afterAll(() => pool.close());

test('a reader process reads the fixture exactly as the code does in process, and the next file gets its own', async () => {
  const inProcess = await readRfp('pdf', readRfpFixture('pdf'));
  const first = await pool.read('pdf', readRfpFixture('pdf'));
  expect(first).toEqual({ ok: true, reading: inProcess });
  const again = await pool.read('docx', readRfpFixture('docx'));
  expect(again.ok && again.reading.analysis.totalRequirements).toBe(inProcess.analysis.totalRequirements);
});

test('a corrupt file is unreadable, and the pool goes on', async () => {
  expect(await pool.read('pdf', readRfpFixture('corrupt'))).toMatchObject({
    ok: false,
    reason: 'unreadable',
  });
  expect((await pool.read('text', readRfpFixture('text'))).ok).toBe(true);
});

test('a file that takes longer than the time limit is too complex', async () => {
  const impatient = createRfpReaderPool({ maxWorkers: 1, timeoutMs: 1 });
  try {
    expect(await impatient.read('pdf', readRfpFixture('pdf'))).toMatchObject({
      ok: false,
      reason: 'too-complex',
      detail: 'more than 1 ms',
    });
  } finally {
    await impatient.close();
  }
});

test('a reader that runs out of its heap is stopped and the file is too complex', async () => {
  const cramped = createRfpReaderPool({ maxWorkers: 1, maxHeapMb: 4 });
  try {
    expect(await cramped.read('pdf', readRfpFixture('pdf'))).toMatchObject({
      ok: false,
      reason: 'too-complex',
    });
  } finally {
    await cramped.close();
  }
});

test('more files than the queue holds are refused with ReaderBusyError', async () => {
  const small = createRfpReaderPool({ maxWorkers: 1, maxQueue: 1 });
  try {
    const first = small.read('text', readRfpFixture('text'));
    const second = small.read('text', readRfpFixture('text'));
    await expect(small.read('text', readRfpFixture('text'))).rejects.toBeInstanceOf(ReaderBusyError);
    expect((await first).ok && (await second).ok).toBe(true);
  } finally {
    await small.close();
  }
});

test('each file is read in a process that has ended once its answer is in: its memory goes back to the system', async () => {
  const outcome = await pool.read('docx', readRfpFixture('docx'));
  expect(outcome.ok).toBe(true);
  const deadline = Date.now() + 10_000;
  while (readerProcesses().length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(readerProcesses()).toEqual([]);
});

test('a Word document that inflates past the cap is too complex, whatever its headers declare', async () => {
  const bomb = await buildUnderstatedDocx({ actualBytes: 256 * 1024 * 1024, declaredBytes: 4096 });
  expect(await pool.read('docx', bomb)).toEqual({
    ok: false,
    reason: 'too-complex',
    detail: 'The Word document inflates to more than 40 MB',
  });
});

/** The reader processes below this test process. */
function readerProcesses(): number[] {
  return listDescendants(process.pid).filter((pid) => readCommandLine(pid).includes('extraction/worker.mjs'));
}
