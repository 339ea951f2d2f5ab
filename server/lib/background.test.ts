import { describe, expect, test } from 'vitest';
import { BackgroundWork, type PeriodicTask, runPeriodicWork, startPeriodicWork } from './background.ts';

function recordingLog() {
  const lines: Array<{ level: string; details: object; message: string }> = [];
  const at = (level: string) => (details: object, message: string) => lines.push({ level, details, message });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('work after the answer', () => {
  test('runs without being awaited, and settled() waits for it', async () => {
    const { log } = recordingLog();
    const work = new BackgroundWork(log);
    let done = false;
    work.start('slow', async () => {
      await tick(30);
      done = true;
    });
    expect(done).toBe(false);
    await work.settled();
    expect(done).toBe(true);
  });

  test('a failure is logged with its name and never thrown', async () => {
    const { lines, log } = recordingLog();
    const work = new BackgroundWork(log);
    work.start('password reset e-mail', async () => {
      throw new Error('smtp down');
    });
    work.start('a synchronous throw', () => {
      throw new Error('at once');
    });
    await work.settled();
    expect(lines.map((line) => [line.level, line.message]).sort()).toEqual([
      ['error', 'a synchronous throw failed'],
      ['error', 'password reset e-mail failed'],
    ]);
  });
});

describe('periodic work', () => {
  test('runPeriodicWork runs every task once; one failing task does not stop the others', async () => {
    const { lines, log } = recordingLog();
    const ran: string[] = [];
    const tasks: PeriodicTask[] = [
      { name: 'failing', everyMs: 1000, run: async () => Promise.reject(new Error('no')) },
      { name: 'fine', everyMs: 1000, run: async () => ran.push('fine') },
    ];
    await runPeriodicWork(tasks, log);
    expect(ran).toEqual(['fine']);
    expect(lines.map((line) => line.message)).toEqual(['failing failed']);
  });

  test('startPeriodicWork repeats each task at its interval until stopped', async () => {
    const { log } = recordingLog();
    const times: Date[] = [];
    const stop = startPeriodicWork(
      [{ name: 'count', everyMs: 20, run: async (now) => times.push(now) }],
      log,
    );
    const deadline = Date.now() + 5000;
    while (times.length < 3 && Date.now() < deadline) await tick(10);
    stop();
    const seen = times.length;
    expect(seen).toBeGreaterThanOrEqual(3);
    await tick(60);
    expect(times.length).toBe(seen);
  });
});
