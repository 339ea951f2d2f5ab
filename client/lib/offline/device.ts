import { type OfflineDb, openOfflineDb, type StoredRead } from './db.ts';
import { isLocalId, localIdsOf, resolveLocalIds } from './ids.ts';
import { Outbox, type OutboxItem, type ReplayResult, type SyncedItem } from './outbox.ts';

/** A queued item as the pending list shows it (no bytes). */
export type PendingItem = Omit<OutboxItem, 'blob' | 'body'>;

/** What the offline banner and the pending list show. */
export interface OfflineState {
  isOnline: boolean;
  items: PendingItem[];
  isSyncing: boolean;
  /** The oldest device copy shown since the connection went (ms), for "how old". */
  shownFromDeviceSince: number | null;
  /** Set when the device refused lasting storage and little space is left (said before the rep types). */
  storageWarning: string | null;
}

/** A change to a kept GET answer while its write waits: `url` exactly (made when missing), or every URL `match` takes. */
export type ReadPatch =
  | { url: string; update: (data: unknown) => unknown }
  | { match: (url: string) => boolean; update: (data: unknown) => unknown };

const CHANNEL = 'aquasurvey-outbox';
const RETRY_MS = 15_000;
/** Below this much free space the rep is warned before typing (a photo is a few MB). */
const LOW_SPACE_BYTES = 50 * 1024 * 1024;

type SyncedListener = (synced: SyncedItem[], result: ReplayResult) => void;

/**
 * The device side of offline capture (docs/decisions/042-offline-field-capture.md): the IndexedDB read cache, the
 * outbox and the state the banner shows. One per tab, loaded lazily (never on the landing page's first paint).
 */
export class Device {
  readonly outbox: Outbox;
  private state: OfflineState = {
    isOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
    items: [],
    isSyncing: false,
    shownFromDeviceSince: null,
    storageWarning: null,
  };
  private readonly listeners = new Set<() => void>();
  private readonly syncedListeners = new Set<SyncedListener>();
  private readonly channel: BroadcastChannel | null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private replaying: Promise<ReplayResult> | null = null;
  /** What the running replay acknowledged, handed to the listeners when it ends. */
  private readonly pendingSynced: SyncedItem[] = [];

  constructor(private readonly db: OfflineDb) {
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    this.outbox = new Outbox({
      db,
      onChange: () => {
        this.channel?.postMessage('changed');
        void this.refreshItems();
      },
      onSynced: (item) => this.pendingSynced.push(item),
    });
    if (this.channel) this.channel.onmessage = () => void this.refreshItems();
    if (typeof window !== 'undefined') {
      window.addEventListener('online', () => {
        this.setState({ isOnline: true, shownFromDeviceSince: null });
        void this.sync();
      });
      window.addEventListener('offline', () => this.setState({ isOnline: false }));
    }
  }

  async start(): Promise<void> {
    await this.outbox.load();
    await this.refreshItems();
    void this.checkStorage();
    if (this.state.isOnline && this.state.items.length > 0) void this.sync();
  }

  getState = (): OfflineState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Called after each replay that sent something, with what the server answered. */
  onSynced(listener: SyncedListener): () => void {
    this.syncedListeners.add(listener);
    return () => {
      this.syncedListeners.delete(listener);
    };
  }

  private setState(changes: Partial<OfflineState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }

  private async refreshItems(): Promise<void> {
    const items = (await this.outbox.items()).map(({ blob: _blob, body: _body, ...rest }) => rest);
    this.setState({ items });
  }

  /** Replays the outbox now (Sync now, the connection came back, a write was queued while online). */
  sync(): Promise<ReplayResult> {
    this.replaying ??= this.runSync().finally(() => {
      this.replaying = null;
    });
    return this.replaying;
  }

