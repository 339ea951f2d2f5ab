import { deflateSync } from 'node:zlib';
import { isLibraryPatchOn } from '../library-patches.ts';

/**
 * Deflate level of the PDF's page contents, fonts and other streams. pdfkit always uses zlib's default (6); level 1
 * takes about a tenth off the time of a text-heavy PDF for about a tenth more bytes (photos are JPEG and never
 * deflated).
 */
export const DEFLATE_LEVEL = 1;

/** The parts of a pdfkit document this module reaches (pdfkit 0.20). */
interface DocumentInternals {
  _security?: unknown;
  _write(data: unknown): void;
}

/** The parts of a pdfkit object reference this module reaches (pdfkit 0.20; checked before use). */
interface ReferenceInternals {
  compress?: boolean;
  buffer?: Uint8Array[];
  data?: { Length?: number };
  document?: DocumentInternals;
  write?: (chunk: unknown) => void;
  finalize?: () => void;
}

/**
 * Writes the reference's one stream chunk as it is. pdfkit's finalize copies a stream's chunks into a new array
 * before writing them, even a single one: a report's 12 photos (1.8 MB) were copied once more per PDF, and that
 * garbage set off the collections that made the slowest report requests (docs/decisions/028-pdf-speed.md). Its
 * finalize is given an empty stream and the length; the chunk goes out where pdfkit writes a stream, just before
 * the object's "endobj", so the file is byte for byte the same.
 */
function finalizeWithoutCopy(ref: ReferenceInternals, finalize: () => void, chunk: Uint8Array): void {
  const doc = ref.document!;
  const write = doc._write;
  ref.buffer = [];
  ref.data!.Length = chunk.length;
  let isWritten = false;
  doc._write = (data: unknown) => {
    if (data === 'endobj') {
      doc._write = write;
      write.call(doc, 'stream');
      write.call(doc, chunk);
      write.call(doc, '\nendstream');
      isWritten = true;
    }
    write.call(doc, data);
  };
  try {
    finalize.call(ref);
  } finally {
    doc._write = write;
  }
  // A pdfkit that writes objects differently would leave the stream out: fail rather than answer a broken PDF.
  if (!isWritten)
    throw new Error('pdfkit did not end the object where its stream goes; the PDF would be broken');
}

/** Gives one reference batched writes and the fast deflate level. */
function speedUpReference(ref: ReferenceInternals): void {
  const { write, finalize } = ref;
  if (typeof write !== 'function' || typeof finalize !== 'function' || !Array.isArray(ref.buffer)) return;
  // pdfkit turns every drawing operator into its own small byte array (thousands per page); the operators are
  // kept as text instead and turned into bytes once, with the same latin1 bytes and line ends pdfkit writes.
  let pending: string[] = [];
  const flush = () => {
    if (!pending.length) return;
    const text = `${pending.join('\n')}\n`;
    pending = [];
    write.call(ref, Buffer.from(text, 'latin1'));
  };
  ref.write = (chunk: unknown) => {
    if (chunk instanceof Uint8Array) {
      flush();
      write.call(ref, chunk);
    } else {
      pending.push(`${chunk}`);
    }
  };
  ref.finalize = () => {
    flush();
    if (ref.compress === true && ref.buffer?.length) {
      ref.buffer = [deflateSync(Buffer.concat(ref.buffer), { level: DEFLATE_LEVEL })];
      ref.compress = false;
    }
    const only = ref.buffer?.length === 1 ? ref.buffer[0]! : null;
    if (only && ref.compress === false && ref.data && ref.document && !ref.document._security)
      finalizeWithoutCopy(ref, finalize, only);
    else finalize.call(ref);
  };
}

/**
 * Makes every object reference the document creates from now on collect its drawing operators as text and
 * deflate its bytes at DEFLATE_LEVEL just before pdfkit writes them (pdfkit then writes them as they are, marked
 * FlateDecode as before). True when it did; a pdfkit whose internals differ is left to work as it does.
 */
export function enableFastStreams(doc: PDFKit.PDFDocument): boolean {
  if (!isLibraryPatchOn('pdf-streams')) return false;
  const internals = doc as unknown as { ref?: unknown; compress?: unknown };
  if (typeof internals.ref !== 'function' || internals.compress !== true) return false;
  const createRef = (internals.ref as (data?: object) => ReferenceInternals).bind(doc);
  internals.ref = (data?: object) => {
    const ref = createRef(data);
    speedUpReference(ref);
    return ref;
  };
  return true;
}
