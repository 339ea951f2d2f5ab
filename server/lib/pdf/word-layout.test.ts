import PDFDocument from 'pdfkit';
import { expect, test } from 'vitest';
import { FONT } from './fonts.ts';
import { speedUpWordLayout } from './word-layout.ts';

interface Layout {
  glyphs: { id: number }[] | null;
  positions: object[] | null;
  advanceWidth: number;
}
type LayoutFont = { layout(text: string, features?: unknown, onlyWidth?: boolean): Layout };

function embeddedFont(): LayoutFont {
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.font(FONT.body);
  return (doc as unknown as { _font: LayoutFont })._font;
}

const TEXTS = [
  '',
  ' ',
  'word',
  'Cooling tower make-up water, 1,500 µS/cm',
  '  two  spaces\tand a tab\t\tand trailing ',
  'CO₂ ≤ 5 % — “quoted” Ångström',
];

test('the faster layout gives pdfkit’s glyphs, positions and widths, word widths alone too', () => {
  const plain = embeddedFont();
  const fast = embeddedFont();
  expect(speedUpWordLayout(fast)).toBe(true);
  for (const text of TEXTS) {
    const [a, b] = [plain.layout(text), fast.layout(text)];
    expect(b.glyphs?.map((glyph) => glyph.id)).toEqual(a.glyphs?.map((glyph) => glyph.id));
    expect(b.positions).toEqual(a.positions);
    expect(b.advanceWidth).toBe(a.advanceWidth);
    expect(fast.layout(text, undefined, true)).toEqual(plain.layout(text, undefined, true));
  }
});

test('a font of another shape is left alone', () => {
  expect(speedUpWordLayout({ layout() {} })).toBe(false);
  expect(speedUpWordLayout(undefined)).toBe(false);
});
