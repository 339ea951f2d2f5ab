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
