import { createHmac, timingSafeEqual } from 'node:crypto';
import { clock } from '../../lib/clock.ts';
import type { StoredFileKind } from './types.ts';

/** How long an upload link stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/** What an upload signature covers. */
export interface UploadGrant {
  method: 'PUT';
  key: string;
  /** Unix time in seconds after which the link is refused. */
  expires: number;
  kind: StoredFileKind;
  /** The exact byte size declared when the link was made; the upload route refuses any other size. */
  size: number;
}

const SIGNATURE_SHAPE = /^[0-9a-f]{64}$/;

/** HMAC-SHA256 (hex) over the method, key, expiry, kind and size of an upload link. */
export function createUploadSignature(secret: string, grant: UploadGrant): string {
  // A fixed label keeps these signatures distinct from anything else signed with the same secret.
  const payload = [
    'aqs-upload-v2',
    grant.method,
    grant.key,
    String(grant.expires),
    grant.kind,
    String(grant.size),
  ].join('\n');
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Whether a signature matches the grant and has not expired; compares in constant time. */
export function verifyUploadSignature(
  secret: string,
  grant: UploadGrant,
  signature: string,
  nowSeconds = Math.floor(clock.now().getTime() / 1000),
): boolean {
  if (!Number.isSafeInteger(grant.expires) || grant.expires < nowSeconds) return false;
  if (!Number.isSafeInteger(grant.size) || grant.size < 0) return false;
  if (!SIGNATURE_SHAPE.test(signature)) return false;
  const expected = Buffer.from(createUploadSignature(secret, grant), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
