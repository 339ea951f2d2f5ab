import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { equipment, equipmentPhotos, surveys } from '#db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { PHOTO_NOT_FOUND } from '#server/lib/not-found.ts';
import { deleteStoredFiles } from '#server/modules/files/cleanup.ts';
import type { FileDeps } from '#server/modules/files/stored-objects.ts';
import { assertDeclaredSize, createUploadTicket } from '#server/modules/files/uploads.ts';
import { ownedEquipmentIds, requireOwnedEquipment } from '#server/modules/surveys/ownership.ts';
import type { PhotoUploadRequest } from '#shared/schemas/photos.ts';

/** A row of equipment_photos. */
export type PhotoRow = typeof equipmentPhotos.$inferSelect;

/** The user's photo recorded with this client id (docs/decisions/041), if any. */
export async function findPhotoByClientId(
  db: Database,
  userId: string,
  clientId: string,
): Promise<PhotoRow | undefined> {
  const [found] = await db
    .select({ row: equipmentPhotos })
    .from(equipmentPhotos)
    .innerJoin(equipment, eq(equipment.id, equipmentPhotos.equipmentId))
    .innerJoin(surveys, eq(surveys.id, equipment.surveyId))
    .where(and(eq(surveys.userId, userId), eq(equipmentPhotos.clientId, clientId)));
  return found?.row;
}

/** The photos of the user's equipment, oldest first; 404 "Equipment not found" for missing or foreign equipment. */
export async function listPhotos(db: Database, userId: string, equipmentId: number): Promise<PhotoRow[]> {
  await requireOwnedEquipment(db, userId, equipmentId);
  return db
    .select()
    .from(equipmentPhotos)
    .where(eq(equipmentPhotos.equipmentId, equipmentId))
    .orderBy(asc(equipmentPhotos.createdAt), asc(equipmentPhotos.id));
}

/**
 * 404 for equipment that is missing or another user's: the photo routes check it before their body is parsed, so
 * another user's id answers 404 whatever is sent.
 */
export async function checkPhotoEquipment(db: Database, userId: string, equipmentId: number): Promise<void> {
  await requireOwnedEquipment(db, userId, equipmentId);
}

/** A one-time upload link for a photo of the user's equipment (checked by its route: checkPhotoEquipment). */
export async function requestPhotoUpload(
  deps: FileDeps,
  userId: string,
  input: PhotoUploadRequest,
): Promise<{ uploadURL: string }> {
  assertDeclaredSize(input.size, input.fileName ?? undefined);
  const { uploadURL } = await createUploadTicket(deps, { userId, kind: 'photo', size: input.size });
  return { uploadURL };
}

/** Whether a stored file is already attached to a photo. */
export async function isPhotoKeyUsed(db: Database, storageKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: equipmentPhotos.id })
    .from(equipmentPhotos)
    .where(eq(equipmentPhotos.storageKey, storageKey))
    .limit(1);
  return !!row;
}

/** Adds a photo row for an uploaded, verified file. */
export async function insertPhoto(
  db: Database,
  values: {
    equipmentId: number;
    photoUrl: string;
    storageKey: string;
    description?: string | null;
    clientId?: string | null;
  },
): Promise<PhotoRow> {
  const [row] = await db
    .insert(equipmentPhotos)
    .values({ ...values, description: values.description ?? null })
    .returning();
  return row!;
}

/** Deletes the user's photo row, then its file and stored_objects row; 404 "Photo not found" for others'. */
export async function deletePhoto(deps: FileDeps, userId: string, photoId: number): Promise<void> {
  const [row] = await deps.db
    .delete(equipmentPhotos)
    .where(
      and(
        eq(equipmentPhotos.id, photoId),
        inArray(equipmentPhotos.equipmentId, ownedEquipmentIds(deps.db, userId)),
      ),
    )
    .returning({ storageKey: equipmentPhotos.storageKey });
  if (!row) throw notFound(PHOTO_NOT_FOUND);
  await deleteStoredFiles(deps, [row.storageKey]);
}
