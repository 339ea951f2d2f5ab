import { clock } from './clock.ts';
import type { Logger } from './logger.ts';

/*
 * The one way the server does work outside a request's answer (decision 038, "background work"):
 * - after the answer: `afterResponse(app.background, name, work)` starts work the answer does not wait for (an e-mail
 *   whose sending must not tell a visitor whether an account exists); a failure is logged, never thrown, and the
 *   server waits for what is still running when it closes;
 * - periodically: `startPeriodicWork(tasks, log)` runs each task at once and then every `everyMs` (timers that never
 *   keep the process alive). Every task is a bounded, idempotent delete of expired rows, so several instances on one
 *   database may run them side by side.
 * Nothing else schedules work: no sweeps inside requests, no timers of their own.
 */

/** Work started after an answer, still running. */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: Logger) {}

  /** Starts `work` without waiting for it; a failure is logged with `name`. */
  start(name: string, work: () => Promise<unknown>): void {
    const run: Promise<void> = Promise.resolve()
      .then(work)
      .then(
        () => undefined,
        (error: unknown) => this.log.error({ err: error, work: name }, `${name} failed`),
      )
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Resolves when everything started so far has finished (the server's close waits for it). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }
}

/** A task run at start and then every `everyMs` while the server runs. */
export interface PeriodicTask {
  name: string;
  everyMs: number;
  run(now: Date): Promise<unknown>;
}

/** Runs every task once now; a failure is logged and does not stop the others. */
export async function runPeriodicWork(tasks: readonly PeriodicTask[], log: Logger): Promise<void> {
  await Promise.all(tasks.map((task) => runTask(task, log)));
}

async function runTask(task: PeriodicTask, log: Logger): Promise<void> {
  try {
    await task.run(clock.now());
  } catch (error) {
    log.warn({ err: error, task: task.name }, `${task.name} failed`);
  }
}

/** Runs each task every `everyMs` until the returned function is called. */
export function startPeriodicWork(tasks: readonly PeriodicTask[], log: Logger): () => void {
  const timers = tasks.map((task) => {
    const timer = setInterval(() => void runTask(task, log), task.everyMs);
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
