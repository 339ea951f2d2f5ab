import { DOCX_TYPE, PDF_TYPE, PLAIN_TEXT_TYPE } from '#server/modules/files/byte-check.ts';

/** What an RFP file is, as the reader opens it; the upload check (files/byte-check.ts) decides it from the bytes. */
export type RfpFileType = 'pdf' | 'docx' | 'text';

/** The content type recorded (and served) for each accepted RFP type. */
export const RFP_CONTENT_TYPES: Record<RfpFileType, string> = {
  pdf: PDF_TYPE,
  docx: DOCX_TYPE,
  text: PLAIN_TEXT_TYPE,
};

/** The RFP type of a recorded content type, or null for anything else. */
export function rfpTypeOf(contentType: string | null): RfpFileType | null {
  const entry = Object.entries(RFP_CONTENT_TYPES).find(([, type]) => type === contentType);
  return entry ? (entry[0] as RfpFileType) : null;
}
