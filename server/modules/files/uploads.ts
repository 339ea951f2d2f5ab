import { createStorageKey, isUploadKey, servedKeyFor, uploadKeyFor } from '#server/adapters/storage/keys.ts';
import { UPLOAD_URL_TTL_SECONDS, verifyUploadSignature } from '#server/adapters/storage/signature.ts';
import { FileExistsError, type StoredFileKind } from '#server/adapters/storage/types.ts';
import { HttpError } from '#server/lib/errors.ts';
import { MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import { detectAcceptedType, refusalFor } from './byte-check.ts';
import { sweepAbandonedUploads } from './cleanup.ts';
import { type FileDeps, findStoredObject, insertStoredObject } from './stored-objects.ts';
import { assertUploadLinkAllowed } from './upload-rate.ts';

/** Message for an upload link that was tampered with or has expired. */
export const INVALID_UPLOAD_LINK = 'Upload link is invalid or has expired';
/** Message for a second upload to a link that already received its file. */
export const UPLOAD_LINK_USED =
  'This upload link has already been used. Ask for a new one to upload another file.';
/** Message for a body smaller than the size the link was made for. */
export const SIZE_MISMATCH = 'The upload does not match the file size declared for this link';

/** Refuses a declared size above the upload limit before any bytes are sent. */
export function assertDeclaredSize(size: number, fileName: string | undefined): void {
  if (size > MAX_UPLOAD_BYTES) {
    const message = `${fileName ?? 'The file'} is too large (max 10MB)`;
    throw new HttpError(400, message, { size: message });
  }
}

/**
 * Creates a key owned by the user and a short-lived URL the browser PUTs exactly `size` bytes to. The URL
 * points at the key's upload slot (`uploads/<key>`), never at the file the app serves.
 */
export async function createUploadTicket(
  deps: FileDeps,
  input: { userId: string; kind: StoredFileKind; size: number },
): Promise<{ key: string; uploadURL: string }> {
  assertDeclaredSize(input.size, undefined);
  await assertUploadLinkAllowed(deps.db, input.userId);
  // Each new link first clears the user's abandoned uploads of its kind, so unrecorded files never pile up.
  await sweepAbandonedUploads(deps, input.userId, input.kind);
  const key = createStorageKey(input.kind, input.userId);
  await insertStoredObject(deps.db, key, input.userId, input.kind);
  const uploadURL = await deps.storage.createUploadUrl(uploadKeyFor(key), {
    kind: input.kind,
    contentLength: input.size,
    expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
  });
  return { key, uploadURL };
}

/**
 * Receives bytes PUT to a signed disk upload link: checks the link, the size and the bytes, and stores them in
 * the upload slot once. A link whose file is already there or already recorded answers 409 and writes nothing.
 */
export async function receiveSignedUpload(
  deps: FileDeps & { signingSecret: string },
  uploadKey: string,
  link: { expires?: string; size?: string; signature?: string },
  bytes: Buffer,
): Promise<void> {
  const object = isUploadKey(uploadKey)
    ? await findStoredObject(deps.db, servedKeyFor(uploadKey))
    : undefined;
  const size = Number(link.size);
  const grant = object && {
    method: 'PUT' as const,
    key: uploadKey,
    expires: Number(link.expires),
    kind: object.kind as StoredFileKind,
    size,
  };
  if (!grant || !verifyUploadSignature(deps.signingSecret, grant, link.signature ?? '')) {
    throw new HttpError(403, INVALID_UPLOAD_LINK);
  }
  if (object.uploadedAt) throw new HttpError(409, UPLOAD_LINK_USED);
  if (bytes.length > size) throw new HttpError(413, 'Request body is too large');
  const contentType = await detectAcceptedType(grant.kind, bytes);
  if (!contentType) throw new HttpError(415, await refusalFor(grant.kind, bytes));
  if (bytes.length !== size) throw new HttpError(400, SIZE_MISMATCH);
  try {
    await deps.storage.writeFile(uploadKey, bytes, { isExclusive: true });
  } catch (error) {
    if (error instanceof FileExistsError) throw new HttpError(409, UPLOAD_LINK_USED);
    throw error;
  }
}
