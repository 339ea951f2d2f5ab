/** The name a proposal PDF gets when its title leaves nothing usable (spec 7). */
export const DEFAULT_PDF_NAME = 'proposal.pdf';

const MAX_NAME_LENGTH = 120;

/** The title as a file name: no control characters, path separators or characters file systems refuse. */
function cleanTitle(title: string): string {
  return title
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.]+$/g, '')
    .slice(0, MAX_NAME_LENGTH)
    .trim();
}

/** The ASCII spelling for the plain `filename=` (accents dropped, other letters left out). */
function asciiName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.-]+|[\s.]+$/g, '')
    .trim();
}

/** RFC 5987 percent-encoding (also ' ( ) * which encodeURIComponent leaves). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment` with the proposal's title as the file name: a plain ASCII `filename` every client reads and an
 * RFC 5987 `filename*` with the title as written ("Propuesta — Café Élan.pdf"); "proposal.pdf" when the title
 * has no usable characters.
 */
export function proposalPdfDisposition(title: string): { fileName: string; header: string } {
  const name = cleanTitle(title);
  const fileName = name ? `${name}.pdf` : DEFAULT_PDF_NAME;
  const ascii = asciiName(name);
  const plain = ascii ? `${ascii}.pdf` : DEFAULT_PDF_NAME;
  return {
    fileName,
    header: `attachment; filename="${plain}"; filename*=UTF-8''${encodeRfc5987(fileName)}`,
  };
}
