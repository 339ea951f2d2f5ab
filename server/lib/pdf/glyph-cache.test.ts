import PDFDocument from 'pdfkit';
import { expect, test } from 'vitest';
import { FONT } from './fonts.ts';
import { shareGlyphRecords } from './glyph-cache.ts';

interface ParsedFont {
  createSubset(): { includeGlyph(id: number): number; encode(): Uint8Array };
  layout(text: string): { glyphs: { id: number }[] };
  getGlyph(id: number): { _decode(): { numberOfContours: number } | null };
}

/** A font as pdfkit parses it (fontkit is pdfkit's, not a dependency of the app). */
function parseFont(file: string): ParsedFont {
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.font(file);
  return (doc as unknown as { _font: { font: ParsedFont } })._font.font;
}

// Accented capitals are composite glyphs in DejaVu (a base letter and an accent), so the component path runs too.
const TEXT = 'Cooling Tower CT-1 · 1,500 µS/cm · Ångström Éire façade CO₂ ≤ 5% — “quoted” ÀÉÎÕÜ';

function subsetBytes(font: ParsedFont, text: string, isCached: boolean): Buffer {
  const subset = font.createSubset();
  if (isCached) expect(shareGlyphRecords(subset)).toBe(true);
  for (const glyph of font.layout(text).glyphs) subset.includeGlyph(glyph.id);
  return Buffer.from(subset.encode());
}

test('a subset made from the glyph records is byte for byte the one fontkit makes, again and again', () => {
  for (const file of [FONT.body, FONT.bold]) {
    const font = parseFont(file);
    const ids = font.layout(TEXT).glyphs.map((glyph) => glyph.id);
    expect(ids.some((id) => (font.getGlyph(id)._decode()?.numberOfContours ?? 0) < 0)).toBe(true);
    const plain = subsetBytes(font, TEXT, false);
    expect(subsetBytes(font, TEXT, true)).toEqual(plain);
    // The second time the glyphs come from the records; a different text gives fontkit's bytes for that text.
    expect(subsetBytes(font, TEXT, true)).toEqual(plain);
    const other = 'Ü and Õ first, then plain words';
    expect(subsetBytes(font, other, true)).toEqual(subsetBytes(font, other, false));
  }
});

test('a subset of another shape is left alone', () => {
  expect(shareGlyphRecords(undefined)).toBe(false);
  expect(shareGlyphRecords({ _addGlyph() {}, includeGlyph() {}, font: { loca: {} } })).toBe(false);
});
