import PDFDocument from 'pdfkit';
import { describe, expect, test } from 'vitest';
import {
  EXPECTED_DETAILS,
  EXPECTED_NUMBERS,
  EXPECTED_REQUIREMENTS,
  NAMED_FIGURES,
} from '../../../tests/fixtures/rfp/expected-analysis.ts';
import { readRfpFixture } from '../../../tests/fixtures/rfp/fixture-files.ts';
import { renderBlankScan } from '../../../tests/fixtures/rfp/rfp-documents.ts';
import { EXTRACTION_LIMITS } from './extraction/limits.ts';
import { UnreadableDocumentError } from './extraction/types.ts';
import { readRfp } from './read-rfp.ts';

const FORMATS = [
  ['pdf', 'pdf'],
  ['docx', 'docx'],
  ['text', 'text'],
] as const;

describe.each(FORMATS)('the RFP fixture as %s', (kind, type) => {
  test('gives every requirement with its category, every figure kept as a range, and the details', async () => {
    const { analysis, extractedText } = await readRfp(type, readRfpFixture(kind));
    expect(analysis.identifiedRequirements.map(({ text, category }) => ({ text, category }))).toEqual(
      EXPECTED_REQUIREMENTS,
    );
    expect(analysis.identifiedRequirements.map((r) => r.id)).toEqual(
      EXPECTED_REQUIREMENTS.map((_, i) => `R${i + 1}`),
    );
    expect(analysis.totalRequirements).toBe(EXPECTED_REQUIREMENTS.length);
    expect(
      analysis.numericRequirements.map(({ text, parameter, min, max, comparator, unit, kind }) => ({
        text,
        parameter,
        min,
        max,
        comparator,
        unit,
        kind,
      })),
    ).toEqual(EXPECTED_NUMBERS);
    for (const figure of NAMED_FIGURES)
      expect(
        analysis.numericRequirements.some((n) => n.text.includes(figure)),
        figure,
      ).toBe(true);
    expect(analysis.specificDetails).toEqual(EXPECTED_DETAILS);
    expect(analysis).toMatchObject({
      source: type,
      hasTextLayer: true,
      isBasicTemplate: false,
      failureReason: null,
    });
    expect(extractedText).toContain('Certified Water Technologist (CWT)');
  });

  test('says where each requirement was found, and ties each figure to its requirement', async () => {
    const { analysis } = await readRfp(type, readRfpFixture(kind));
    const where = type === 'pdf' ? /^page [1-3]$/ : /^paragraph \d+$/;
    for (const requirement of analysis.identifiedRequirements) expect(requirement.location).toMatch(where);
    const conductivity = analysis.numericRequirements.find((n) => n.parameter === 'conductivity')!;
    const requirement = analysis.identifiedRequirements.find((r) => r.id === conductivity.requirementId);
    expect(requirement?.text).toContain('1,200-1,800 µS/cm');
    expect(analysis.numericRequirements.find((n) => n.text === '450-ton')?.requirementId).toBeNull();
  });
});

test('the PDF reports its pages, and a paragraph broken by a page end is read whole', async () => {
  const { analysis } = await readRfp('pdf', readRfpFixture('pdf'));
  expect(analysis.pageCount).toBe(3);
  // "...any later increase must not" ends page 2; "exceed 3% per year." starts page 3.
  const prices = analysis.identifiedRequirements.find((r) => r.text.startsWith('Prices shall remain firm'));
  expect(prices).toMatchObject({
    location: 'page 2',
    text: expect.stringContaining('must not exceed 3% per year.'),
  });
  expect(
    analysis.numericRequirements.some((n) => n.text === 'not exceed 3%' && n.location === 'page 2'),
  ).toBe(true);
});

test('the running footer ("Page 1 of 3") is left out of the text', async () => {
  const { extractedText } = await readRfp('pdf', readRfpFixture('pdf'));
  expect(extractedText).not.toContain('Page 1 of 3');
  expect(extractedText).toContain('CITY OF RIVERTON');
});

test('a scanned PDF (page images, no text layer) is read by OCR, with the page and its confidence', async () => {
  const { analysis, extractedText } = await readRfp('pdf', readRfpFixture('scanned'));
  expect(extractedText).toContain('monthly service visits');
  expect(analysis).toMatchObject({
    hasTextLayer: false,
    isBasicTemplate: false,
    failureReason: null,
    pageCount: 1,
  });
  expect(analysis.ocrPages).toEqual([{ page: 1, confidence: expect.any(Number) }]);
  expect(analysis.ocrPages![0]!.confidence).toBeGreaterThan(70);
  expect(analysis.identifiedRequirements.map((r) => r.text)).toContain(
    'The Contractor shall provide monthly service visits.',
  );
  expect(analysis.numericRequirements).toContainEqual(
    expect.objectContaining({ parameter: 'conductivity', min: 1200, max: 1800, unit: 'µS/cm' }),
  );
}, 60_000);

test('a PDF of pictures without any text gets the basic template and says it has no text layer', async () => {
  const { analysis, extractedText } = await readRfp('pdf', new Uint8Array(await renderBlankScan()));
  expect(extractedText).toBe('');
  expect(analysis).toMatchObject({
    hasTextLayer: false,
    isBasicTemplate: true,
    failureReason: 'no-text-layer',
    totalRequirements: 2,
    pageCount: 1,
  });
}, 60_000);

test('a corrupt PDF cannot be read', async () => {
  await expect(readRfp('pdf', readRfpFixture('corrupt'))).rejects.toBeInstanceOf(UnreadableDocumentError);
});

test('a Word file that is not a Word document cannot be read', async () => {
  await expect(readRfp('docx', Buffer.from('PK\x03\x04 not really a zip'))).rejects.toBeInstanceOf(
    UnreadableDocumentError,
  );
});

test('a text file of blank lines has no text to analyse', async () => {
  const { analysis } = await readRfp('text', Buffer.from('\n\n   \n'));
  expect(analysis).toMatchObject({ isBasicTemplate: true, failureReason: 'no-text', hasTextLayer: true });
});

describe('limits', () => {
  test('text past 500,000 characters is left out and reported as truncated', async () => {
    const paragraph = `${'The vendor shall test the towers monthly. '.repeat(20)}\n\n`;
    const text = paragraph.repeat(Math.ceil(600_000 / paragraph.length));
    const { analysis, extractedText, isTruncated } = await readRfp('text', Buffer.from(text));
    expect(isTruncated).toBe(true);
    expect(extractedText.length).toBeLessThanOrEqual(EXTRACTION_LIMITS.maxChars + 10_000);
    expect(analysis.totalRequirements).toBe(1);
  });

  test('a PDF of more than 200 pages is read up to page 200', async () => {
    const doc = new PDFDocument({ size: 'LETTER' });
    for (let page = 1; page <= 205; page++) {
      if (page > 1) doc.addPage();
      doc.text(`Page ${page}: the vendor shall visit building ${page} every month.`);
    }
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve) => doc.on('end', resolve));
    doc.end();
    await done;
    const { analysis, isTruncated } = await readRfp('pdf', Buffer.concat(chunks));
    expect(isTruncated).toBe(true);
    expect(analysis.pageCount).toBe(205);
    expect(analysis.totalRequirements).toBe(EXTRACTION_LIMITS.maxPages);
    expect(analysis.identifiedRequirements.at(-1)?.location).toBe('page 200');
  });
});
