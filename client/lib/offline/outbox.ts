import { readApiError } from '../api-error.ts';
import type { OfflineDb } from './db.ts';
import { resolveLocalIds } from './ids.ts';

/** What a queued write creates or changes. */
export type OutboxKind =
  | 'survey'
  | 'equipment'
  | 'current-chemical'
  | 'photo'
  | 'water-test'
  | 'observations'
  | 'chemical';

/** waiting: not sent yet (or to be sent again); sending: on its way; failed: the server refused it (see error). */
export type OutboxState = 'waiting' | 'sending' | 'failed';

/** One write kept on the device until the server has it. */
export interface OutboxItem {
  /** Order of the queue (IndexedDB's auto-increment key). */
  seq?: number;
  /** The Idempotency-Key: the same on every attempt, so a replay changes nothing twice. */
  key: string;
  kind: OutboxKind;
  /** What the pending list shows, e.g. `New equipment "Tower 1"`. */
  label: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: Record<string, unknown>;
  /** Extra headers (the conflict headers of an update made offline). */
  headers?: Record<string, string>;
  /** A photo's bytes: uploaded before its record is posted. */
  blob?: Blob;
  fileName?: string;
  /** The local id a create stands for: mapped to the server's id when it is replayed. */
  localId?: number;
  state: OutboxState;
  /** Why the server refused it (shown on the item). */
  error?: string;
  attempts: number;
  createdAt: string;
}

/** Why a replay stopped before the queue was empty. */
export type ReplayStop = 'network' | 'retry-later' | 'refused' | 'signed-out' | 'busy';

export interface ReplayResult {
  /** Items the server acknowledged in this replay. */
  sent: number;
  stoppedBy: ReplayStop | null;
}

/** A replayed item's answer, for the caches (query client, read cache) to follow. */
export interface SyncedItem {
  item: OutboxItem;
  record: unknown;
  /** The server's X-Sync-Conflicts count (fields where the other edit was kept or overwritten). */
  conflicts: number;
}

/** Runs `task` only when this tab holds the named lock (false when another tab holds it). */
export type LockRunner = (name: string, task: () => Promise<void>) => Promise<boolean>;

export interface OutboxDeps {
  db: OfflineDb;
  fetch?: typeof fetch;
  withLock?: LockRunner;
  /** Called after the store changed (this tab's panel; other tabs hear it on the BroadcastChannel). */
  onChange?: () => void;
  onSynced?: (synced: SyncedItem) => void;
}

const LOCK_NAME = 'aquasurvey-outbox-replay';

/**
 * One tab at a time (Web Locks): a tab that finds the lock taken skips its replay, the holder empties the queue.
 * Without the API (very old browsers) the tab replays alone.
 */
export const webLockRunner: LockRunner = async (name, task) => {
  if (typeof navigator === 'undefined' || !navigator.locks) {
    await task();
    return true;
  }
  return navigator.locks.request(name, { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await task();
    return true;
  });
};

/**
 * An answer worth asking again later: a timeout, too many requests, 5xx, or a 409 with Retry-After (the first attempt
 * with this Idempotency-Key still runs; another 409 is a refusal, e.g. "This photo is already saved").
 */
function isRetryLater(error: RefusedError): boolean {
  const { status } = error;
  if (status === 409) return error.retryAfter !== null;
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

class RefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter: string | null = null,
  ) {
    super(message);
  }
}

async function refusal(res: Response): Promise<RefusedError> {
  return new RefusedError(
    res.status,
    (await readApiError(res)).serverMessage,
    res.headers.get('Retry-After'),
  );
}

/**
 * The outbox (docs/decisions/042-offline-field-capture.md): creates and updates made offline, or whose request
 * failed for network reasons, kept in IndexedDB and replayed in order by one tab when the connection returns. Each
 * item carries its own Idempotency-Key; a create's local id is mapped to the server's id when it is acknowledged,
 * and later items that refer to it are rewritten before they are sent.
 */
export class Outbox {
  private readonly idMap = new Map<number, number>();
  private readonly fetcher: typeof fetch;
  private readonly withLock: LockRunner;
  private loaded: Promise<void> | null = null;

  constructor(private readonly deps: OutboxDeps) {
    this.fetcher = deps.fetch ?? ((input, init) => fetch(input, init));
    this.withLock = deps.withLock ?? webLockRunner;
  }

  /** Reads the id map once (before the first lookup or replay). */
  load(): Promise<void> {
    this.loaded ??= this.deps.db.getAll('ids').then((rows) => {
      for (const row of rows) this.idMap.set(row.localId, row.serverId);
    });
    return this.loaded;
  }

  /** The server id of a record made offline, once its create was replayed. */
  serverIdOf(localId: number): number | undefined {
    return this.idMap.get(localId);
  }

  async enqueue(item: Omit<OutboxItem, 'seq' | 'state' | 'attempts' | 'createdAt'>): Promise<OutboxItem> {
    const stored: OutboxItem = {
      ...item,
      state: 'waiting',
      attempts: 0,
      createdAt: new Date().toISOString(),
    };
    stored.seq = await this.deps.db.add('outbox', stored);
    this.deps.onChange?.();
    return stored;
  }

  /** Every waiting item in queue order. */
  items(): Promise<OutboxItem[]> {
    return this.deps.db.getAll('outbox');
  }

