import { and, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { companyProfiles, equipmentPhotos, proposals, storedObjects } from '#db/schema/index.ts';
import { derivedKeysFor, findKeyInObjectUrl, servedKeyFor } from '#server/adapters/storage/keys.ts';
import type { StorageService, StoredFileKind } from '#server/adapters/storage/types.ts';
import { clock } from '#server/lib/clock.ts';
import { consoleLogger } from '#server/lib/logger.ts';
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

// What keeps a stored file of each kind: the keys among `keys` (all the user's) that something still names.
type KeysInUse = (deps: FileDeps, userId: string, keys: string[]) => Promise<Set<string>>;

const KEYS_IN_USE: Record<StoredFileKind, KeysInUse> = {
  // A photo recorded on equipment.
  photo: async (deps, _userId, keys) => {
    const rows = await deps.db
      .select({ key: equipmentPhotos.storageKey })
      .from(equipmentPhotos)
      .where(inArray(equipmentPhotos.storageKey, keys));
    return new Set(rows.map((row) => row.key));
  },
  // The company's logo.
  logo: async (deps, userId) => {
    const rows = await deps.db
      .select({ key: companyProfiles.logoKey })
      .from(companyProfiles)
      .where(eq(companyProfiles.userId, userId));
    return new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
  },
  // An RFP a proposal of the user names by its URL.
  rfp: async (deps, userId) => {
    const rows = await deps.db
      .select({ url: proposals.rfpFileUrl })
      .from(proposals)
      .where(eq(proposals.userId, userId));
    return new Set(
      rows.flatMap((row) => (row.url ? [storedKeyOfUrl(deps.storage, row.url)] : [])).filter(isKey),
    );
  },
};

const isKey = (key: string | null): key is string => key !== null;

/** The stored key a file URL names (an upload URL without its query, or /api/objects/...), or null. */
export function storedKeyOfUrl(storage: Pick<StorageService, 'objectUrl'>, url: string): string | null {
  const found = findKeyInObjectUrl(storage, url);
  return found ? servedKeyFor(found) : null;
}

/** The keys of the user's files of a kind that nothing names any more (of `keys`, all of that kind). */
export async function keysNoLongerUsed(
  deps: FileDeps,
  userId: string,
  kind: StoredFileKind,
  keys: string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const used = await KEYS_IN_USE[kind](deps, userId, keys);
  return keys.filter((key) => !used.has(key));
}

/** The keys of the user's stored files of one kind that meet `also` as well (a query to run, order or limit). */
export function selectStoredKeys(
  db: Database,
  userId: string,
  kind: StoredFileKind,
  ...also: (SQL | undefined)[]
) {
  return db
    .select({ key: storedObjects.key })
    .from(storedObjects)
    .where(and(eq(storedObjects.userId, userId), eq(storedObjects.kind, kind), ...also));
}

/**
 * The one sweep of abandoned uploads, run before each new upload link of the user: deletes the user's files of
 * the link's kind given a link over a day ago that nothing names (a photo never recorded on equipment, a logo that
 * is not the company's, an RFP no proposal names: never analysed, replaced, or of a deleted survey), at most 100
 * at a time, with their stored_objects rows. Answers how many were deleted.
 */
export async function sweepAbandonedUploads(
  deps: FileDeps,
  userId: string,
  kind: StoredFileKind,
  now = clock.now(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_UPLOAD_MS);
  const rows = await selectStoredKeys(deps.db, userId, kind, lt(storedObjects.createdAt, cutoff))
    .orderBy(storedObjects.createdAt)
    .limit(100);
  const abandoned = await keysNoLongerUsed(
    deps,
    userId,
    kind,
    rows.map((row) => row.key),
  );
  await deleteStoredFiles(deps, abandoned);
  return abandoned.length;
}
