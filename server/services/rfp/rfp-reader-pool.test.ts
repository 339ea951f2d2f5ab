import { afterAll, expect, test } from 'vitest';
import { readRfpFixture } from '../../../tests/fixtures/rfp/fixture-files.ts';
import { readRfp } from './read-rfp.ts';
import { createRfpReaderPool, ReaderBusyError } from './rfp-reader-pool.ts';

const pool = createRfpReaderPool({ maxWorkers: 1 });
afterAll(() => pool.close());

test('a worker reads the fixture exactly as the code does in process, and reads again', async () => {
  const inProcess = await readRfp('pdf', readRfpFixture('pdf'));
  const first = await pool.read('pdf', readRfpFixture('pdf'));
  expect(first).toEqual({ ok: true, reading: inProcess });
  const again = await pool.read('docx', readRfpFixture('docx'));
  expect(again.ok && again.reading.analysis.totalRequirements).toBe(inProcess.analysis.totalRequirements);
});

test('a corrupt file is unreadable, and the worker goes on', async () => {
  expect(await pool.read('pdf', readRfpFixture('corrupt'))).toMatchObject({
    ok: false,
    reason: 'unreadable',
  });
  expect((await pool.read('text', readRfpFixture('text'))).ok).toBe(true);
});

test('a file that takes longer than the time limit is too complex, and a fresh worker takes the next file', async () => {
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

test('a worker that runs out of its heap is stopped and the file is too complex', async () => {
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
