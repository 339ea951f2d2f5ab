import { Camera, CircleAlert, CircleCheck, ImagePlus, LoaderCircle } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { useIsMobile } from '#client/lib/use-is-mobile.ts';
import { checkPhotoFiles } from '../hooks/upload-checks.ts';
import { type UploadItem, usePhotoUpload } from '../hooks/use-photo-upload.ts';

function UploadRow({ item }: { item: UploadItem }) {
  return (
    <li className="grid gap-1.5" data-testid="upload-item">
      <div className="flex items-center justify-between gap-3 text-xs">
        <span className="min-w-0 truncate font-medium text-slate-700">{item.name}</span>
        <span className="flex shrink-0 items-center gap-1 text-muted-foreground tabular-nums">
          {item.state === 'done' && <CircleCheck className="size-3.5 text-emerald-600" aria-hidden="true" />}
          {item.state === 'failed' && <CircleAlert className="size-3.5 text-red-600" aria-hidden="true" />}
          {item.state === 'failed'
            ? 'Failed'
            : item.state === 'queued'
              ? 'Waiting'
              : item.state === 'kept'
                ? 'Saved on this device'
                : `${item.progress}%`}
        </span>
      </div>
      <Progress value={item.progress} aria-label={`Uploading ${item.name}`} className="h-1.5" />
      {item.state === 'failed' && item.error && <p className="text-xs text-red-700">{item.error}</p>}
    </li>
  );
}

/** Picks up to 5 images (camera on phones), checks them, and uploads them with a progress bar per file. */
export function PhotoUploader({ equipmentId }: { equipmentId: number }) {
  const id = useId();
  const isMobile = useIsMobile();
  const pickRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const { items, isUploading, upload } = usePhotoUpload(equipmentId);

  async function handleFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const { accepted, errors: problems } = await checkPhotoFiles(files);
    setErrors(problems);
    if (accepted.length === 0) return;
    const isAllUploaded = await upload(accepted, description.trim() || null);
    if (isAllUploaded) setDescription('');
  }

  return (
    <div className="grid gap-3 rounded-lg border border-dashed bg-slate-50/60 p-3 sm:p-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-description`}>
          Photo Description <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Input
          id={`${id}-description`}
          value={description}
          placeholder="e.g. Basin scale, north side"
          onChange={(event) => setDescription(event.target.value)}
          disabled={isUploading}
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        {isMobile && (
          <Button
            onClick={() => cameraRef.current?.click()}
            disabled={isUploading}
            className="w-full sm:w-auto"
          >
            <Camera aria-hidden="true" />
            Take Photo
          </Button>
        )}
        <Button
          variant="outline"
          onClick={() => pickRef.current?.click()}
          disabled={isUploading}
          className="w-full sm:w-auto"
        >
          {isUploading ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <ImagePlus aria-hidden="true" />
          )}
          {isUploading ? 'Uploading…' : 'Choose Photos'}
        </Button>
        <span className="text-xs text-muted-foreground">Up to 5 images at a time, 10 MB each.</span>
      </div>
      <input
        ref={pickRef}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose photos"
        data-testid="photo-input"
        onChange={handleFiles}
      />
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label="Take photo"
        onChange={handleFiles}
      />
      {errors.length > 0 && (
        <ul role="alert" className="grid gap-1 text-sm font-medium text-destructive">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {items.length > 0 && (
        <ul className="grid gap-2.5" aria-label="Uploads">
          {items.map((item) => (
            <UploadRow key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}
