import LineBreaker from 'linebreak';
import PDFDocument from 'pdfkit';
import { expect, test } from 'vitest';
import { FONT } from './fonts.ts';
import { shareGlyphRecords } from './glyph-cache.ts';

// The PDF speed-ups of decision 028 reach into pdfkit, its fontkit and linebreak. Each one checks before it patches
// and falls back to the library's own path, so a changed library would only make PDFs slower, silently. These tests
// say so out loud: each failure names the library, the internal that is gone and the decision to re-measure.
// The libraries are pinned to exact versions in package.json (fontkit through an npm override).

const RE_MEASURE = 're-measure decision 028 against the plain library and keep the patch only above 15 %';

test('pdfkit still writes through PDFDocument#_write and keeps the current font in #_font', () => {
  const doc = new PDFDocument({ autoFirstPage: false }) as unknown as Record<string, unknown>;
  expect(typeof doc._write, `pdfkit changed: PDFDocument#_write is gone; ${RE_MEASURE}`).toBe('function');
  (doc as unknown as PDFKit.PDFDocument).font(FONT.body);
  const font = doc._font as { font?: unknown; layoutCache?: unknown } | undefined;
  expect(
    font?.font,
    `pdfkit changed: #_font no longer holds the parsed fontkit font; ${RE_MEASURE}`,
  ).toBeTruthy();
  expect(typeof font?.layoutCache, `pdfkit changed: the font's layoutCache is gone; ${RE_MEASURE}`).toBe(
    'object',
  );
});

test("fontkit's TrueType subset still adds glyphs through #_addGlyph, so the glyph records are shared", () => {
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.font(FONT.body);
  const parsed = (doc as unknown as { _font: { font: { createSubset(): unknown } } })._font.font;
  expect(
    shareGlyphRecords(parsed.createSubset()),
    `fontkit changed: TTFSubset#_addGlyph, Glyph#_decode or TTFFont#_getTableStream is gone; ${RE_MEASURE}`,
  ).toBe(true);
});

test('linebreak still finds breaks through LineBreaker#nextBreak', () => {
  expect(
    typeof (LineBreaker.prototype as unknown as Record<string, unknown>).nextBreak,
    `linebreak changed: LineBreaker#nextBreak is gone; the unit-keeping line breaks (unit-breaks.ts) no longer apply`,
  ).toBe('function');
});
