// Reads a scanned PDF page (one without a text layer) with tesseract.js and the English data shipped in the
// npm package @tesseract.js-data/eng: no network at run time (docs/decisions/034).
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { getResolvedPDFJS } from 'unpdf';
import { EXTRACTION_LIMITS } from './limits.ts';

type PdfPage = Awaited<
  ReturnType<Awaited<ReturnType<typeof import('unpdf')['getDocumentProxy']>>['getPage']>
>;

const require = createRequire(import.meta.url);
const englishData = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };

/** A page as pixels: 1 (grey), 3 (RGB) or 4 (RGBA) channels. */
interface RawImage {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

interface PlacedImage extends RawImage {
  /** Where the image sits on the page, in PDF points from the page's top-left corner. */
  x: number;
  y: number;
  w: number;
  h: number;
}

/** What OCR read from one page. */
export interface OcrPage {
  text: string;
  /** tesseract's mean word confidence, 0-100. */
  confidence: number;
  /** The rotation corrected before reading, in degrees. */
  deskewedBy: number;
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

function channelsOf(kind: number): 1 | 3 | 4 {
  // pdf.js ImageKind: 1 = GRAYSCALE_1BPP (packed bits), 2 = RGB_24BPP, 3 = RGBA_32BPP.
  return kind === 2 ? 3 : kind === 3 ? 4 : 1;
}

/** A 1-bit image (packed rows, 1 = white) as one byte per pixel. */
function unpackBits(data: Uint8Array, width: number, height: number): Uint8Array {
  const rowBytes = Math.ceil(width / 8);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const bit = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
      out[y * width + x] = bit ? 255 : 0;
    }
  return out;
}

function getObject(
  page: PdfPage,
  id: string,
): Promise<{ width: number; height: number; kind: number; data: Uint8Array }> {
  const store = id.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => store.get(id, resolve));
}

/** The page's pictures with where they sit, from its drawing operations (a scan is one or a few pictures). */
async function placedImages(page: PdfPage): Promise<PlacedImage[]> {
  const { OPS } = await getResolvedPDFJS();
  const list = await page.getOperatorList();
  const [, , , pageHeight] = page.view as [number, number, number, number];
  const images: PlacedImage[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  for (let i = 0; i < list.fnArray.length; i++) {
    const fn = list.fnArray[i];
    const args = list.argsArray[i] as unknown[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? [1, 0, 0, 1, 0, 0];
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject) {
      const image =
        fn === OPS.paintImageXObject
          ? await getObject(page, args[0] as string)
          : (args[0] as { width: number; height: number; kind: number; data: Uint8Array });
      if (!image?.data) continue;
      const channels = channelsOf(image.kind);
      const data = image.kind === 1 ? unpackBits(image.data, image.width, image.height) : image.data;
      const w = Math.hypot(ctm[0], ctm[1]);
      const h = Math.hypot(ctm[2], ctm[3]);
      // The unit square's top-left corner on the page, measured from the top.
      const x = Math.min(ctm[4], ctm[4] + ctm[0]);
      const top = Math.max(ctm[5], ctm[5] + ctm[3]);
      images.push({ data, width: image.width, height: image.height, channels, x, y: pageHeight - top, w, h });
    }
  }
  return images;
}

/**
 * The page as one grey picture: its pictures drawn where they sit on a white page, at the resolution of the
 * sharpest one, and no larger than maxOcrPixels (a large page is scaled down).
 */
export async function pageRaster(page: PdfPage): Promise<{ png: Buffer; dpi: number } | null> {
  const images = (await placedImages(page)).filter((image) => image.w > 36 && image.h > 36);
  if (images.length === 0) return null;
  const [x0, y0, x1, y1] = page.view as [number, number, number, number];
  const pageWidth = x1 - x0;
  const pageHeight = y1 - y0;
  let scale = Math.max(...images.map((image) => image.width / image.w));
  const pixels = pageWidth * pageHeight * scale * scale;
  if (pixels > EXTRACTION_LIMITS.maxOcrPixels) scale *= Math.sqrt(EXTRACTION_LIMITS.maxOcrPixels / pixels);
  const width = Math.max(1, Math.round(pageWidth * scale));
  const height = Math.max(1, Math.round(pageHeight * scale));
  const layers = await Promise.all(
    images.map(async (image) => ({
      input: await sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
        raw: { width: image.width, height: image.height, channels: image.channels },
      })
        .resize(Math.max(1, Math.round(image.w * scale)), Math.max(1, Math.round(image.h * scale)), {
          fit: 'fill',
        })
        .png()
        .toBuffer(),
      left: Math.max(0, Math.round((image.x - x0) * scale)),
      top: Math.max(0, Math.round(image.y * scale)),
    })),
  );
  const png = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .grayscale()
    // Kept in memory only: no time spent compressing.
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { png, dpi: Math.round(scale * 72) };
}

/**
 * The small rotation of a scan (within ±3°), by the angle whose rows of ink stand most sharply apart: the
 * variance of the dark pixels per row peaks when the text lines are level. Measured on a 1000-pixel-wide copy.
 */
export async function skewAngle(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png)
    .resize({ width: 1000 })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The dark pixels once; each angle then projects them onto rows (no image is rotated).
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[(y * info.width + x) * info.channels]! < 170) {
        xs.push(x);
        ys.push(y);
      }
  const rows = new Float64Array(info.height * 2 + info.width);
  const score = (angle: number) => {
    const radians = (angle * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    rows.fill(0);
    const offset = info.width;
    for (let i = 0; i < xs.length; i++) rows[Math.round(ys[i]! * cos + xs[i]! * sin) + offset]!++;
    let sum = 0;
    let sumSquares = 0;
    for (const row of rows) {
      sum += row;
      sumSquares += row * row;
    }
    return sumSquares / rows.length - (sum / rows.length) ** 2;
  };
  let best = { angle: 0, value: score(0) };
  for (let angle = -3; angle <= 3; angle += 0.25) {
    const value = score(angle);
    if (value > best.value) best = { angle, value };
  }
  // Within a quarter degree the page is as good as level, and rotating it again only blurs it.
  return Math.abs(best.angle) < 0.25 ? 0 : best.angle;
}

/** One tesseract worker for a document's scanned pages; closed when the document is read. */
export interface OcrEngine {
  readPage(page: PdfPage): Promise<OcrPage | null>;
  close(): Promise<void>;
}

/** Starts tesseract with the packaged English data (no download, no cache on disk). */
export async function createOcrEngine(): Promise<OcrEngine> {
  let worker: Worker | null = null;
  const start = async () => {
    worker ??= await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: englishData.langPath,
      gzip: englishData.gzip,
      cacheMethod: 'none',
    });
    return worker;
  };
  return {
    async readPage(page) {
      const raster = await pageRaster(page);
      if (!raster) return null;
      const angle = await skewAngle(raster.png);
      const png =
        angle === 0
          ? raster.png
          : await sharp(raster.png)
              .rotate(angle, { background: '#ffffff' })
              .png({ compressionLevel: 0 })
              .toBuffer();
      const engine = await start();
      await engine.setParameters({ user_defined_dpi: String(raster.dpi) });
      const { data } = await engine.recognize(png);
      return { text: data.text, confidence: Math.round(data.confidence), deskewedBy: angle };
    },
    async close() {
      if (worker) await worker.terminate();
      worker = null;
    },
  };
}
