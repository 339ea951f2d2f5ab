import { useQuery } from '@tanstack/react-query';
import { CloudUpload, ImageOff, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { type PhotoItem, photosQueryOptions, useDeletePhoto } from '#client/api/photos.ts';
import { ConfirmDialog, useConfirmTarget } from '#client/components/confirm-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { showError } from '#client/lib/show-error.ts';
import { PhotoUploader } from './photo-uploader.tsx';

function PhotoTile({ photo, onDelete }: { photo: PhotoItem; onDelete: (photo: PhotoItem) => void }) {
  const [isBroken, setIsBroken] = useState(false);
  return (
    <li className="group relative overflow-hidden rounded-lg border bg-white" data-testid="photo-tile">
      {isBroken ? (
        <div className="flex aspect-[4/3] items-center justify-center bg-slate-100 text-slate-400">
          <ImageOff className="size-6" aria-hidden="true" />
        </div>
      ) : (
        <img
          src={photo.url}
          alt={photo.description || 'Equipment photo'}
          loading="lazy"
          onError={() => setIsBroken(true)}
          className="aspect-[4/3] w-full bg-slate-100 object-cover"
        />
      )}
      {photo.queued && (
        <span
          className="absolute top-1.5 left-1.5 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 shadow-sm"
          data-testid="photo-queued"
        >
          <CloudUpload className="size-3.5" aria-hidden="true" />
          Queued
        </span>
      )}
      {photo.description && (
        <p className="truncate px-2 py-1.5 text-xs text-slate-600" title={photo.description}>
          {photo.description}
        </p>
      )}
      <Button
        variant="secondary"
        size="icon-sm"
        aria-label={`Delete photo${photo.description ? ` ${photo.description}` : ''}`}
        onClick={() => onDelete(photo)}
        className="absolute top-1.5 right-1.5 bg-white/90 text-red-700 shadow-sm hover:bg-white"
      >
        <Trash2 />
      </Button>
    </li>
  );
}

/** A saved system's photos: thumbnails with descriptions, delete with confirmation, and the uploader. */
export function EquipmentPhotos({ equipmentId }: { equipmentId: number }) {
  const id = useId();
  const deletePhoto = useDeletePhoto();
  const photos = useQuery(photosQueryOptions(equipmentId));
  const confirm = useConfirmTarget<PhotoItem>();

  async function handleConfirmDelete() {
    if (!confirm.target) return;
    try {
      await deletePhoto.mutateAsync(confirm.target);
    } catch {
      showError('Error', 'Failed to delete photo. Please try again.');
    }
  }

  const list = photos.data ?? [];
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div>
        <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
          Photos{' '}
          {list.length > 0 && <span className="font-normal text-muted-foreground">({list.length})</span>}
        </h3>
        <p className="text-xs text-muted-foreground">Nameplates, basins, controllers, problem areas.</p>
      </div>
      {photos.isPending ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <Skeleton className="aspect-[4/3]" />
          <Skeleton className="aspect-[4/3]" />
        </div>
      ) : list.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {list.map((photo) => (
            <PhotoTile key={photo.id} photo={photo} onDelete={confirm.ask} />
          ))}
        </ul>
      ) : null}
      <PhotoUploader equipmentId={equipmentId} />
      <ConfirmDialog
        open={confirm.isOpen}
        onOpenChange={confirm.setIsOpen}
        title="Delete this photo?"
        description="The photo is removed from this system. This cannot be undone."
        onConfirm={handleConfirmDelete}
      />
    </section>
  );
}
