// fontkit's TrueType subset decodes every glyph's outline again for each document it embeds, only to learn whether
// the glyph is made of other glyphs. The bytes, components and metrics of a glyph never change, so they are read
// once per font and process here, and each document's subset is given a copy of fontkit's own method that uses
// them. The subset's output stays byte for byte what fontkit writes (glyph-cache.test.ts compares them).

/** A glyph as the subset needs it: its bytes in the glyf table, its component glyphs and its metrics. */
interface GlyphRecord {
  bytes: Uint8Array;
  /** Component glyph ids and where each is written in `bytes`; null for a simple glyph. */
  components: { glyphID: number; pos: number }[] | null;
  advance: number;
  bearing: number;
}

/** The parts of a fontkit TrueType font this module reaches (fontkit 2; checked before use). */
interface TrueTypeFont {
  directory?: { tables?: Record<string, unknown> };
  loca?: { offsets?: number[] };
  _variationProcessor?: unknown;
  _getTableStream(tag: string): { pos: number; readBuffer(length: number): Uint8Array } | null;
  getGlyph(id: number): {
    _decode(): { numberOfContours: number; components?: { glyphID: number; pos: number }[] } | null;
    advanceWidth: number;
    _getMetrics(): { leftBearing: number };
  };
}

/** The parts of a fontkit TrueType subset this module reaches. */
interface TrueTypeSubset {
  font: TrueTypeFont;
  glyf: Uint8Array[];
  loca: { offsets: number[] };
  hmtx: { metrics: { advance: number; bearing: number }[] };
  offset: number;
  includeGlyph(id: number): number;
  _addGlyph(id: number): number;
}

const records = new WeakMap<object, Map<number, GlyphRecord>>();

function isPlainTrueType(font: Partial<TrueTypeFont> | undefined): font is TrueTypeFont {
  return (
    !!font &&
    Array.isArray(font.loca?.offsets) &&
    !font._variationProcessor &&
    !font.directory?.tables?.['CFF '] &&
    typeof font._getTableStream === 'function' &&
    typeof font.getGlyph === 'function'
  );
}

function readGlyph(font: TrueTypeFont, id: number): GlyphRecord {
  const glyph = font.getGlyph(id);
  const decoded = glyph._decode();
  const offsets = font.loca!.offsets!;
  const stream = font._getTableStream('glyf')!;
  stream.pos += offsets[id]!;
  const bytes = stream.readBuffer(offsets[id + 1]! - offsets[id]!);
  const components =
    decoded && decoded.numberOfContours < 0
      ? (decoded.components ?? []).map(({ glyphID, pos }) => ({ glyphID, pos }))
      : null;
  return { bytes, components, advance: glyph.advanceWidth, bearing: glyph._getMetrics().leftBearing };
}

function recordOf(font: TrueTypeFont, id: number): GlyphRecord {
  let byId = records.get(font);
  if (!byId) {
    byId = new Map();
    records.set(font, byId);
  }
  let record = byId.get(id);
  if (!record) {
    record = readGlyph(font, id);
    byId.set(id, record);
  }
  return record;
}

/**
 * Makes a fontkit TrueType subset take its glyphs from the per-process glyph records instead of decoding each
 * glyph again; true when it did (a CFF or variable font, or a fontkit whose internals differ, is left as it is).
 */
export function shareGlyphRecords(subset: unknown): boolean {
  const target = subset as Partial<TrueTypeSubset> | undefined;
  if (!target || typeof target._addGlyph !== 'function' || typeof target.includeGlyph !== 'function')
    return false;
  const font = target.font;
  if (!isPlainTrueType(font)) return false;
  const self = target as TrueTypeSubset;
  // The same steps as fontkit's TTFSubset._addGlyph, with the glyph read from the records.
  self._addGlyph = (id: number) => {
    const record = recordOf(font, id);
    let bytes = record.bytes;
    if (record.components) {
      bytes = new Uint8Array(record.bytes);
      const view = new DataView(bytes.buffer);
      for (const component of record.components)
        view.setUint16(component.pos, self.includeGlyph(component.glyphID));
    }
    self.glyf.push(bytes);
    self.loca.offsets.push(self.offset);
    self.hmtx.metrics.push({ advance: record.advance, bearing: record.bearing });
    self.offset += bytes.length;
    return self.glyf.length - 1;
  };
  return true;
}
