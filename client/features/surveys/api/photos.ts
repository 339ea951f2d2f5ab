import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api.ts';
import type { EquipmentPhoto } from '#shared/schemas/survey.ts';
import { surveyKeys } from './query-keys.ts';

/** A photo as the API returns it: `url` is where the owner's browser can load the image. */
export type PhotoItem = EquipmentPhoto & { url: string };

/** Raised when the upload URL could not be obtained (spec toast 'Failed to get upload URL'). */
export class UploadUrlError extends Error {}

/** POST /api/equipment/{id}/photos/upload: a short-lived URL to PUT the file's bytes to. */
export async function requestUploadUrl(equipmentId: number, file: File): Promise<string> {
  try {
    const res = await apiRequest('POST', `/api/equipment/${equipmentId}/photos/upload`, {
      fileName: file.name,
      contentType: file.type || null,
      size: file.size,
    });
    const { uploadURL } = (await res.json()) as { uploadURL: string };
    return uploadURL;
  } catch (error) {
    throw new UploadUrlError(error instanceof Error ? error.message : 'Failed to get upload URL');
  }
}

/** PUTs the bytes with the file's own content type; XMLHttpRequest because fetch reports no upload progress. */
export function putFile(uploadUrl: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', uploadUrl);
    if (file.type) xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
      }
    };
    xhr.onerror = () => reject(new Error('The upload was interrupted'));
    xhr.send(file);
  });
}

/** The stored URL is the upload URL without its query string (the signature). */
export function storedPhotoUrl(uploadUrl: string): string {
  return uploadUrl.split('?')[0];
}

/** POST /api/equipment/{id}/photos: records an uploaded file against the system. */
export async function recordPhoto(
  queryClient: QueryClient,
  equipmentId: number,
  uploadUrl: string,
  description: string | null,
): Promise<PhotoItem> {
  const res = await apiRequest('POST', `/api/equipment/${equipmentId}/photos`, {
    photoUrl: storedPhotoUrl(uploadUrl),
    description,
  });
  const photo = (await res.json()) as PhotoItem;
  queryClient.setQueryData<PhotoItem[]>(surveyKeys.photos(equipmentId), (list) =>
    list ? [...list, photo] : [photo],
  );
  return photo;
}

/** DELETE /api/equipment/photos/{photoId}. */
export async function deletePhoto(queryClient: QueryClient, photo: PhotoItem): Promise<void> {
  await apiRequest('DELETE', `/api/equipment/photos/${photo.id}`);
  queryClient.setQueryData<PhotoItem[]>(surveyKeys.photos(photo.equipmentId), (list) =>
    list?.filter((p) => p.id !== photo.id),
  );
}

/** The photos of one system. */
export function usePhotos(equipmentId: number | null) {
  return useQuery<PhotoItem[]>({
    queryKey: surveyKeys.photos(equipmentId ?? 0),
    enabled: equipmentId !== null,
  });
}
