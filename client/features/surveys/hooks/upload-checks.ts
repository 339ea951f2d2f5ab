import { HEIC_REFUSAL, MAX_PHOTOS_PER_BATCH, MAX_UPLOAD_BYTES } from '#shared/constants.ts';

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

/** How image files begin: JPEG, PNG, GIF, WebP, BMP, TIFF, and the ISO media boxes of HEIC, HEIF and AVIF. */
const IMAGE_SIGNATURES: readonly { offset: number; bytes: readonly number[] }[] = [
  { offset: 0, bytes: [0xff, 0xd8, 0xff] },
  { offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47] },
  { offset: 0, bytes: [0x47, 0x49, 0x46, 0x38] },
  { offset: 8, bytes: [0x57, 0x45, 0x42, 0x50] },
  { offset: 0, bytes: [0x42, 0x4d] },
  { offset: 0, bytes: [0x49, 0x49, 0x2a, 0x00] },
  { offset: 0, bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { offset: 4, bytes: [0x66, 0x74, 0x79, 0x70] },
];

/**
 * True when the file's first bytes are an image's. A text file renamed .jpg has an image name and type but not the
 * bytes; the server would refuse it after the upload, so the rep is told at once, in the spec's words.
 */
export async function hasImageBytes(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return IMAGE_SIGNATURES.some(({ offset, bytes }) => bytes.every((byte, i) => head[offset + i] === byte));
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/**
 * True for a HEIC or HEIF photo (an iPhone's default), by its type, its name or its `ftyp` brand: the server cannot
 * decode it, so it is refused before the upload with the server's own message.
 */
export async function isHeicFile(file: File): Promise<boolean> {
  if (file.type === 'image/heic' || file.type === 'image/heif' || /\.hei[cf]$/i.test(file.name)) return true;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const box = String.fromCharCode(...head.subarray(4, 8));
  return box === 'ftyp' && HEIF_BRANDS.has(String.fromCharCode(...head.subarray(8, 12)));
}

/**
 * Checks one batch before uploading: at most 5 files, images only (by type and by their bytes), each at most 10 MB,
 * no HEIC. The server checks the bytes again; this only spares the rep an upload that cannot succeed.
 */
export async function checkPhotoFiles(
  files: readonly File[],
): Promise<{ accepted: File[]; errors: string[] }> {
  if (files.length > MAX_PHOTOS_PER_BATCH) return { accepted: [], errors: [TOO_MANY_FILES] };
  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    if (!isImageFile(file) || !(await hasImageBytes(file))) errors.push(`${file.name} is not an image file`);
    else if (await isHeicFile(file)) errors.push(`${file.name}: ${HEIC_REFUSAL}`);
    else if (file.size > MAX_UPLOAD_BYTES) errors.push(`${file.name} is too large (max 10MB)`);
    else accepted.push(file);
  }
  return { accepted, errors };
}