  async count(): Promise<number> {
    return this.deps.db.count('outbox');
  }

  /** A failed item goes back to waiting (the rep fixed the cause or wants one more try). */
  async retry(seq: number): Promise<void> {
    const item = await this.deps.db.get('outbox', seq);
    if (!item) return;
    await this.deps.db.put('outbox', { ...item, state: 'waiting', error: undefined });
    this.deps.onChange?.();
  }

  /** Drops an item the rep gave up on. */
  async discard(seq: number): Promise<void> {
    await this.deps.db.delete('outbox', seq);
    this.deps.onChange?.();
  }

  /** Empties the device's queue and id map (sign-out). */
  async clear(): Promise<void> {
    await this.deps.db.clear('outbox');
    await this.deps.db.clear('ids');
    this.idMap.clear();
    this.deps.onChange?.();
  }

  /**
   * Sends the queue in order, one item at a time, in the one tab that holds the lock. Stops at a network failure or a
   * retry-later answer (the item waits for the next replay), at a refusal (the item is marked failed with the server's
   * message and everything after it waits: it may depend on it) and at a lost session.
   */
  async replay(): Promise<ReplayResult> {
    await this.load();
    const result: ReplayResult = { sent: 0, stoppedBy: null };
    const gotLock = await this.withLock(LOCK_NAME, async () => {
      for (;;) {
        const cursor = await this.deps.db.transaction('outbox').store.openCursor();
        const item = cursor?.value;
        if (!item) return;
        if (item.state === 'failed') {
          result.stoppedBy = 'refused';
          return;
        }
        const stop = await this.send(item);
        if (stop) {
          result.stoppedBy = stop;
          return;
        }
        result.sent += 1;
      }
    });
    if (!gotLock) result.stoppedBy = 'busy';
    return result;
  }

  private async update(item: OutboxItem, changes: Partial<OutboxItem>): Promise<void> {
    Object.assign(item, changes);
    await this.deps.db.put('outbox', item);
    this.deps.onChange?.();
  }

  /** Sends one item; returns why the replay must stop, or null once the server has it. */
  private async send(item: OutboxItem): Promise<ReplayStop | null> {
    const resolved = resolveLocalIds(item.url, item.body, (id) => this.idMap.get(id));
    if (resolved.missing.length > 0) {
      await this.update(item, {
        state: 'failed',
        error: 'It belongs to a record that was not synced (it was discarded or refused).',
      });
      return 'refused';
    }
    await this.update(item, { state: 'sending', attempts: item.attempts + 1 });
    try {
      const isUploaded = typeof item.body?.photoUrl === 'string';
      const body =
        item.blob && !isUploaded ? await this.uploadPhoto(item, resolved.url, resolved.body) : resolved.body;
      const res = await this.fetcher(resolved.url, {
        method: item.method,
        credentials: 'include',
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          'Idempotency-Key': item.key,
          ...item.headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw await refusal(res);
      const text = res.status === 204 ? '' : await res.text();
      const record: unknown = text ? JSON.parse(text) : null;
      const serverId = (record as { id?: unknown } | null)?.id;
      if (item.localId !== undefined && typeof serverId === 'number') {
        this.idMap.set(item.localId, serverId);
        await this.deps.db.put('ids', { localId: item.localId, serverId });
      }
      await this.deps.db.delete('outbox', item.seq!);
      this.deps.onChange?.();
      const conflicts = Number(res.headers.get('X-Sync-Conflicts') ?? 0) || 0;
      this.deps.onSynced?.({ item, record, conflicts });
      return null;
    } catch (error) {
      if (!(error instanceof RefusedError)) {
        await this.update(item, { state: 'waiting' });
        return 'network';
      }
      if (error.status === 401) {
        await this.update(item, { state: 'waiting' });
        return 'signed-out';
      }
      if (isRetryLater(error)) {
        await this.update(item, { state: 'waiting' });
        return 'retry-later';
      }
      await this.update(item, {
        state: 'failed',
        error: error.message || `The server refused it (${error.status}).`,
      });
      return 'refused';
    }
  }

  /**
   * A photo's bytes first: a one-time upload URL for the (now known) system, the PUT, then the record's body points at
   * the stored file. A page closed before the PUT finished uploads again; after it, the kept URL is posted again.
   */
  private async uploadPhoto(
    item: OutboxItem,
    url: string,
    body: Record<string, unknown> | undefined,
  ): Promise<Record<string, unknown>> {
    const blob = item.blob!;
    const ticket = await this.fetcher(`${url}/upload`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fileName: item.fileName ?? 'photo.jpg',
        contentType: blob.type || null,
        size: blob.size,
      }),
    });
    if (!ticket.ok) throw await refusal(ticket);
    const { uploadURL } = (await ticket.json()) as { uploadURL: string };
    const put = await this.fetcher(uploadURL, {
      method: 'PUT',
      credentials: 'include',
      headers: blob.type ? { 'Content-Type': blob.type } : {},
      body: blob,
    });
    if (!put.ok) throw await refusal(put);
    // Kept with the item: sent again (a closed page), the record's body is the same, so its key replays.
    const uploaded = { ...body, photoUrl: uploadURL.split('?')[0] };
    await this.update(item, { body: { ...item.body, photoUrl: uploaded.photoUrl } });
    return uploaded;
  }
}
