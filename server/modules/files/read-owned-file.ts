import { isValidStorageKey } from '#server/adapters/storage/keys.ts';
import type { StoredFile } from '#server/adapters/storage/types.ts';
import { notFound } from '#server/lib/errors.ts';
import { FILE_NOT_FOUND } from '#server/lib/not-found.ts';
import { type FileDeps, findOwnedObject } from './stored-objects.ts';

/** How long a presigned download link given to the owner stays valid. */
const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

/** The user's stored file: a presigned link to redirect to (S3), or its bytes and type (disk). */
export type OwnedFile =
  | { kind: 'redirect'; url: string }
  | { kind: 'bytes'; file: StoredFile; contentType: string | null };

/**
 * Opens a stored file the user owns and whose upload has arrived; 404 "File not found" for a malformed key,
 * another user's key, a key still waiting for its bytes, or bytes missing from storage.
 */
export async function readOwnedFile(deps: FileDeps, userId: string, key: string): Promise<OwnedFile> {
  if (!isValidStorageKey(key)) throw notFound(FILE_NOT_FOUND);
  const object = await findOwnedObject(deps.db, userId, key);
  if (!object?.uploadedAt) throw notFound(FILE_NOT_FOUND);
  const url = await deps.storage.createDownloadUrl(key, DOWNLOAD_URL_TTL_SECONDS, {
    contentType: object.contentType,
  });
  if (url) return { kind: 'redirect', url };
  const file = await deps.storage.readFile(key);
  if (!file) throw notFound(FILE_NOT_FOUND);
  return { kind: 'bytes', file, contentType: object.contentType };
}
