import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AutoSaver, type SaveStatus } from './auto-saver.ts';

function setup(options: { isReady?: (key: string) => boolean } = {}) {
  const statuses = new Map<string, SaveStatus>();
  const log: string[] = [];
  const latest = new Map<string, string>();
  const save = vi.fn(async (key: string) => {
    log.push(`${key}=${latest.get(key)}`);
  });
  const onError = vi.fn();
  const saver = new AutoSaver<string>({
    delayMs: 2000,
    save,
    isReady: options.isReady,
    onStatusChange: (key, status) => statuses.set(key, status),
    onError,
  });
  const change = (key: string, value: string) => {
    latest.set(key, value);
    saver.schedule(key);
  };
  return { saver, statuses, log, save, onError, change };
}

function deferred() {
  let release: () => void = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AutoSaver', () => {
  test('debounces each key on its own and sends its newest state', async () => {
    const t = setup();
    t.change('a', '1');
    t.change('b', '1');
    await vi.advanceTimersByTimeAsync(1000);
    t.change('a', '2');
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.log).toEqual(['b=1']);
    await vi.advanceTimersByTimeAsync(999);
    expect(t.log).toEqual(['b=1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.log).toEqual(['b=1', 'a=2']);
    expect(t.statuses.get('a')).toBe('saved');
    expect(t.saver.hasUnsavedChanges()).toBe(false);
  });

  test('never runs two saves of one key at once, and a change during a save is saved after it', async () => {
    const t = setup();
    const first = deferred();
    let running = 0;
    let maxRunning = 0;
    t.save.mockImplementation(async (key) => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      if (t.log.length === 0) await first.promise;
      t.log.push(key);
      running -= 1;
    });
    t.change('a', '1');
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.statuses.get('a')).toBe('saving');
    t.change('a', '2');
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(t.saver.hasUnsavedChanges()).toBe(true);
    first.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.save).toHaveBeenCalledTimes(2);
    expect(maxRunning).toBe(1);
    expect(t.statuses.get('a')).toBe('saved');
  });

  test('flush saves waiting, held and failed keys now and says whether all were saved', async () => {
    const t = setup();
    t.save.mockRejectedValueOnce(new Error('offline'));
    t.change('a', '1');
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.statuses.get('a')).toBe('error');
    expect(t.onError).toHaveBeenCalledTimes(1);
    t.change('b', '1');
    t.saver.hold('c');
    expect(await t.saver.flush()).toBe(true);
    expect(t.save.mock.calls.map(([key]) => key).sort()).toEqual(['a', 'a', 'b', 'c']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.save).toHaveBeenCalledTimes(4);
  });

  test('a key that is not ready stays incomplete and unsaved, and flush reports false', async () => {
    let isReady = false;
    const t = setup({ isReady: () => isReady });
    t.change('a', '');
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.save).not.toHaveBeenCalled();
    expect(t.statuses.get('a')).toBe('incomplete');
    expect(t.saver.hasUnsavedChanges()).toBe(true);
    expect(await t.saver.flush('a')).toBe(false);
    isReady = true;
    expect(await t.saver.flush('a')).toBe(true);
    expect(t.save).toHaveBeenCalledTimes(1);
  });

  test('cancel and markSaved drop a waiting save', async () => {
    const t = setup();
    t.change('a', '1');
    t.saver.cancel('a');
    t.change('b', '1');
    t.saver.markSaved('b');
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.save).not.toHaveBeenCalled();
    expect(t.statuses.get('a')).toBe('idle');
    expect(t.statuses.get('b')).toBe('saved');
    expect(t.saver.hasUnsavedChanges()).toBe(false);
  });

  test('settle waits for the running save without starting the waiting one', async () => {
    const t = setup();
    const first = deferred();
    t.save.mockImplementationOnce(() => first.promise);
    t.change('a', '1');
    await vi.advanceTimersByTimeAsync(2000);
    t.change('a', '2');
    let isSettled = false;
    const settling = t.saver.settle('a').then(() => {
      isSettled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(isSettled).toBe(false);
    first.release();
    await settling;
    t.saver.forget('a');
    await vi.advanceTimersByTimeAsync(5000);
    expect(t.save).toHaveBeenCalledTimes(1);
    expect(t.saver.hasUnsavedChanges()).toBe(false);
  });
});
