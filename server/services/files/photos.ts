import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { equipment, equipmentPhotos, surveys } from '#db/schema/index.ts';
import { deleteStoredFiles } from './cleanup.ts';
import { createObjectRouteUrl } from './keys.ts';
import type { FileDeps } from './stored-objects.ts';

/** A row of equipment_photos. */
export type PhotoRow = typeof equipmentPhotos.$inferSelect;

/** A photo as the API answers it; `url` is where the browser displays it from. */
export interface PhotoResponse {
  id: number;
  equipmentId: number;
  photoUrl: string;
  description: string | null;
  createdAt: Date;
  url: string;
}

/** The photos of one piece of equipment, oldest first (the caller has checked ownership). */
export function listPhotos(db: Database, equipmentId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(equipmentPhotos)
    .where(eq(equipmentPhotos.equipmentId, equipmentId))
    .orderBy(asc(equipmentPhotos.createdAt), asc(equipmentPhotos.id));
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
  values: { equipmentId: number; photoUrl: string; storageKey: string; description?: string | null },
): Promise<PhotoRow> {
  const [row] = await db
    .insert(equipmentPhotos)
    .values({ ...values, description: values.description ?? null })
    .returning();
  return row!;
}

/** A photo when its equipment's survey belongs to the user; undefined for a missing or another user's photo. */
export async function findOwnedPhoto(
  db: Database,
  userId: string,
  photoId: number,
): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select({ photo: equipmentPhotos })
    .from(equipmentPhotos)
    .innerJoin(equipment, eq(equipment.id, equipmentPhotos.equipmentId))
    .innerJoin(surveys, eq(surveys.id, equipment.surveyId))
    .where(and(eq(equipmentPhotos.id, photoId), eq(surveys.userId, userId)));
  return row?.photo;
}

/** Deletes a photo row, then its file and stored_objects row. */
export async function deletePhoto(deps: FileDeps, photo: PhotoRow): Promise<void> {
  await deps.db.delete(equipmentPhotos).where(eq(equipmentPhotos.id, photo.id));
  await deleteStoredFiles(deps, [photo.storageKey]);
}

/** The API shape of a photo. */
export function presentPhoto(row: PhotoRow): PhotoResponse {
  return {
    id: row.id,
    equipmentId: row.equipmentId,
    photoUrl: row.photoUrl,
    description: row.description,
    createdAt: row.createdAt,
    url: createObjectRouteUrl(row.storageKey),
  };
}
