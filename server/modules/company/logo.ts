import { isNotNull, ne } from 'drizzle-orm';
import { storedObjects } from '#db/schema/index.ts';
import { findKeyInObjectUrl, reportCopyKeyFor, servedKeyFor } from '#server/adapters/storage/keys.ts';
import { readStoredBytes } from '#server/adapters/storage/read-bytes.ts';
import type { StorageService } from '#server/adapters/storage/types.ts';
import { badRequest, HttpError, notFound } from '#server/lib/errors.ts';
import { FILE_NOT_FOUND } from '#server/lib/not-found.ts';
import { deleteStoredFiles, selectStoredKeys } from '#server/modules/files/cleanup.ts';
import { claimForRecording, type FileDeps, findOwnedObject } from '#server/modules/files/stored-objects.ts';
import { assertDeclaredSize, createUploadTicket } from '#server/modules/files/uploads.ts';
import { storeUploadedPhoto } from '#server/modules/photos/store-photo.ts';
import { MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import type { PhotoUploadRequest } from '#shared/schemas/photos.ts';

/** 400 for a logo URL that names no stored file. */
export const LOGO_URL_INVALID = 'Logo URL must be the upload URL without its query';
/** 409 for a logo upload that is already saved (or being saved by another request). */
export const LOGO_ALREADY_SAVED = 'This logo is already saved';

/**
 * POST /api/objects/upload with `kind: "logo"`: a one-time link to PUT the logo's declared number of bytes to.
 * Logo uploads of the user's left unsaved for a day are deleted first (the one sweep of createUploadTicket).
 */
export async function requestLogoUpload(
  deps: FileDeps,
  userId: string,
  input: PhotoUploadRequest,
): Promise<{ uploadURL: string }> {
  assertDeclaredSize(input.size, input.fileName ?? undefined);
  const { uploadURL } = await createUploadTicket(deps, { userId, kind: 'logo', size: input.size });
  return { uploadURL };
}

/**
 * Turns an uploaded logo into the one the app keeps: the URL must name a logo key the user owns (else 404 "File
 * not found"); its bytes are checked (PNG or JPEG only) and re-encoded like a photo (upright, no metadata,
 * bounded, plus the bounded copy the PDFs embed). Answers the key.
 */
export async function recordLogo(deps: FileDeps, userId: string, logoUrl: string): Promise<string> {
  const found = findKeyInObjectUrl(deps.storage, logoUrl);
  if (!found) throw badRequest(LOGO_URL_INVALID, { logoUrl: LOGO_URL_INVALID });
  const key = servedKeyFor(found);
  const object = await findOwnedObject(deps.db, userId, key);
  if (object?.kind !== 'logo') throw notFound(FILE_NOT_FOUND);
  const claimed = await claimForRecording(deps.db, userId, key);
  if (!claimed) throw new HttpError(409, LOGO_ALREADY_SAVED);
  await storeUploadedPhoto(deps, claimed, 'logo');
  return key;
}

/** Deletes the user's logo files other than `keep` (the logo replaced or removed). */
export async function deleteOtherLogos(deps: FileDeps, userId: string, keep: string | null): Promise<void> {
  const rows = await selectStoredKeys(
    deps.db,
    userId,
    'logo',
    // Uploads still waiting to be saved (another tab's) have no content type yet: left to the sweep.
    isNotNull(storedObjects.contentType),
    keep ? ne(storedObjects.key, keep) : undefined,
  );
  await deleteStoredFiles(
    deps,
    rows.map((row) => row.key),
  );
}

/** The logo's bounded JPEG copy the PDFs embed, or null when it cannot be read (the PDF is then made without it). */
export async function readLogoForPdf(
  storage: StorageService,
  key: string,
  onError: (error: unknown) => void = () => {},
): Promise<Buffer | null> {
  try {
    const bytes = await readStoredBytes(storage, reportCopyKeyFor(key), MAX_UPLOAD_BYTES);
    return Buffer.isBuffer(bytes) ? bytes : null;
  } catch (error) {
    onError(error);
    return null;
  }
}

/** 400 for an upload link asked for a kind of file other than an RFP or a logo. */
export const UPLOAD_KIND_MESSAGE = 'Kind must be rfp or logo';

/** Whether POST /api/objects/upload asks for a logo link (`kind: "logo"`); no kind or "rfp" is an RFP. */
export function isLogoUploadRequest(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('kind' in body)) return false;
  const { kind } = body as { kind: unknown };
  if (kind === 'logo') return true;
  if (kind === undefined || kind === null || kind === 'rfp') return false;
  throw badRequest(UPLOAD_KIND_MESSAGE, { kind: UPLOAD_KIND_MESSAGE });
}
