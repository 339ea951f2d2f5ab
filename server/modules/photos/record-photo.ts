import { findKeyInObjectUrl, servedKeyFor } from '#server/adapters/storage/keys.ts';
import { badRequest, HttpError, notFound } from '#server/lib/errors.ts';
import { FILE_NOT_FOUND } from '#server/lib/not-found.ts';
import { claimForRecording, type FileDeps, findOwnedObject } from '#server/modules/files/stored-objects.ts';
import { inOwnedEquipment } from '#server/modules/surveys/ownership.ts';
import { type Created, createOnce } from '#server/modules/sync/client-ids.ts';
import type { PhotoCreateInput } from '#shared/schemas/photos.ts';
import { findPhotoByClientId, insertPhoto, isPhotoKeyUsed, type PhotoRow } from './photos.ts';
import { storeUploadedPhoto } from './store-photo.ts';

/** Message for recording an upload that is already a photo (or is being recorded right now). */
export const ALREADY_SAVED = 'This photo is already saved';

/**
 * Attaches an uploaded file to the user's equipment. Its route found the equipment the user's before the body was
 * parsed (checkPhotoEquipment: 404 for missing or foreign equipment), so it is not looked up again here. The URL
 * must name a photo key the user owns whose upload has arrived; the upload is claimed once, checked and
 * re-encoded (see storeUploadedPhoto), and the photo's URL is the one the app serves it from. The row is inserted
 * with the equipment locked (KEY SHARE), so it cannot be deleted meanwhile (deleted since: 404).
 * With a client id the user already recorded a photo under, that photo is the answer (decision 041).
 */
export async function recordPhoto(
  deps: FileDeps,
  userId: string,
  equipmentId: number,
  input: PhotoCreateInput,
): Promise<Created<PhotoRow>> {
  const earlier = input.clientId ? await findPhotoByClientId(deps.db, userId, input.clientId) : undefined;
  if (earlier) return { row: earlier, created: false };
  const found = findKeyInObjectUrl(deps.storage, input.photoUrl);
  if (!found) {
    const message = 'Photo URL must be the upload URL without its query';
    throw badRequest(message, { photoUrl: message });
  }
  const key = servedKeyFor(found);
  const object = await findOwnedObject(deps.db, userId, key);
  if (object?.kind !== 'photo') throw notFound(FILE_NOT_FOUND);
  const claimed = await claimForRecording(deps.db, userId, key);
  if (!claimed || (await isPhotoKeyUsed(deps.db, key))) {
    // The same record sent twice at once: the other request recorded it under this client id.
    const recorded = input.clientId ? await findPhotoByClientId(deps.db, userId, input.clientId) : undefined;
    if (recorded) return { row: recorded, created: false };
    throw new HttpError(409, ALREADY_SAVED);
  }
  await storeUploadedPhoto(deps, claimed);
  return inOwnedEquipment(deps.db, userId, equipmentId, (tx) =>
    createOnce(
      tx,
      { userId, table: 'equipment_photos', clientId: input.clientId },
      (clientId) => findPhotoByClientId(tx, userId, clientId),
      () =>
        insertPhoto(tx, {
          equipmentId,
          photoUrl: input.photoUrl,
          storageKey: key,
          description: input.description,
          clientId: input.clientId,
        }),
    ),
  );
}
