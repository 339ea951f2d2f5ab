import type { PhotoCreateInput } from '#shared/schemas/survey.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { findKeyInObjectUrl } from './keys.ts';
import { insertPhoto, isPhotoKeyUsed, type PhotoRow } from './photos.ts';
import { type FileDeps, findOwnedObject } from './stored-objects.ts';
import { verifyStoredUpload } from './uploads.ts';

/** Message for a file URL that is missing or belongs to another user. */
export const FILE_NOT_FOUND = 'File not found';

/**
 * Attaches an uploaded file to equipment the caller owns: the URL must name a photo key the user owns, whose
 * bytes have arrived and pass the byte check (checked again here, since S3 uploads never pass through us).
 */
export async function recordPhoto(
  deps: FileDeps,
  userId: string,
  equipmentId: number,
  input: PhotoCreateInput,
): Promise<PhotoRow> {
  const key = findKeyInObjectUrl(deps.storage, input.photoUrl);
  if (!key) {
    const message = 'Photo URL must be the upload URL without its query';
    throw badRequest(message, { photoUrl: message });
  }
  const object = await findOwnedObject(deps.db, userId, key);
  if (object?.kind !== 'photo') throw notFound(FILE_NOT_FOUND);
  if (await isPhotoKeyUsed(deps.db, key)) throw new HttpError(409, 'This photo is already saved');
  await verifyStoredUpload(deps, object);
  return insertPhoto(deps.db, {
    equipmentId,
    photoUrl: input.photoUrl,
    storageKey: key,
    description: input.description,
  });
}
