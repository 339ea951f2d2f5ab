import { ApiError, isNetworkError } from '../api.ts';
import { readApiError } from '../api-error.ts';
import type { ReadPatch } from './device.ts';
import { localIdsOf, newLocalId, resolveLocalIds, uuidv7 } from './ids.ts';
import type { OutboxKind } from './outbox.ts';

/** Creates whose body carries a `clientId` (the server answers the existing record for one it already has). */
const CLIENT_ID_KINDS: ReadonlySet<OutboxKind> = new Set([
  'survey',
  'equipment',
  'current-chemical',
  'photo',
]);

/** Updates the server merges per field ("later edit wins"), so they carry the conflict headers when queued. */
const CONFLICT_KINDS: ReadonlySet<OutboxKind> = new Set([
  'survey',
  'equipment',
  'water-test',
  'observations',
]);

/** Answers that mean "no connection" rather than a refusal: a proxy with no way through. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/** One create or update the app sends through the outbox layer. */
export interface WriteOp<T> {
  kind: OutboxKind;
  method: 'POST' | 'PUT';
  url: string;
  body: Record<string, unknown>;
  /** The pending list's line, e.g. `Equipment "Tower 1"`. */
  label: string;
  /** True for a create: it gets a clientId (when the server takes one) and a local id while it waits. */
  isCreate?: boolean;
  /** The record to show while the write waits on the device (a create gets the local id). */
  local: (made: { localId: number; now: string; clientId: string | null }) => T;
  /** The kept GET answers this write changes while it waits (so a reload offline shows it). */
  reads?: (record: T) => ReadPatch[];
  /** The record as last seen (an update's X-Base-Updated-At, and which fields the rep changed). */
  seen?: object | null;
  /** A photo's bytes (kept with the item, uploaded on replay). */
  blob?: Blob;
  fileName?: string;
}

/** A record that waits on the device (`queued` on screen). */
export type Queued<T> = T & { queued?: true };

/**
 * Sends a create or update with its own Idempotency-Key. Offline, when earlier writes still wait (order is kept),
 * when it refers to a record made offline, or when the request fails for network reasons, it goes into the outbox
 * instead and resolves with the record as it will be (marked `queued`). A refusal (4xx) rejects as before.
 */
export async function sendWrite<T>(op: WriteOp<T>): Promise<Queued<T>> {
  // Without IndexedDB (a browser that refuses it) the write is sent as before, with nothing kept.
  const device = await import('./device.ts').then(({ getDevice }) => getDevice()).catch(() => null);
  const key = uuidv7();
  const clientId = op.isCreate && CLIENT_ID_KINDS.has(op.kind) ? uuidv7() : null;
  const body = clientId ? { ...op.body, clientId } : op.body;
  const resolved = resolveLocalIds(op.url, body, (id) => device?.serverIdOf(id));
  const mustQueue =
    device !== null &&
    (op.blob !== undefined ||
      !navigator.onLine ||
      resolved.missing.length > 0 ||
      device.getState().items.length > 0);
  if (!mustQueue) {
    try {
      const res = await fetch(resolved.url, {
        method: op.method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(resolved.body),
      });
      if (res.ok) return (await res.json()) as Queued<T>;
      if (!device || !GATEWAY_STATUSES.has(res.status)) throw await readApiError(res);
    } catch (error) {
      if (!device || error instanceof ApiError || !isNetworkError(error)) throw error;
    }
  }
  if (!device) throw new Error('This browser cannot keep changes offline.');
  const now = new Date().toISOString();
  const localId = op.isCreate ? newLocalId() : null;
  const record = op.local({ localId: localId ?? 0, now, clientId });
  const headers: Record<string, string> = {};
  if (!op.isCreate && CONFLICT_KINDS.has(op.kind)) {
    const seen = (op.seen ?? {}) as Record<string, unknown>;
    const changed = Object.keys(op.body).filter(
      (field) => field !== 'surveyId' && (!op.seen || seen[field] !== op.body[field]),
    );
    headers['X-Edited-At'] = now;
    if (changed.length > 0) headers['X-Changed-Fields'] = changed.join(',');
    // A record made on this device has no server version to compare with: no base.
    if (typeof seen.updatedAt === 'string' && localIdsOf(op.url).length === 0)
      headers['X-Base-Updated-At'] = seen.updatedAt;
  }
  await device.outbox.enqueue({
    key,
    kind: op.kind,
    label: op.label,
    method: op.method,
    url: op.url,
    body,
    headers,
    blob: op.blob,
    fileName: op.fileName,
    localId: localId ?? undefined,
  });
  await device.patchReads(op.reads?.(record) ?? []);
  if (navigator.onLine) void device.sync();
  return { ...record, queued: true };
}

/** Adds or replaces a record (by id) in a kept list answer. */
export function upsertInList<T extends { id: number }>(record: T): (data: unknown) => unknown {
  return (data) => {
    const list = Array.isArray(data) ? (data as T[]) : [];
    return list.some((each) => each.id === record.id)
      ? list.map((each) => (each.id === record.id ? record : each))
      : [...list, record];
  };
}
