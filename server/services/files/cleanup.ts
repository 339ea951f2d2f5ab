import { and, eq, inArray, lt, notExists } from 'drizzle-orm';
import { equipmentPhotos, storedObjects } from '#db/schema/index.ts';
import { consoleLogger } from '../../lib/logger.ts';
import { derivedKeysFor } from '../storage/keys.ts';
import type { FileDeps } from './stored-objects.ts';

const DELETE_BATCH = 10;

/**
 * Deletes stored files (with their upload slot and report copy) and their stored_objects rows. A storage failure
 * is logged, not thrown; that file's row stays so the file left behind can still be traced to its owner.
 */
export async function deleteStoredFiles(deps: FileDeps, keys: readonly string[]): Promise<void> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return;
  const log = deps.log ?? consoleLogger;
  // A few at a time: deleting a whole account must not open hundreds of storage requests at once.
  const deleted: string[] = [];
  for (let start = 0; start < unique.length; start += DELETE_BATCH) {
    const batch = unique.slice(start, start + DELETE_BATCH);
    await Promise.all(
      batch.map((key) =>
        Promise.all([key, ...derivedKeysFor(key)].map((file) => deps.storage.deleteFile(file))).then(
          () => deleted.push(key),
          (error: unknown) => log.error({ err: error, key }, 'could not delete a stored file'),
        ),
      ),
    );
  }
  if (deleted.length > 0) await deps.db.delete(storedObjects).where(inArray(storedObjects.key, deleted));
}

/** Deletes every file a user owns (for account deletion), with their stored_objects rows. */
export async function deleteUserFiles(deps: FileDeps, userId: string): Promise<void> {
  const rows = await deps.db
    .select({ key: storedObjects.key })
    .from(storedObjects)
    .where(eq(storedObjects.userId, userId));
  await deleteStoredFiles(
    deps,
    rows.map((r) => r.key),
  );
}

/** How long an upload link's file may stay unrecorded before it counts as abandoned. */
export const ABANDONED_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes a user's photo files that were given an upload link over a day ago but never recorded on equipment
 * (an abandoned dialog, a failed record step), with their stored_objects rows.
 */
export async function sweepAbandonedPhotoUploads(
  deps: FileDeps,
  userId: string,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_UPLOAD_MS);
  const rows = await deps.db
    .select({ key: storedObjects.key })
    .from(storedObjects)
    .where(
      and(
        eq(storedObjects.userId, userId),
        eq(storedObjects.kind, 'photo'),
        lt(storedObjects.createdAt, cutoff),
        notExists(
          deps.db
            .select({ id: equipmentPhotos.id })
            .from(equipmentPhotos)
            .where(eq(equipmentPhotos.storageKey, storedObjects.key)),
        ),
      ),
    )
    .limit(100);
  await deleteStoredFiles(
    deps,
    rows.map((r) => r.key),
  );
  return rows.length;
}
