type Cleanup = () => void | Promise<void>;

const cleanups = new Set<Cleanup>();

/** Registers work to undo (temp folders, databases, child processes) if the bench is interrupted; returns the unregister call. */
export function registerCleanup(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** Runs every registered cleanup, newest first, ignoring failures. */
export async function runCleanups(): Promise<void> {
  for (const cleanup of [...cleanups].reverse()) {
    cleanups.delete(cleanup);
    await Promise.resolve()
      .then(cleanup)
      .catch(() => {});
  }
}

/**
 * Runs a bench command's main: an error is printed and sets exit code 1, and the cleanups run after it, also on Ctrl-C
 * or a kill (temp folders removed, bench databases dropped, spawned servers stopped); then the process exits.
 */
export function runBenchEntry(main: () => Promise<void>): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up`);
      runCleanups().finally(() => process.exit(130));
    });
  }
  main()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(runCleanups)
    .finally(() => process.exit());
}
