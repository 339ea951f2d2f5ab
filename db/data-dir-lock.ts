import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Who holds a data folder: written as JSON into the lock file. */
export interface LockOwner {
  pid: number;
  hostname: string;
  /** The owner's start time in clock ticks since boot (/proc/<pid>/stat), so a reused pid is not mistaken for it. */
  processStart: string | null;
  createdAt: string;
}

/** A held lock on a data folder; release() removes the file (only while it is still ours). */
export interface DataDirLock {
  file: string;
  release(): void;
}

/** Thrown when another live process holds the data folder; the message is one line for the operator. */
export class DataDirLockedError extends Error {
  constructor(
    readonly file: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner
      ? `process ${owner.pid} on ${owner.hostname} since ${owner.createdAt}`
      : 'another process';
    super(
      `The embedded database in ${path.dirname(file)} is in use by ${who} (lock file ${file}); PGlite allows one process at a time.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** The lock file guarding the embedded database of a data folder. */
export function lockFileOf(dataDir: string): string {
  return path.resolve(dataDir, 'db.lock');
}

// Locks this process holds, so a second open in the same process is refused rather than taken for stale.
const heldFiles = new Map<string, LockOwner>();

function readProcessStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); fields after the parenthesised command name are space-separated, starting at field 3.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

// A zombie (killed, never reaped: a container whose init does not reap orphans) holds no files and runs nothing.
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat[stat.lastIndexOf(')') + 2];
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/** Whether a lock's owner is certainly gone: same machine and the pid is dead, ours, or a different process. */
export function isStale(owner: LockOwner | null): boolean {
  // An unreadable lock is a half-written one (the writer died between create and write) or a live writer's: wait.
  if (!owner || owner.hostname !== os.hostname()) return false;
  // A container restarted with the same pid: this process did not take it (held locks are refused before this).
  if (owner.pid === process.pid) return true;
  if (!isProcessAlive(owner.pid)) return true;
  const start = readProcessStart(owner.pid);
  return !!owner.processStart && !!start && start !== owner.processStart;
}

// A writer fills its lock file within microseconds; one still unreadable after this was left by a crash.
const HALF_WRITTEN_LIMIT_MS = 10_000;

function isAbandonedEmpty(file: string, owner: LockOwner | null): boolean {
  if (owner) return false;
  try {
    return Date.now() - statSync(file).mtimeMs > HALF_WRITTEN_LIMIT_MS;
  } catch {
    return true;
  }
}

/**
 * Takes the data folder's lock with an exclusive create, recovering a stale lock left by a dead process;
 * throws DataDirLockedError when a live process holds it.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = lockFileOf(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  const me: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    processStart: readProcessStart(process.pid),
    createdAt: new Date().toISOString(),
  };
  if (heldFiles.has(file)) throw new DataDirLockedError(file, readOwner(file));
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (!(isStale(owner) || isAbandonedEmpty(file, owner))) throw new DataDirLockedError(file, owner);
      rmSync(file, { force: true });
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    heldFiles.set(file, me);
    const release = () => {
      if (heldFiles.get(file) !== me) return;
      heldFiles.delete(file);
      process.off('exit', release);
      const owner = readOwner(file);
      if (owner?.pid === me.pid && owner.createdAt === me.createdAt) rmSync(file, { force: true });
    };
    // A process that exits without closing the database (an uncaught error) still leaves no lock behind.
    process.on('exit', release);
    return { file, release };
  }
  throw new DataDirLockedError(file, readOwner(file));
}
