import { findKeyInObjectUrl, servedKeyFor } from '#server/adapters/storage/keys.ts';
import { badRequest, HttpError, notFound } from '#server/lib/errors.ts';
import { FILE_NOT_FOUND } from '#server/lib/not-found.ts';
import { parseInput } from '#server/lib/validation.ts';
import { claimForRecording, type FileDeps, findOwnedObject } from '#server/modules/files/stored-objects.ts';
import { inOwnedEquipment, requireOwnedEquipment } from '#server/modules/surveys/ownership.ts';
import { PhotoCreateInputSchema } from '#shared/schemas/photos.ts';
import { insertPhoto, isPhotoKeyUsed, type PhotoRow } from './photos.ts';
import { storeUploadedPhoto } from './store-photo.ts';

/** Message for recording an upload that is already a photo (or is being recorded right now). */
export const ALREADY_SAVED = 'This photo is already saved';

/**
 * Attaches an uploaded file to the user's equipment (404 for missing or foreign equipment, checked before the
 * body is parsed with PhotoCreateInputSchema): the URL must name a photo key the user owns whose
 * upload has arrived; the upload is claimed once, checked and re-encoded (see storeUploadedPhoto), and the
 * photo's URL is the one the app serves it from. The row is inserted with the equipment locked (KEY SHARE).
 */
export async function recordPhoto(
  deps: FileDeps,
  userId: string,
  equipmentId: number,
  body: unknown,
): Promise<PhotoRow> {
  await requireOwnedEquipment(deps.db, userId, equipmentId);
  const input = parseInput(PhotoCreateInputSchema, body);
  const found = findKeyInObjectUrl(deps.storage, input.photoUrl);
  if (!found) {
    const message = 'Photo URL must be the upload URL without its query';
    throw badRequest(message, { photoUrl: message });
  }
  const key = servedKeyFor(found);
  const object = await findOwnedObject(deps.db, userId, key);
  if (object?.kind !== 'photo') throw notFound(FILE_NOT_FOUND);
  const claimed = await claimForRecording(deps.db, userId, key);
  if (!claimed || (await isPhotoKeyUsed(deps.db, key))) throw new HttpError(409, ALREADY_SAVED);
  await storeUploadedPhoto(deps, claimed);
  return inOwnedEquipment(deps.db, userId, equipmentId, (tx) =>
    insertPhoto(tx, {
      equipmentId,
      photoUrl: input.photoUrl,
      storageKey: key,
      description: input.description,
    }),
  );
}
