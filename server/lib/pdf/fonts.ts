import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { isLibraryPatchOn } from '../library-patches.ts';
import { shareGlyphRecords } from './glyph-cache.ts';

const FONTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fonts');

/**
 * The embedded fonts, named by file path: pdfkit caches a font under the string it was opened with, and its
 * tables restore the previous font by that source after each styled cell, so a path keeps every switch cached.
 */
export const FONT = {
  body: path.join(FONTS_DIR, 'DejaVuSans.ttf'),
  bold: path.join(FONTS_DIR, 'DejaVuSans-Bold.ttf'),
} as const;

type FontFile = (typeof FONT)[keyof typeof FONT];

/** The parts of pdfkit's embedded font this module reaches (pdfkit 0.20; checked before use). */
interface EmbeddedFontInternals {
  font?: { layout?: unknown };
  layoutCache?: Record<string, unknown>;
  subset?: unknown;
}

interface SharedFont {
  /** The parsed font (fontkit), or null when pdfkit's shape was not the expected one. */
  parsed: unknown;
  /** Words already laid out (glyphs and positions): a pure function of the font, kept across documents. */
  layouts: Record<string, unknown>;
}

// Most of a PDF's time went to opening the 0.7 MB font files and shaping every word with OpenType rules, in
// every document again. Both are pure functions of the font, so they are done once per process.
const shared = new Map<FontFile, SharedFont>();
// Words kept per font (the common ones come first); a longer "word" (a long URL, a run of characters) is laid out
// each time rather than kept.
const MAX_CACHED_WORDS = 20_000;
const MAX_CACHED_WORD_LENGTH = 48;

/**
 * A kept word's width, summed once: fontkit's run sums its glyphs' advances on every read, and pdfkit reads it for
 * every word it measures. The run's positions never change once kept (pdfkit copies a position it adjusts).
 */
function fixAdvanceWidth(run: unknown): unknown {
  if (run && typeof run === 'object' && Array.isArray((run as { positions?: unknown }).positions)) {
    const width = (run as { advanceWidth?: unknown }).advanceWidth;
    if (typeof width === 'number') Object.defineProperty(run, 'advanceWidth', { value: width });
  }
  return run;
}

/** A word-layout cache pdfkit writes into, that keeps short words only and stops growing when full. */
function createLayoutCache(): Record<string, unknown> {
  let size = 0;
  return new Proxy(Object.create(null) as Record<string, unknown>, {
    set(target, key, value) {
      if (typeof key === 'string' && key.length <= MAX_CACHED_WORD_LENGTH && size < MAX_CACHED_WORDS) {
        if (!(key in target)) size++;
        target[key] = fixAdvanceWidth(value);
      }
      return true;
    },
  });
}

function internalsOf(doc: PDFKit.PDFDocument): EmbeddedFontInternals | undefined {
  return (doc as unknown as { _font?: EmbeddedFontInternals })._font;
}

/** The font parsed by pdfkit's own loader once, with its shared word layouts. */
function sharedFont(file: FontFile): SharedFont {
  let entry = shared.get(file);
  if (!entry) {
    const probe = new PDFDocument({ autoFirstPage: false });
    probe.font(file);
    const parsed = internalsOf(probe)?.font;
    entry = { parsed: typeof parsed?.layout === 'function' ? parsed : null, layouts: createLayoutCache() };
    shared.set(file, entry);
  }
  return entry;
}

/**
 * Puts the embedded fonts in the document's font cache under their paths (so every later `doc.font(FONT.x)`
 * and a table's restore by source finds them), made from the copy parsed once per process and sharing its
 * word layouts and glyph records (glyph-cache.ts). With a pdfkit whose internals differ, the fonts simply open by path.
 */
export function loadEmbeddedFonts(doc: PDFKit.PDFDocument): void {
  if (!isLibraryPatchOn('pdf-fonts')) return;
  for (const file of Object.values(FONT)) {
    const entry = sharedFont(file);
    if (!entry.parsed) continue;
    // The family argument is the cache key: the path, as every later call names the font.
    doc.font(entry.parsed as PDFKit.Mixins.PDFFontSource, file);
    const embedded = internalsOf(doc);
    if (embedded?.layoutCache && typeof embedded.layoutCache === 'object')
      embedded.layoutCache = entry.layouts;
    if (isLibraryPatchOn('pdf-glyphs')) shareGlyphRecords(embedded?.subset);
  }
}
