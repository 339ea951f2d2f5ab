import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { equipment, equipmentPhotos, surveys } from '#db/schema/index.ts';
import { PhotoUploadRequestSchema } from '#shared/schemas/photos.ts';
import { notFound } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { PHOTO_NOT_FOUND } from '../not-found.ts';
import { createObjectRouteUrl } from '../storage/keys.ts';
import { ownedEquipmentIds, requireOwnedEquipment } from '../surveys/ownership.ts';
import { deleteStoredFiles } from './cleanup.ts';
import type { FileDeps } from './stored-objects.ts';
import { assertDeclaredSize, createUploadTicket } from './uploads.ts';

/** A row of equipment_photos. */
export type PhotoRow = typeof equipmentPhotos.$inferSelect;

/** A photo as the API answers it; `url` is where the browser displays it from. */
export interface PhotoResponse {
  id: number;
  equipmentId: number;
  photoUrl: string;
  description: string | null;
  clientId: string | null;
  createdAt: Date;
  url: string;
}

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
 * A one-time upload link for a photo of the user's equipment: 404 for missing or foreign equipment before the
 * body (PhotoUploadRequestSchema) is parsed, so another user's id answers 404 whatever is sent.
 */
export async function requestPhotoUpload(
  deps: FileDeps,
  userId: string,
  equipmentId: number,
  body: unknown,
): Promise<{ uploadURL: string }> {
  await requireOwnedEquipment(deps.db, userId, equipmentId);
  const input = parseInput(PhotoUploadRequestSchema, body);
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

/** The API shape of a photo. */
export function presentPhoto(row: PhotoRow): PhotoResponse {
  return {
    id: row.id,
    equipmentId: row.equipmentId,
    photoUrl: row.photoUrl,
    description: row.description,
    clientId: row.clientId,
    createdAt: row.createdAt,
    url: createObjectRouteUrl(row.storageKey),
  };
}
