import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { storedObjects } from '#db/schema/index.ts';
import type { StorageService, StoredFileKind } from '#server/adapters/storage/types.ts';
import { clock } from '#server/lib/clock.ts';
import type { Logger } from '#server/lib/logger.ts';

/** What the file services need from the app: the database and the storage adapter. */
export interface FileDeps {
  db: Database;
  storage: StorageService;
  /** Where storage failures that must not fail the request are reported; console when absent. */
  log?: Logger;
}

/** A row of stored_objects: who owns a key and what was found in its bytes. */
export type StoredObject = typeof storedObjects.$inferSelect;

/** Records that a user owns a key that is about to be uploaded. */
export async function insertStoredObject(db: Database, key: string, userId: string, kind: StoredFileKind) {
  await db.insert(storedObjects).values({ key, userId, kind });
}

/** The stored_objects row of a key, whoever owns it (only for checks that do not depend on the user). */
export async function findStoredObject(db: Database, key: string): Promise<StoredObject | undefined> {
  const [row] = await db.select().from(storedObjects).where(eq(storedObjects.key, key));
  return row;
}

/** The stored_objects row of a key when this user owns it; undefined for a missing key or another user's. */
export async function findOwnedObject(
  db: Database,
  userId: string,
  key: string,
): Promise<StoredObject | undefined> {
  const [row] = await db
    .select()
    .from(storedObjects)
    .where(and(eq(storedObjects.key, key), eq(storedObjects.userId, userId)));
  return row;
}

/**
 * Marks an owned, not yet recorded key as being recorded, atomically: of two requests recording the same upload,
 * one gets the row and the other undefined. `markUploaded(key, null)` gives the key back when recording fails.
 */
export async function claimForRecording(
  db: Database,
  userId: string,
  key: string,
): Promise<StoredObject | undefined> {
  const [row] = await db
    .update(storedObjects)
    .set({ uploadedAt: clock.now() })
    .where(
      and(eq(storedObjects.key, key), eq(storedObjects.userId, userId), isNull(storedObjects.uploadedAt)),
    )
    .returning();
  return row;
}

/** Records what the stored bytes turned out to be (or clears it with null when they were refused). */
export async function markUploaded(
  db: Database,
  key: string,
  upload: { contentType: string; sizeBytes: number } | null,
): Promise<StoredObject> {
  const [row] = await db
    .update(storedObjects)
    .set(
      upload
        ? { ...upload, uploadedAt: clock.now() }
        : { contentType: null, sizeBytes: null, uploadedAt: null },
    )
    .where(eq(storedObjects.key, key))
    .returning();
  return row!;
}
