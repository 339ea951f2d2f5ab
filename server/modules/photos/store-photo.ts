import { reportCopyKeyFor, uploadKeyFor } from '#server/adapters/storage/keys.ts';
import { readStoredBytes } from '#server/adapters/storage/read-bytes.ts';
import { HttpError } from '#server/lib/errors.ts';
import { detectAcceptedType, FILE_HEAD_BYTES, refusalFor } from '#server/modules/files/byte-check.ts';
import { type FileDeps, markUploaded, type StoredObject } from '#server/modules/files/stored-objects.ts';
import { MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import { processPhoto } from './process-photo.ts';

/** Message for recording a file whose bytes never arrived. */
export const NOT_UPLOADED = 'Upload the photo before saving it';
/** Message for saving a company logo whose bytes never arrived. */
export const LOGO_NOT_UPLOADED = 'Upload the logo before saving it';
/** Message for an upload over the size limit found when it is recorded (S3 uploads never pass through us). */
export const TOO_LARGE = 'The file is too large (max 10MB)';

/**
 * Turns a claimed key's upload into the photo (or company logo) the app serves: checks the uploaded bytes (missing → 400, over the
 * limit → 413, refused type or undecodable → 415), re-encodes them (upright, no metadata, bounded size), stores
 * the photo at the key and its report copy, then deletes the upload. On refusal the upload is deleted and the
 * key given back; the caller has claimed the key (`claimForRecording`), so only one request gets here per key.
 */
export async function storeUploadedPhoto(
  deps: FileDeps,
  object: StoredObject,
  kind: 'photo' | 'logo' = 'photo',
): Promise<StoredObject> {
  const uploadKey = uploadKeyFor(object.key);
  let processed: Awaited<ReturnType<typeof processPhoto>>;
  try {
    processed = await readAndProcess(deps, uploadKey, kind);
  } catch (error) {
    await markUploaded(deps.db, object.key, null);
    throw error;
  }
  await deps.storage.writeFile(object.key, processed.bytes);
  await deps.storage.writeFile(reportCopyKeyFor(object.key), processed.reportCopy);
  const row = await markUploaded(deps.db, object.key, {
    contentType: processed.contentType,
    sizeBytes: processed.bytes.length,
  });
  // The photo is safe at its own key; a leftover upload is only wasted space, swept with the photo later.
  await deps.storage.deleteFile(uploadKey).catch((error: unknown) => {
    deps.log?.error({ err: error, key: uploadKey }, 'could not delete a recorded upload');
  });
  return row;
}

// A company logo is checked and re-encoded exactly like a photo; only the accepted types differ (byte-check.ts).
async function readAndProcess(deps: FileDeps, uploadKey: string, kind: 'photo' | 'logo') {
  const notUploaded = kind === 'logo' ? LOGO_NOT_UPLOADED : NOT_UPLOADED;
  const found = await deps.storage.readHead(uploadKey, FILE_HEAD_BYTES);
  if (!found) throw new HttpError(400, notUploaded);
  const refuse = async (status: number, message: string): Promise<never> => {
    await deps.storage.deleteFile(uploadKey);
    throw new HttpError(status, message);
  };
  if (found.size > MAX_UPLOAD_BYTES) return refuse(413, TOO_LARGE);
  const detected = await detectAcceptedType(kind, found.head, found.head.length < found.size);
  if (!detected) return refuse(415, await refusalFor(kind, found.head));
  const bytes = await readStoredBytes(deps.storage, uploadKey, MAX_UPLOAD_BYTES);
  if (bytes === null) throw new HttpError(400, notUploaded);
  if (bytes === 'too-large') return refuse(413, TOO_LARGE);
  try {
    return await processPhoto(bytes, detected);
  } catch (error) {
    if (error instanceof HttpError) return refuse(error.statusCode, error.message);
    throw error;
  }
}
