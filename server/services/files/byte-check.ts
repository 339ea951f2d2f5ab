import { HEIC_REFUSAL, PHOTO_TYPE_REFUSAL } from '#shared/constants.ts';
import type { StoredFileKind } from '../storage/types.ts';

/** The refusal for a company logo that is not a PNG or JPEG image. */
export const LOGO_TYPE_REFUSAL = 'The logo must be a PNG or JPEG image';

/** How many leading bytes type detection needs (file-type's recommended sample size). */
export const FILE_HEAD_BYTES = 4100;

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Content type recorded for plain-text files, which have no signature to detect. */
export const PLAIN_TEXT_TYPE = 'text/plain; charset=utf-8';

interface AcceptedTypes {
  /** Types accepted when file-type recognises the bytes. */
  detected: ReadonlySet<string>;
  /** Whether bytes file-type does not recognise are accepted when they are valid UTF-8 text. */
  allowsPlainText: boolean;
  /** The refusal shown to the user. */
  refusal: string;
}

/** What each kind of stored file may contain, judged by its bytes only (never by name or declared type). */
export const ACCEPTED_TYPES: Record<StoredFileKind, AcceptedTypes> = {
  photo: {
    // HEIC is recognised only to be refused with its own message (refusalFor): sharp cannot decode HEVC.
    detected: new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
    allowsPlainText: false,
    refusal: PHOTO_TYPE_REFUSAL,
  },
  logo: {
    detected: new Set(['image/jpeg', 'image/png']),
    allowsPlainText: false,
    refusal: LOGO_TYPE_REFUSAL,
  },
  rfp: {
    detected: new Set(['application/pdf', DOCX_TYPE]),
    allowsPlainText: true,
    refusal: 'Only PDF, Word (.docx) or plain text files are accepted',
  },
};

/**
 * The content type of a file's bytes when its kind accepts them, else null.
 * `isPartial` says the bytes are only the file's head, so a multi-byte character may be cut at the end.
 */
export async function detectAcceptedType(
  kind: StoredFileKind,
  bytes: Uint8Array,
  isPartial = false,
): Promise<string | null> {
  if (bytes.length === 0) return null;
  const accepted = ACCEPTED_TYPES[kind];
  // Loaded with the first upload, so an idle server does not hold file-type's signatures.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return accepted.detected.has(detected.mime) ? detected.mime : null;
  return accepted.allowsPlainText && isPlainText(bytes, isPartial) ? PLAIN_TEXT_TYPE : null;
}

const HEIF_TYPES: ReadonlySet<string> = new Set(['image/heic', 'image/heif']);

/**
 * The message shown when a file of this kind is refused for its bytes: the kind's list of accepted formats, or
 * for a HEIC/HEIF photo the HEIC message (what to do instead), the same words the client shows before uploading.
 */
export async function refusalFor(kind: StoredFileKind, bytes: Uint8Array): Promise<string> {
  if (kind === 'photo' && bytes.length > 0) {
    const { fileTypeFromBuffer } = await import('file-type');
    const detected = await fileTypeFromBuffer(bytes);
    if (detected && HEIF_TYPES.has(detected.mime)) return HEIC_REFUSAL;
  }
  return ACCEPTED_TYPES[kind].refusal;
}

function isPlainText(bytes: Uint8Array, isPartial: boolean): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: isPartial });
    return true;
  } catch {
    return false;
  }
}
