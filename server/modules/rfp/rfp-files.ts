import { and, eq, inArray } from 'drizzle-orm';
import { storedObjects } from '#db/schema/index.ts';
import { createObjectRouteUrl, uploadKeyFor } from '#server/adapters/storage/keys.ts';
import { readStoredBytes } from '#server/adapters/storage/read-bytes.ts';
import { badRequest, HttpError, notFound } from '#server/lib/errors.ts';
import { FILE_NOT_FOUND } from '#server/lib/not-found.ts';
import { parseInput } from '#server/lib/validation.ts';
import { isLogoUploadRequest } from '#server/modules/company/logo.ts';
import { detectAcceptedType, refusalFor } from '#server/modules/files/byte-check.ts';
import { deleteStoredFiles, keysNoLongerUsed, storedKeyOfUrl } from '#server/modules/files/cleanup.ts';
import {
  claimForRecording,
  type FileDeps,
  findOwnedObject,
  markUploaded,
} from '#server/modules/files/stored-objects.ts';
import { assertDeclaredSize, createUploadTicket } from '#server/modules/files/uploads.ts';
import { MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import { type PhotoUploadRequest, PhotoUploadRequestSchema } from '#shared/schemas/photos.ts';
import { type RfpUploadRequest, RfpUploadRequestSchema } from '#shared/schemas/rfp.ts';
import { type RfpFileType, rfpTypeOf } from './file-types.ts';

/** 400 when the RFP's bytes never reached its upload link. */
export const RFP_NOT_UPLOADED = 'Upload the RFP before analysing it';
/** 409 while another request is checking the same upload. */
export const RFP_BEING_CHECKED = 'This RFP is still being checked. Please try again in a moment.';
/** 400 for a file URL that does not name a stored file. */
export const RFP_URL_INVALID = 'File URL must be the upload URL without its query';

/** An RFP the user owns, checked and stored at its key, with its bytes. */
export interface OwnedRfpFile {
  key: string;
  type: RfpFileType;
  bytes: Buffer;
}

/** POST /api/objects/upload's body: a company logo's upload (`kind: "logo"`) or, by default, an RFP's. */
export type UploadRequest =
  | { kind: 'logo'; input: PhotoUploadRequest }
  | { kind: 'rfp'; input: RfpUploadRequest };

/** Reads POST /api/objects/upload's body with the schema of the kind it names (400 for another kind). */
export function parseUploadRequest(body: unknown): UploadRequest {
  if (isLogoUploadRequest(body)) return { kind: 'logo', input: parseInput(PhotoUploadRequestSchema, body) };
  return { kind: 'rfp', input: parseInput(RfpUploadRequestSchema, body) };
}

/** POST /api/objects/upload: a one-time link to PUT the RFP's declared number of bytes to. */
export async function requestRfpUpload(
  deps: FileDeps,
  userId: string,
  input: RfpUploadRequest,
): Promise<{ uploadURL: string }> {
  assertDeclaredSize(input.size, input.fileName ?? undefined);
  try {
    const { uploadURL } = await createUploadTicket(deps, { userId, kind: 'rfp', size: input.size });
    return { uploadURL };
  } catch (error) {
    // The shared hourly limit speaks of photos; an RFP upload gets its own wording, same Retry-After.
    if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
    const seconds = Number(error.headers?.['Retry-After'] ?? 60);
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    throw new HttpError(
      429,
      `Too many uploads in the last hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      error.headers,
    );
  }
}

/**
 * The user's RFP named by a file URL, with its bytes: 404 "File not found" for another user's file, a
 * missing one or a file that is not an RFP. The first time, the upload is claimed, checked by its bytes
 * (413 over 10 MB, 415 for anything but PDF, Word or text) and moved to the key the app serves it from.
 */
export async function openRfpFile(deps: FileDeps, userId: string, fileUrl: string): Promise<OwnedRfpFile> {
  const key = storedKeyOfUrl(deps.storage, fileUrl);
  if (!key) throw badRequest(RFP_URL_INVALID, { fileUrl: RFP_URL_INVALID });
  const object = await findOwnedObject(deps.db, userId, key);
  if (object?.kind !== 'rfp') throw notFound(FILE_NOT_FOUND);
  if (!object.uploadedAt) return recordRfpUpload(deps, userId, key);
  const type = rfpTypeOf(object.contentType);
  // Claimed but not yet typed: another request is checking the upload right now.
  if (!type) throw new HttpError(409, RFP_BEING_CHECKED);
  const bytes = await readStoredBytes(deps.storage, key, MAX_UPLOAD_BYTES);
  if (!Buffer.isBuffer(bytes)) throw notFound(FILE_NOT_FOUND);
  return { key, type, bytes };
}

async function recordRfpUpload(deps: FileDeps, userId: string, key: string): Promise<OwnedRfpFile> {
  const claimed = await claimForRecording(deps.db, userId, key);
  if (!claimed) throw new HttpError(409, RFP_BEING_CHECKED);
  const uploadKey = uploadKeyFor(key);
  const refuse = async (status: number, message: string): Promise<never> => {
    await deps.storage.deleteFile(uploadKey);
    throw new HttpError(status, message);
  };
  try {
    const bytes = await readStoredBytes(deps.storage, uploadKey, MAX_UPLOAD_BYTES);
    if (bytes === null) throw new HttpError(400, RFP_NOT_UPLOADED);
    if (bytes === 'too-large') return await refuse(413, 'The file is too large (max 10MB)');
    const contentType = await detectAcceptedType('rfp', bytes);
    const type = rfpTypeOf(contentType);
    if (!contentType || !type) return await refuse(415, await refusalFor('rfp', bytes));
    await deps.storage.writeFile(key, bytes);
    await markUploaded(deps.db, key, { contentType, sizeBytes: bytes.length });
    await deps.storage.deleteFile(uploadKey).catch((error: unknown) => {
      deps.log?.error({ err: error, key: uploadKey }, 'could not delete a recorded upload');
    });
    return { key, type, bytes };
  } catch (error) {
    await markUploaded(deps.db, key, null);
    throw error;
  }
}

/** The served URL of an RFP key, as the proposal's rfpFileUrl keeps it. */
export function rfpFileUrlOf(key: string): string {
  return createObjectRouteUrl(key);
}

/**
 * Deletes the user's RFP files named by these URLs unless another of the user's proposals still names them
 * (a file the user does not own, or that is not an RFP, is left alone).
 */
export async function deleteRfpFiles(
  deps: FileDeps,
  userId: string,
  urls: readonly (string | null)[],
): Promise<void> {
  const keys = [...new Set(urls.flatMap((url) => (url ? [storedKeyOfUrl(deps.storage, url)] : [])))].filter(
    (key): key is string => key !== null,
  );
  if (keys.length === 0) return;
  const owned = await deps.db
    .select({ key: storedObjects.key })
    .from(storedObjects)
    .where(
      and(eq(storedObjects.userId, userId), eq(storedObjects.kind, 'rfp'), inArray(storedObjects.key, keys)),
    );
  await deleteStoredFiles(
    deps,
    await keysNoLongerUsed(
      deps,
      userId,
      'rfp',
      owned.map((row) => row.key),
    ),
  );
}
