import { deflateSync } from 'node:zlib';

/**
 * Deflate level of the PDF's page contents, fonts and other streams. pdfkit always uses zlib's default (6); level 1
 * takes about a tenth off the time of a text-heavy PDF for about a tenth more bytes (photos are JPEG and never
 * deflated).
 */
export const DEFLATE_LEVEL = 1;

/** The parts of a pdfkit object reference this module reaches (pdfkit 0.20; checked before use). */
interface ReferenceInternals {
  compress?: boolean;
  buffer?: Uint8Array[];
  finalize?: () => void;
}

/**
 * Makes the document deflate its streams at DEFLATE_LEVEL: every object reference it creates from now on deflates
 * its own bytes just before pdfkit writes them (pdfkit then writes them as they are, marked FlateDecode as
 * before). True when it did; a pdfkit whose internals differ is left to compress as it does.
 */
export function enableFastDeflate(doc: PDFKit.PDFDocument): boolean {
  const internals = doc as unknown as { ref?: unknown; compress?: unknown };
  if (typeof internals.ref !== 'function' || internals.compress !== true) return false;
  const createRef = (internals.ref as (data?: object) => ReferenceInternals).bind(doc);
  internals.ref = (data?: object) => {
    const ref = createRef(data);
    const finalize = ref.finalize;
    if (typeof finalize !== 'function' || !Array.isArray(ref.buffer)) return ref;
    ref.finalize = () => {
      if (ref.compress === true && ref.buffer?.length) {
        ref.buffer = [deflateSync(Buffer.concat(ref.buffer), { level: DEFLATE_LEVEL })];
        ref.compress = false;
      }
      finalize.call(ref);
    };
    return ref;
  };
  return true;
}
