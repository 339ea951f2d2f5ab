import type { StoredFileKind } from '#server/adapters/storage/types.ts';
import { HEIC_REFUSAL, PHOTO_TYPE_REFUSAL } from '#shared/constants.ts';
import { listZipEntries } from './zip-entries.ts';

/** The refusal for a company logo that is not a PNG or JPEG image. */
export const LOGO_TYPE_REFUSAL = 'The logo must be a PNG or JPEG image';

/** How many leading bytes type detection needs (file-type's recommended sample size). */
export const FILE_HEAD_BYTES = 4100;

/** Content types of the documents an RFP may be. */
export const PDF_TYPE = 'application/pdf';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Content type recorded for plain-text files, which have no signature to detect. */
export const PLAIN_TEXT_TYPE = 'text/plain; charset=utf-8';

// A Word document's inflated main part beyond this is refused before extraction (a zip bomb's declared size).
const MAX_DOCUMENT_XML_BYTES = 64 * 1024 * 1024;
const PDF_MAGIC = Buffer.from('%PDF-');

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
    detected: new Set([PDF_TYPE, DOCX_TYPE]),
    allowsPlainText: true,
    refusal: 'Only PDF, Word (.docx) or plain text files are accepted',
  },
};

/**
 * The one check of every uploaded file: the content type of its bytes when its kind accepts them, else null.
 * `isPartial` says the bytes are only the file's head (a multi-byte character may be cut at the end, and a ZIP's
 * directory is at its end). With the whole file, a PDF is one that starts with `%PDF-`, and a Word document is a
 * ZIP whose directory lists `word/document.xml` of a sane declared size; text is valid UTF-8 with no NUL byte that
 * does not start like a script (`#!`). Executables, archives, images and other documents are refused.
 */
export async function detectAcceptedType(
  kind: StoredFileKind,
  bytes: Uint8Array,
  isPartial = false,
): Promise<string | null> {
  if (bytes.length === 0) return null;
  const accepted = ACCEPTED_TYPES[kind];
  if (accepted.detected.has(PDF_TYPE) && Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).equals(PDF_MAGIC)) {
    return PDF_TYPE;
  }
  // Loaded with the first upload, so an idle server does not hold file-type's signatures.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const isZip = detected.mime === DOCX_TYPE || detected.mime === 'application/zip';
    // With the whole file, a Word document's ZIP directory decides (it may be recognised as a plain ZIP); a PDF
    // was recognised above by its first bytes, so a PDF signature found further in is refused.
    if (!isPartial && accepted.detected.has(DOCX_TYPE) && isZip)
      return isWordDocument(bytes) ? DOCX_TYPE : null;
    if (detected.mime === PDF_TYPE) return null;
    return accepted.detected.has(detected.mime) ? detected.mime : null;
  }
  return accepted.allowsPlainText && isPlainText(bytes, isPartial) ? PLAIN_TEXT_TYPE : null;
}

function isWordDocument(bytes: Uint8Array): boolean {
  const main = listZipEntries(bytes)?.find((entry) => entry.name === 'word/document.xml');
  return !!main && main.uncompressedSize <= MAX_DOCUMENT_XML_BYTES;
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
  if (bytes[0] === 0x23 && bytes[1] === 0x21) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: isPartial });
    return true;
  } catch {
    return false;
  }
}
