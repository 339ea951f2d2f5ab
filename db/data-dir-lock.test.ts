import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockFileOf } from './data-dir-lock.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'aqs-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

function writeLock(pid: number) {
  const owner = { pid, hostname: os.hostname(), processStart: null, createdAt: new Date().toISOString() };
  writeFileSync(lockFileOf(dataDir), JSON.stringify(owner));
}

function deadPid(): number {
  // A child that has exited (and been reaped) leaves a pid no process has.
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('the embedded database lock', () => {
  test('a second opener is refused with one line naming the holder, until the first releases', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    acquireDataDirLock(dataDir).release();
  });

  test('refuses a lock held by another live process on this machine', () => {
    writeLock(process.ppid);
    let message = '';
    try {
      acquireDataDirLock(dataDir);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(`is in use by process ${process.ppid} on ${os.hostname()}`);
    expect(message).not.toContain('\n');
  });

  test('recovers the stale lock of a process that died (kill -9 leaves its lock behind)', () => {
    writeLock(deadPid());
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  test('recovers the lock of a killed process nobody reaped (a zombie in a container whose init does not reap)', async () => {
    // The shell starts a short sleep, then becomes a long sleep that never waits for it: the short one stays a zombie.
    const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 10'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      const zombie = await new Promise<number>((resolve) =>
        parent.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
      );
      await new Promise((r) => setTimeout(r, 400));
      const stat = readFileSync(`/proc/${zombie}/stat`, 'utf8');
      expect(stat[stat.lastIndexOf(')') + 2]).toBe('Z');
      writeLock(zombie);
      const lock = acquireDataDirLock(dataDir);
      expect(JSON.parse(readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
      lock.release();
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
