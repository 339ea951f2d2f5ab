import { listZipEntries } from './zip-entries.ts';

/** What an RFP file turned out to be, judged by its bytes. */
export type RfpFileType = 'pdf' | 'docx' | 'text';

/** The content type recorded (and served) for each accepted RFP type. */
export const RFP_CONTENT_TYPES: Record<RfpFileType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain; charset=utf-8',
};

/** The 415 message for anything that is not a PDF, a Word document or plain text. */
export const RFP_TYPE_REFUSAL = 'Only PDF, Word (.docx) or plain text files are accepted';

// A Word document's inflated main part beyond this is refused before extraction (a zip bomb's declared size).
const MAX_DOCUMENT_XML_BYTES = 64 * 1024 * 1024;
const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * The RFP type of a whole file's bytes, or null when it is none of them: a PDF starts with `%PDF-` (as the
 * upload route's check requires); a Word document is a ZIP whose directory lists `word/document.xml` (of a sane declared
 * size); text is valid UTF-8 with no NUL byte that file-type recognises as nothing else and that does not
 * start like a script (`#!`). Executables, archives, images and other documents are refused.
 */
export async function detectRfpType(bytes: Uint8Array): Promise<RfpFileType | null> {
  if (bytes.length === 0) return null;
  if (Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).equals(PDF_MAGIC)) return 'pdf';
  // Loaded with the first upload, so an idle server does not hold file-type's signatures.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    if (detected.ext !== 'docx' && detected.ext !== 'zip') return null;
    return isWordDocument(bytes) ? 'docx' : null;
  }
  return isPlainText(bytes) ? 'text' : null;
}

function isWordDocument(bytes: Uint8Array): boolean {
  const entries = listZipEntries(bytes);
  const main = entries?.find((entry) => entry.name === 'word/document.xml');
  return !!main && main.uncompressedSize <= MAX_DOCUMENT_XML_BYTES;
}

function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  if (bytes[0] === 0x23 && bytes[1] === 0x21) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
