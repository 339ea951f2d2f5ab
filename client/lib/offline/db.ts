import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OutboxItem } from './outbox.ts';

/** A GET answer kept on the device for reading offline. */
export interface StoredRead {
  url: string;
  data: unknown;
  /** The one header a list reads (the next page's cursor). */
  header: string | null;
  /** When the server gave it (ms); "how old" on screen. */
  savedAt: number;
}

/** The device's copy (docs/decisions/042-offline-field-capture.md): one database, three stores. */
export interface OfflineSchema extends DBSchema {
  /** Writes waiting for the server, replayed in `seq` order. */
  outbox: { key: number; value: OutboxItem };
  /** Local id of a record made offline → the server's id, once its create was replayed. */
  ids: { key: number; value: { localId: number; serverId: number } };
  /** The signed-in rep's GET answers by URL. */
  reads: { key: string; value: StoredRead };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

export const OFFLINE_DB_NAME = 'aquasurvey-offline';

/** Opens (creating on first use) the device's database. */
export function openOfflineDb(name: string = OFFLINE_DB_NAME): Promise<OfflineDb> {
  return openDB<OfflineSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('ids', { keyPath: 'localId' });
      db.createObjectStore('reads', { keyPath: 'url' });
    },
  });
}