  private async runSync(): Promise<ReplayResult> {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.setState({ isSyncing: true });
    this.pendingSynced.length = 0;
    let result: ReplayResult = { sent: 0, stoppedBy: null };
    try {
      result = await this.outbox.replay();
    } finally {
      this.setState({ isSyncing: false });
    }
    const synced = this.pendingSynced.splice(0);
    if (synced.length > 0) {
      await this.forgetLocalReads();
      for (const listener of this.syncedListeners) listener(synced, result);
    }
    // Waiting items are tried again later (a flaky connection, a busy server, another tab holding the lock).
    if (result.stoppedBy && result.stoppedBy !== 'refused' && result.stoppedBy !== 'signed-out')
      this.retryTimer = setTimeout(() => void this.sync(), RETRY_MS);
    return result;
  }

  /** After a replay the server's answers replace what was kept for records made offline. */
  private async forgetLocalReads(): Promise<void> {
    const urls = await this.db.getAllKeys('reads');
    const tx = this.db.transaction('reads', 'readwrite');
    await Promise.all(urls.filter((url) => localIdsOf(url).length > 0).map((url) => tx.store.delete(url)));
    await tx.done;
  }

  /** The URL with the local ids whose creates were replayed replaced by the server's ids. */
  resolveUrl(url: string): string {
    return resolveLocalIds(url, undefined, (id) => this.outbox.serverIdOf(id)).url;
  }

  /** A URL that names a record that exists only on this device. */
  isDeviceOnly(url: string): boolean {
    return localIdsOf(url).some(isLocalId);
  }

  serverIdOf(localId: number): number | undefined {
    return this.outbox.serverIdOf(localId);
  }

  /** The kept answer for a GET that could not reach the server; notes its age for the banner. */
  async read(url: string): Promise<StoredRead | undefined> {
    const stored = await this.db.get('reads', url);
    if (stored && !this.isDeviceOnly(url)) {
      const since = this.state.shownFromDeviceSince;
      if (since === null || stored.savedAt < since) this.setState({ shownFromDeviceSince: stored.savedAt });
    }
    return stored;
  }

  /** Keeps a GET answer the server just gave. */
  store(url: string, data: unknown, header: string | null): void {
    void this.db.put('reads', { url, data, header, savedAt: Date.now() }).catch(() => undefined);
  }

  /** Applies a queued write to the kept answers, so a reload offline shows it. */
  async patchReads(patches: ReadPatch[]): Promise<void> {
    if (patches.length === 0) return;
    const tx = this.db.transaction('reads', 'readwrite');
    const all = await tx.store.getAll();
    for (const patch of patches) {
      const matches =
        'url' in patch
          ? [
              all.find((read) => read.url === patch.url) ?? {
                url: patch.url,
                data: undefined,
                header: null,
                savedAt: Date.now(),
              },
            ]
          : all.filter((read) => patch.match(read.url));
      for (const read of matches) {
        read.data = patch.update(read.data);
        await tx.store.put(read);
      }
    }
    await tx.done;
  }

  /** Sign-out: nothing of this rep stays on the device. */
  async clear(): Promise<void> {
    await this.outbox.clear();
    await this.db.clear('reads');
  }

  /**
   * Asks for lasting storage (so the browser does not evict the outbox under pressure); when it is refused and
   * little space is left, the banner says so before the rep types.
   */
  private async checkStorage(): Promise<void> {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist) return;
    const isPersisted = (await storage.persisted?.()) || (await storage.persist().catch(() => false));
    if (isPersisted) return;
    const { quota = 0, usage = 0 }: StorageEstimate = (await storage.estimate?.().catch(() => ({}))) ?? {};
    if (quota > 0 && quota - usage < LOW_SPACE_BYTES)
      this.setState({
        storageWarning:
          'This device is low on storage and did not allow the app to keep its data: sync before working offline, or free some space.',
      });
  }
}

let device: Promise<Device> | null = null;

/** The tab's Device, opened on first use. */
export function getDevice(): Promise<Device> {
  device ??= openOfflineDb().then(async (db) => {
    const created = new Device(db);
    await created.start();
    return created;
  });
  return device;
}
