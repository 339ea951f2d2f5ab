import { MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import { HttpError } from '../../lib/errors.ts';
import type { StoredFileKind } from '../storage/types.ts';
import { detectAcceptedType, FILE_HEAD_BYTES, refusalFor } from './byte-check.ts';
import { sweepAbandonedPhotoUploads } from './cleanup.ts';
import { createStorageKey } from './keys.ts';
import { UPLOAD_URL_TTL_SECONDS, verifyUploadSignature } from './signature.ts';
import {
  type FileDeps,
  findStoredObject,
  insertStoredObject,
  markUploaded,
  type StoredObject,
} from './stored-objects.ts';

/** Message for an upload link that was tampered with or has expired. */
export const INVALID_UPLOAD_LINK = 'Upload link is invalid or has expired';
/** Message for recording a file whose bytes never arrived. */
export const NOT_UPLOADED = 'Upload the photo before saving it';

/** Refuses a declared size above the upload limit before any bytes are sent. */
export function assertDeclaredSize(size: number | undefined, fileName: string | undefined): void {
  if (size !== undefined && size > MAX_UPLOAD_BYTES) {
    const message = `${fileName ?? 'The file'} is too large (max 10MB)`;
    throw new HttpError(400, message, { size: message });
  }
}

/** Creates a key owned by the user and a short-lived URL the browser PUTs the bytes to. */
export async function createUploadTicket(
  deps: FileDeps,
  input: { userId: string; kind: StoredFileKind; size?: number },
): Promise<{ key: string; uploadURL: string }> {
  // Each new link first clears the user's abandoned photo uploads, so unrecorded files never pile up.
  if (input.kind === 'photo') await sweepAbandonedPhotoUploads(deps, input.userId);
  const key = createStorageKey(input.kind, input.userId);
  await insertStoredObject(deps.db, key, input.userId, input.kind);
  const size = input.size;
  const uploadURL = await deps.storage.createUploadUrl(key, {
    kind: input.kind,
    maxBytes: MAX_UPLOAD_BYTES,
    contentLength: size !== undefined && Number.isInteger(size) && size > 0 ? size : undefined,
    expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
  });
  return { key, uploadURL };
}

/** Receives bytes PUT to a signed disk upload link: checks the link and the bytes, stores and records them. */
export async function receiveSignedUpload(
  deps: FileDeps & { signingSecret: string },
  key: string,
  link: { expires?: string; signature?: string },
  bytes: Buffer,
): Promise<void> {
  const object = await findStoredObject(deps.db, key);
  const expires = Number(link.expires);
  const grant = object && { method: 'PUT' as const, key, expires, kind: object.kind as StoredFileKind };
  if (!grant || !verifyUploadSignature(deps.signingSecret, grant, link.signature ?? '')) {
    throw new HttpError(403, INVALID_UPLOAD_LINK);
  }
  const contentType = await detectAcceptedType(grant.kind, bytes);
  if (!contentType) throw new HttpError(415, refusalFor(grant.kind));
  await deps.storage.writeFile(key, bytes);
  await markUploaded(deps.db, key, { contentType, sizeBytes: bytes.length });
}

/**
 * Checks the bytes that arrived for an owned key before the file is used: missing → 400, over the limit → 413,
 * refused type → 415. Refused files are deleted from storage.
 */
export async function verifyStoredUpload(deps: FileDeps, object: StoredObject): Promise<StoredObject> {
  const kind = object.kind as StoredFileKind;
  const found = await deps.storage.readHead(object.key, FILE_HEAD_BYTES);
  if (!found) throw new HttpError(400, NOT_UPLOADED);
  if (found.size > MAX_UPLOAD_BYTES) {
    await discardUpload(deps, object.key);
    throw new HttpError(413, 'The file is too large (max 10MB)');
  }
  const contentType = await detectAcceptedType(kind, found.head, found.head.length < found.size);
  if (!contentType) {
    await discardUpload(deps, object.key);
    throw new HttpError(415, refusalFor(kind));
  }
  return markUploaded(deps.db, object.key, { contentType, sizeBytes: found.size });
}

async function discardUpload(deps: FileDeps, key: string): Promise<void> {
  await deps.storage.deleteFile(key);
  await markUploaded(deps.db, key, null);
}
