import { useCallback, useEffect, useRef, useState } from 'react';
import {
  putFile,
  requestUploadUrl,
  UploadUrlError,
  useQueuePhoto,
  useRecordPhoto,
} from '#client/api/photos.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { errorMessage } from '#client/lib/api.ts';
import { isLocalId } from '#client/lib/offline/ids.ts';
import { showError } from '#client/lib/show-error.ts';

/** queued: waits its turn in the batch; kept: saved on this device, uploaded when the connection returns. */
export type UploadState = 'queued' | 'uploading' | 'done' | 'kept' | 'failed';

/** One file of the batch being uploaded, with its own progress. */
export interface UploadItem {
  id: string;
  name: string;
  progress: number;
  state: UploadState;
  /** Why a failed file was refused (the server's message, e.g. a HEIC photo it cannot process). */
  error?: string;
}

const CLEAR_DONE_AFTER_MS = 1500;
let batchCounter = 0;

/** Uploads a checked batch one file at a time: upload URL, PUT with progress, then record the photo. */
export function usePhotoUpload(equipmentId: number) {
  const recordPhoto = useRecordPhoto();
  const queuePhoto = useQueuePhoto();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const clearTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (clearTimer.current) clearTimeout(clearTimer.current);
    },
    [],
  );

  const patch = useCallback((id: string, next: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...next } : item)));
  }, []);

  const upload = useCallback(
    async (files: File[], description: string | null): Promise<boolean> => {
      if (clearTimer.current) clearTimeout(clearTimer.current);
      batchCounter += 1;
      const batch = files.map((file, index) => ({
        id: `${batchCounter}-${index}`,
        name: file.name,
        progress: 0,
        state: 'queued' as UploadState,
      }));
      setItems(batch);
      setIsUploading(true);
      let uploaded = 0;
      let kept = 0;
      let urlFailures = 0;
      const keep = async (id: string, file: File) => {
        await queuePhoto.mutateAsync({ equipmentId, file, description });
        patch(id, { state: 'kept', progress: 100 });
        kept += 1;
      };
      for (const [index, file] of files.entries()) {
        const { id } = batch[index];
        try {
          // Offline, or a system made offline (no server id yet): the photo waits on the device.
          if (!navigator.onLine || isLocalId(equipmentId)) {
            await keep(id, file);
            continue;
          }
          patch(id, { state: 'uploading' });
          const uploadUrl = await requestUploadUrl(equipmentId, file);
          await putFile(uploadUrl, file, (progress) => patch(id, { progress }));
          await recordPhoto.mutateAsync({ equipmentId, uploadUrl, description });
          patch(id, { state: 'done', progress: 100 });
          uploaded += 1;
        } catch (error) {
          // The connection went during the upload: the photo is kept for later rather than lost.
          if (
            !navigator.onLine &&
            (await keep(id, file).then(
              () => true,
              () => false,
            ))
          )
            continue;
          if (error instanceof UploadUrlError) urlFailures += 1;
          patch(id, { state: 'failed', error: errorMessage(error, 'The upload failed') });
        }
      }
      setIsUploading(false);
      const failures = files.length - uploaded - kept;
      if (kept > 0 && failures === 0) {
        toast({
          title: 'Saved on this device',
          description: `${kept} photo(s) will upload when the connection returns.`,
        });
      } else if (failures === 0) {
        toast({ title: 'Success', description: `${uploaded} photo(s) uploaded successfully!` });
      } else {
        showError(
          'Error',
          urlFailures === failures
            ? 'Failed to get upload URL'
            : 'Failed to upload some files. Please try again.',
        );
      }
      // Finished files now show in the photo list; keep only failures on screen.
      clearTimer.current = setTimeout(
        () => setItems((list) => list.filter((item) => item.state === 'failed')),
        CLEAR_DONE_AFTER_MS,
      );
      return failures === 0;
    },
    [equipmentId, patch, recordPhoto.mutateAsync, queuePhoto.mutateAsync],
  );

  return { items, isUploading, upload };
}
