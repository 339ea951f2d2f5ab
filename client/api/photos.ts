import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, errorMessage, fetchJson } from '#client/lib/api.ts';
import { dropFromCachedList, putInCachedList } from '#client/lib/list-cache.ts';
import type { EquipmentPhoto } from '#shared/schemas/photos.ts';

/** A photo as the API returns it: `url` is where the owner's browser can load the image; `queued` waits on the device. */
export type PhotoItem = EquipmentPhoto & { url: string; queued?: true };

/** Raised when the upload URL could not be obtained (spec toast 'Failed to get upload URL'). */
export class UploadUrlError extends Error {}

/** Query keys of a system's photos. */
export const photoKeys = {
  all: ['photos'] as const,
  byEquipment: (equipmentId: number) => ['photos', 'equipment', equipmentId] as const,
};

/** The photos of one system; skipped without an id. */
export function photosQueryOptions(equipmentId: number | null) {
  return queryOptions({
    queryKey: photoKeys.byEquipment(equipmentId ?? 0),
    queryFn:
      equipmentId === null
        ? skipToken
        : ({ signal }) => fetchJson<PhotoItem[]>(`/api/equipment/${equipmentId}/photos`, signal),
  });
}

/** POST /api/equipment/{id}/photos/upload: a short-lived, one-time URL to PUT exactly this file's bytes to. */
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
    throw new UploadUrlError(errorMessage(error, 'Failed to get upload URL'));
  }
}

/**
 * PUTs the bytes with the file's own content type; XMLHttpRequest because fetch reports no upload progress.
 * Our disk route's refusal rejects with its ApiError (status, code, message); a bucket's XML answer is no text for a
 * person, so it becomes a plain message.
 */
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
        const error = new ApiError(xhr.status, xhr.responseText, xhr.statusText);
        reject(error.body?.message ? error : new Error(`The upload was refused (${xhr.status})`));
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

/** POST /api/equipment/{id}/photos: records an uploaded file against the system and lists it. */
export function useRecordPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (upload: { equipmentId: number; uploadUrl: string; description: string | null }) => {
      const res = await apiRequest('POST', `/api/equipment/${upload.equipmentId}/photos`, {
        photoUrl: storedPhotoUrl(upload.uploadUrl),
        description: upload.description,
      });
      return (await res.json()) as PhotoItem;
    },
    onSuccess: (photo) => putInCachedList(client, photoKeys.byEquipment(photo.equipmentId), photo),
  });
}

/**
 * Keeps a photo taken offline (or whose upload could not reach the server) in the outbox with its bytes: it shows
 * at once as queued, from a thumbnail kept on the device, and is uploaded and recorded when the connection returns.
 */
export function useQueuePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      equipmentId,
      file,
      description,
    }: {
      equipmentId: number;
      file: File;
      description: string | null;
    }) => {
      const [{ sendWrite, upsertInList }, { makeThumbnail }] = await Promise.all([
        import('#client/lib/offline/write.ts'),
        import('#client/lib/offline/thumbnail.ts'),
      ]);
      const thumbnail = await makeThumbnail(file);
      return sendWrite<PhotoItem>({
        kind: 'photo',
        method: 'POST',
        url: `/api/equipment/${equipmentId}/photos`,
        body: { description },
        isCreate: true,
        label: `Photo "${file.name}"`,
        blob: file,
        fileName: file.name,
        local: ({ localId, now, clientId }) => ({
          clientId,
          id: localId,
          equipmentId,
          photoUrl: '',
          description,
          createdAt: now,
          url: thumbnail,
          queued: true,
        }),
        reads: (photo) => [{ url: `/api/equipment/${equipmentId}/photos`, update: upsertInList(photo) }],
      });
    },
    onSuccess: (photo) => putInCachedList(client, photoKeys.byEquipment(photo.equipmentId), photo),
  });
}

/** DELETE /api/equipment/photos/{photoId}. */
export function useDeletePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (photo: PhotoItem) => {
      await apiRequest('DELETE', `/api/equipment/photos/${photo.id}`);
    },
    onSuccess: (_data, photo) =>
      dropFromCachedList(client, photoKeys.byEquipment(photo.equipmentId), photo.id),
  });
}
