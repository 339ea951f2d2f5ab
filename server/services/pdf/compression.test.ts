import { deflateSync, inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { expect, test } from 'vitest';
import { DEFLATE_LEVEL, enableFastStreams } from './compression.ts';
import { finishPdf } from './document.ts';
import { FONT } from './fonts.ts';

/** The raw bytes of every stream in the PDF, in file order. */
function streamsOf(pdf: Buffer): Buffer[] {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map((match) =>
    Buffer.from(match[1]!, 'latin1'),
  );
}

async function makePdf(isFast: boolean): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, info: { CreationDate: new Date(0) } });
  if (isFast) expect(enableFastStreams(doc)).toBe(true);
  doc.addPage();
  doc.font(FONT.body).fontSize(11);
  for (let i = 0; i < 40; i++) doc.text(`Line ${i}: cooling tower make-up water, 1,500 µS/cm, cycles 5.0`);
  return finishPdf(doc);
}

test('the streams are deflated at the fast level and hold the same bytes as pdfkit writes', async () => {
  const [fast, plain] = [streamsOf(await makePdf(true)), streamsOf(await makePdf(false))];
  expect(fast.length).toBeGreaterThan(2);
  expect(fast.length).toBe(plain.length);
  for (const [index, stream] of fast.entries()) {
    const content = inflateSync(stream);
    expect(content).toEqual(inflateSync(plain[index]!));
    expect(stream).toEqual(deflateSync(content, { level: DEFLATE_LEVEL }));
  }
});

test('a document that does not compress is left alone', () => {
  expect(enableFastStreams(new PDFDocument({ compress: false, autoFirstPage: false }))).toBe(false);
});
