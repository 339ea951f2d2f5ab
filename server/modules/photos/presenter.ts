import { createObjectRouteUrl } from '#server/adapters/storage/keys.ts';
import type { PhotoRow } from './photos.ts';

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
