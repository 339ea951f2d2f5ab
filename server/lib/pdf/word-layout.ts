// pdfkit lays a string out word by word from its layout cache: it scanned each character against a new two-item
// array and joined each word's glyphs onto a new copy of the line's arrays. This is the same walk, with a
// character-code test and arrays grown in place; the result is the same glyphs, positions and width.

interface GlyphRun {
  glyphs: unknown[];
  positions: unknown[];
  advanceWidth: number;
}

/** A laid-out string; only its width when pdfkit asks for that alone. */
interface StringLayout {
  glyphs: unknown[] | null;
  positions: unknown[] | null;
  advanceWidth: number;
}

/** The parts of pdfkit's embedded font this module reaches (pdfkit 0.20; checked before use). */
interface EmbeddedFontLayout {
  layout(text: string, features?: unknown, onlyWidth?: boolean): StringLayout;
  layoutCached(text: string): GlyphRun;
  layoutRun(text: string, features?: unknown): GlyphRun;
}

const SPACE = 32;
const TAB = 9;

/**
 * Gives pdfkit's embedded font a faster copy of its word-by-word `layout`; true when it did (a font of another
 * shape is left as it is).
 */
export function speedUpWordLayout(font: unknown): boolean {
  const target = font as Partial<EmbeddedFontLayout> | undefined;
  if (
    !target ||
    typeof target.layout !== 'function' ||
    typeof target.layoutCached !== 'function' ||
    typeof target.layoutRun !== 'function'
  )
    return false;
  const self = target as EmbeddedFontLayout;
  self.layout = (text: string, features?: unknown, onlyWidth?: boolean) => {
    if (features) return self.layoutRun(text, features);
    const glyphs: unknown[] | null = onlyWidth ? null : [];
    const positions: unknown[] | null = onlyWidth ? null : [];
    let advanceWidth = 0;
    let last = 0;
    let index = 0;
    while (index <= text.length) {
      const code = text.charCodeAt(index);
      if ((index === text.length && last < index) || code === SPACE || code === TAB) {
        const run = self.layoutCached(text.slice(last, ++index));
        if (glyphs && positions) {
          for (const glyph of run.glyphs) glyphs.push(glyph);
          for (const position of run.positions) positions.push(position);
        }
        advanceWidth += run.advanceWidth;
        last = index;
      } else {
        index++;
      }
    }
    return { glyphs, positions, advanceWidth };
  };
  return true;
}
