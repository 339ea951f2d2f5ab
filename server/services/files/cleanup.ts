import { eq, inArray } from 'drizzle-orm';
import { storedObjects } from '#db/schema/index.ts';
import type { FileDeps } from './stored-objects.ts';

const DELETE_BATCH = 10;

/**
 * Deletes stored files and their stored_objects rows. A storage failure is logged, not thrown; that file's row
 * stays so the file left behind can still be traced to its owner.
 */
export async function deleteStoredFiles(deps: FileDeps, keys: readonly string[]): Promise<void> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return;
  const log = deps.log ?? { error: (details: object, message: string) => console.error(message, details) };
  // A few at a time: deleting a whole account must not open hundreds of storage requests at once.
  const deleted: string[] = [];
  for (let start = 0; start < unique.length; start += DELETE_BATCH) {
    const batch = unique.slice(start, start + DELETE_BATCH);
    await Promise.all(
      batch.map((key) =>
        deps.storage.deleteFile(key).then(
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
