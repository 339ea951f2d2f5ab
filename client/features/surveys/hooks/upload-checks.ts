import { MAX_PHOTOS_PER_BATCH, MAX_UPLOAD_BYTES } from '#shared/constants.ts';

// Some phones hand over HEIC photos without a MIME type; their extension still says what they are.
const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp|gif|heic|heif)$/i;

/** Message when more files are chosen than one batch allows. */
export const TOO_MANY_FILES = `You can upload up to ${MAX_PHOTOS_PER_BATCH} photos at a time`;

/** True for files the server accepts as photos (SVG is refused there, so here too). */
export function isImageFile(file: Pick<File, 'name' | 'type'>): boolean {
  if (file.type === 'image/svg+xml') return false;
  if (file.type.startsWith('image/')) return true;
  return file.type === '' && IMAGE_EXTENSIONS.test(file.name);
}

/** Checks one batch before uploading: at most 5 files, images only, each at most 10 MB (spec section 5). */
export function checkPhotoFiles(files: readonly File[]): { accepted: File[]; errors: string[] } {
  if (files.length > MAX_PHOTOS_PER_BATCH) return { accepted: [], errors: [TOO_MANY_FILES] };
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (!isImageFile(file)) errors.push(`${file.name} is not an image file`);
    else if (file.size > MAX_UPLOAD_BYTES) errors.push(`${file.name} is too large (max 10MB)`);
    else accepted.push(file);
  }
  return { accepted, errors };
}
