import type { Sharp } from 'sharp';
import { HttpError } from '#server/lib/errors.ts';
import { HEIC_REFUSAL } from '#shared/constants.ts';

/** Longest edge of the stored photo; larger photos are scaled down (a 48 MP phone photo becomes 4096 px). */
export const MAX_PHOTO_EDGE = 4096;
/** Longest edge of the copy embedded in reports and PDFs. */
export const REPORT_COPY_EDGE = 1200;
/** Most pixels decoded from one upload: refuses decompression bombs (a 10 MB PNG can claim 16k × 16k). */
export const MAX_INPUT_PIXELS = 80_000_000;

/** Message for an image whose bytes pass the type check but cannot be decoded. */
export const UNREADABLE_IMAGE = 'This image could not be read. Please upload a JPEG, PNG, WebP or GIF photo.';
/** Message for an image with more pixels than MAX_INPUT_PIXELS. */
export const TOO_MANY_PIXELS = 'This image is too large to process (max 80 megapixels)';

/** A photo re-encoded for storage: upright, without metadata, at most MAX_PHOTO_EDGE, plus its report copy. */
export interface ProcessedPhoto {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  reportCopy: Buffer;
}

const JPEG_QUALITY = 85;
const REPORT_JPEG_QUALITY = 80;

/** Decoded pixels, turned upright by their EXIF orientation; metadata is dropped because no output asks for it. */
async function decode(bytes: Buffer): Promise<Sharp> {
  // sharp (libvips) is loaded with the first photo, so an idle server does not hold it.
  const { default: sharp } = await import('sharp');
  // failOn 'error' still decodes photos with a harmless warning but refuses truncated or corrupt data.
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

/** The bounded JPEG copy a report embeds (transparent areas on white, as on paper). */
function toReportCopy(image: Sharp): Promise<Buffer> {
  return image
    .resize({ width: REPORT_COPY_EDGE, height: REPORT_COPY_EDGE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: REPORT_JPEG_QUALITY })
    .toBuffer();
}

/**
 * Re-encodes an uploaded photo: EXIF orientation applied, every metadata block (EXIF with GPS, XMP, IPTC,
 * comments) dropped, bytes after the image (a polyglot's payload) gone. Photos with transparency stay PNG,
 * others become JPEG. Refuses with 415 what cannot be decoded (`detectedType` picks the message).
 */
export async function processPhoto(bytes: Buffer, detectedType: string): Promise<ProcessedPhoto> {
  try {
    const { hasAlpha } = await (await decode(bytes)).metadata();
    const full = (await decode(bytes)).resize({
      width: MAX_PHOTO_EDGE,
      height: MAX_PHOTO_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const [photo, reportCopy] = await Promise.all([
      hasAlpha ? full.png().toBuffer() : full.jpeg({ quality: JPEG_QUALITY }).toBuffer(),
      toReportCopy(await decode(bytes)),
    ]);
    return { bytes: photo, contentType: hasAlpha ? 'image/png' : 'image/jpeg', reportCopy };
  } catch (error) {
    throw refusalFor(error, detectedType);
  }
}

/** The bounded report copy of a stored photo (for photos stored before report copies existed). */
export async function createReportCopy(bytes: Buffer): Promise<Buffer> {
  return toReportCopy(await decode(bytes));
}

function refusalFor(error: unknown, detectedType: string): HttpError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new HttpError(413, TOO_MANY_PIXELS);
  if (detectedType === 'image/heic' || detectedType === 'image/heif') return new HttpError(415, HEIC_REFUSAL);
  return new HttpError(415, UNREADABLE_IMAGE);
}
