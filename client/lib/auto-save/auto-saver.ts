/**
 * A key's quiet-save state. idle: nothing to save; pending: a change waits for the pause; saving; saved;
 * error: the last save failed; incomplete: the change cannot be saved yet (e.g. a required field is blank).
 */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'incomplete';

/** What the engine needs from its owner. */
export interface AutoSaverOptions<K> {
  /** The pause after a key's last change before it is saved (the spec's 2000 ms). */
  delayMs: number;
  /** Writes the key's latest state, read when the save runs so the newest edit is sent; throws on failure. */
  save: (key: K) => Promise<void>;
  /** False when the key's state cannot be written yet (it becomes incomplete); checked before each save. */
  isReady?: (key: K) => boolean;
  onStatusChange?: (key: K, status: SaveStatus) => void;
  /** A save threw (the owner shows the spec's toast). */
  onError?: (key: K, error: unknown) => void;
}

const UNSAVED: ReadonlySet<SaveStatus> = new Set(['pending', 'saving', 'error', 'incomplete']);

/**
 * The client's one auto-save engine: each key (a wizard step, a chemical row) has a debounce timer and a
 * serial queue, so saves of one key never overlap and always send its newest state; flush() writes every
 * unsaved key now. The queue is where offline replay will later hold writes (docs/decisions/016).
 */
export class AutoSaver<K> {
  private readonly timers = new Map<K, ReturnType<typeof setTimeout>>();
  /** The tail of each key's queue: resolves when its last queued save has finished. */
  private readonly queues = new Map<K, Promise<void>>();
  private readonly statuses = new Map<K, SaveStatus>();
  private readonly running = new Set<K>();
  /** Keys saved at least once (a cancelled change shows them saved rather than idle). */
  private readonly wasSaved = new Set<K>();
  /** Keys with a change that waits for flush() rather than a timer. */
  private readonly held = new Set<K>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: AutoSaverOptions<K>) {}

  /** A change to the key: (re)starts its timer; the save follows delayMs after the last change. */
  schedule(key: K): void {
    this.clearTimer(key);
    const timer = setTimeout(() => {
      this.timers.delete(key);
      this.enqueue(key);
    }, this.options.delayMs);
    this.timers.set(key, timer);
    this.setStatus(key, 'pending');
  }

  /** A change that waits for flush() instead of a timer (e.g. a form emptied of all content). */
  hold(key: K): void {
    this.clearTimer(key);
    this.held.add(key);
    this.setStatus(key, 'pending');
  }

  /** The key is back to what was saved: drops its waiting save (a running one finishes). */
  cancel(key: K): void {
    this.clearTimer(key);
    if (!this.running.has(key)) this.setStatus(key, this.wasSaved.has(key) ? 'saved' : 'idle');
  }

  /** The key's state was saved another way (a manual save): drops its waiting save. */
  markSaved(key: K): void {
    this.clearTimer(key);
    this.wasSaved.add(key);
    this.setStatus(key, 'saved');
  }

  /**
   * Saves the key (or every key) with an unsaved change now, failed and incomplete ones included, and resolves
   * true when all of them ended saved.
   */
  async flush(key?: K): Promise<boolean> {
    const keys = key === undefined ? this.unsavedKeys() : [key];
    for (const each of keys) {
      const status = this.statusOf(each);
      const isWaiting = this.isWaiting(each) || status === 'error' || status === 'incomplete';
      this.clearTimer(each);
      if (isWaiting) this.enqueue(each);
    }
    await Promise.all(keys.map((each) => this.queues.get(each)));
    return keys.every((each) => !UNSAVED.has(this.statusOf(each)));
  }

  /** Stops the key's timer and waits for its running save, without starting another. */
  async settle(key: K): Promise<void> {
    this.clearTimer(key);
    await this.queues.get(key);
  }

  /** Forgets the key (a removed row). */
  forget(key: K): void {
    this.clearTimer(key);
    this.statuses.delete(key);
    this.wasSaved.delete(key);
    this.notify();
  }

  statusOf(key: K): SaveStatus {
    return this.statuses.get(key) ?? 'idle';
  }

  /** True while a change waits, is being saved, failed or cannot be saved yet (the unsaved-changes guard). */
  hasUnsavedChanges(): boolean {
    return this.running.size > 0 || this.unsavedKeys().length > 0;
  }

  /** Calls the listener after every status change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Stops every timer without saving. */
  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private unsavedKeys(): K[] {
    const keys = new Set<K>([...this.timers.keys(), ...this.held]);
    for (const [key, status] of this.statuses) if (UNSAVED.has(status)) keys.add(key);
    return [...keys];
  }

  /** A change waits: on a timer, or held for flush(). */
  private isWaiting(key: K): boolean {
    return this.timers.has(key) || this.held.has(key);
  }

  private clearTimer(key: K): void {
    const timer = this.timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(key);
    this.held.delete(key);
  }

  private enqueue(key: K): void {
    this.held.delete(key);
    const previous = this.queues.get(key) ?? Promise.resolve();
    const next = previous.then(() => this.run(key));
    this.queues.set(key, next);
    void next.finally(() => {
      if (this.queues.get(key) === next) this.queues.delete(key);
    });
  }

  private async run(key: K): Promise<void> {
    if (this.options.isReady && !this.options.isReady(key)) {
      this.setStatus(key, this.isWaiting(key) ? 'pending' : 'incomplete');
      return;
    }
    this.running.add(key);
    this.setStatus(key, 'saving');
    let status: SaveStatus = 'saved';
    try {
      await this.options.save(key);
      this.wasSaved.add(key);
    } catch (error) {
      status = 'error';
      this.options.onError?.(key, error);
    } finally {
      this.running.delete(key);
    }
    // A change made while saving waits on its own: the key is pending again, not saved.
    this.setStatus(key, this.isWaiting(key) ? 'pending' : status);
  }

  private setStatus(key: K, status: SaveStatus): void {
    if (this.statuses.get(key) === status) return;
    this.statuses.set(key, status);
    this.options.onStatusChange?.(key, status);
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
