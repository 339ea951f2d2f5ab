import { deflateSync, inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { expect, test } from 'vitest';
import { SAMPLE_JPEG } from '../../../tests/fixtures/image-samples.ts';
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

/** Every object's offset in the cross-reference table, checked against where "N 0 obj" really starts. */
function expectOffsetsRight(pdf: Buffer): void {
  const text = pdf.toString('latin1');
  const xref = text.slice(text.lastIndexOf('\nxref\n') + 6);
  const entries = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
  expect(entries.length).toBeGreaterThan(5);
  for (const [index, offset] of entries.entries())
    expect(text.startsWith(`${index + 1} 0 obj`, offset)).toBe(true);
}

test('a photo goes into the PDF as it is, not copied first, in a well-formed object', async () => {
  const doc = new PDFDocument({ autoFirstPage: false, info: { CreationDate: new Date(0) } });
  expect(enableFastStreams(doc)).toBe(true);
  doc.addPage();
  doc.font(FONT.body).fontSize(11).text('Cooling tower basin');
  doc.image(SAMPLE_JPEG, 72, 120, { width: 100 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const pdf = await finishPdf(doc);

  // The very bytes the photo was read into reach the output: no copy of them was made on the way.
  expect(chunks.some((chunk) => chunk === SAMPLE_JPEG)).toBe(true);
  const text = pdf.toString('latin1');
  const photo = text.indexOf(SAMPLE_JPEG.toString('latin1'));
  expect(photo).toBeGreaterThan(0);
  const header = text.slice(text.lastIndexOf(' obj', photo), photo);
  expect(header).toContain('/Filter /DCTDecode');
  expect(header).toContain(`/Length ${SAMPLE_JPEG.length}\n`);
  expect(header.endsWith('>>\nstream\n')).toBe(true);
  expect(text.startsWith('\nendstream\nendobj\n', photo + SAMPLE_JPEG.length)).toBe(true);
  expectOffsetsRight(pdf);
});

test('deflated streams are written as they are too, and every object sits at its recorded offset', async () => {
  const pdf = await makePdf(true);
  expect(streamsOf(pdf).length).toBeGreaterThan(2);
  expectOffsetsRight(pdf);
});
