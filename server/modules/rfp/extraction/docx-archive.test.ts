import { Document, HeadingLevel, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import JSZip from 'jszip';
import { describe, expect, test } from 'vitest';
import { SAMPLE_JPEG } from '../../../../tests/fixtures/image-samples.ts';
import { buildUnderstatedDocx } from '../../../../tests/fixtures/rfp/crafted-docx.ts';
import { readRfpFixture } from '../../../../tests/fixtures/rfp/fixture-files.ts';
import { readRfp } from '../read-rfp.ts';
import { DocumentTooLargeError, inflateDocxArchive } from './docx-archive.ts';
import { EXTRACTION_LIMITS } from './limits.ts';
import { UnreadableDocumentError } from './types.ts';

const MB = 1024 * 1024;

describe('inflateDocxArchive', () => {
  test('stops a document whose headers understate its size at the cap on bytes really inflated', async () => {
    // Declares 4 KB, inflates to 64 MB: the cap is 40 MB of actual output, whatever the headers say.
    const bomb = await buildUnderstatedDocx({ actualBytes: 64 * MB, declaredBytes: 4096 });
    expect(bomb.length).toBeLessThan(MB);
    expect(() => inflateDocxArchive(bomb)).toThrow(DocumentTooLargeError);
    expect(() => inflateDocxArchive(bomb)).toThrow('The Word document inflates to more than 40 MB');
    expect(EXTRACTION_LIMITS.maxInflatedDocxBytes).toBe(40 * MB);
  });

  test('counts every part together: many parts just under the cap each still stop at the cap', async () => {
    const zip = new JSZip();
    for (let i = 0; i < 6; i++) zip.file(`word/part${i}.xml`, 'x'.repeat(MB));
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    expect(() => inflateDocxArchive(bytes, 5 * MB)).toThrow(DocumentTooLargeError);
    expect(inflateDocxArchive(bytes, 7 * MB).length).toBeGreaterThan(6 * MB);
  });

  test('gives the reader the same parts with their true sizes, stored', async () => {
    const fixture = readRfpFixture('docx');
    const original = await JSZip.loadAsync(fixture);
    const rebuilt = await JSZip.loadAsync(inflateDocxArchive(fixture));
    const names = Object.keys(original.files).filter((name) => !original.files[name]!.dir);
    expect(Object.keys(rebuilt.files).sort()).toEqual(names.sort());
    for (const name of names) {
      expect(await rebuilt.file(name)!.async('string'), name).toBe(
        await original.file(name)!.async('string'),
      );
    }
  });

  test('refuses what is not a readable archive as unreadable', () => {
    expect(() => inflateDocxArchive(Buffer.from('PK\x03\x04 not really'))).toThrow(UnreadableDocumentError);
    const broken = Buffer.from(readRfpFixture('docx'));
    // The first local header's signature, broken: the directory points at nothing readable.
    broken.writeUInt32LE(0, 0);
    expect(() => inflateDocxArchive(broken)).toThrow(UnreadableDocumentError);
  });
});

describe('legitimate Word documents still read', () => {
  test('the RFP fixture, and a long RFP with an image (about 560,000 characters: kept to the extraction limit)', async () => {
    expect((await readRfp('docx', readRfpFixture('docx'))).analysis.totalRequirements).toBeGreaterThan(5);
    const children: Paragraph[] = [
      new Paragraph({
        children: [
          new ImageRun({ type: 'jpg', data: SAMPLE_JPEG, transformation: { width: 40, height: 40 } }),
        ],
      }),
    ];
    for (let i = 0; i < 4000; i++) {
      if (i % 100 === 0)
        children.push(
          new Paragraph({
            text: `Section ${i / 100 + 1}. Scope of services`,
            heading: HeadingLevel.HEADING_1,
          }),
        );
      children.push(
        new Paragraph({
          children: [
            new TextRun({
              text: `${i + 1}. The contractor shall keep conductivity below ${2000 + i} µS/cm `,
              bold: i % 2 === 0,
            }),
            new TextRun({
              text: 'and shall report every visit within 5 business days, with coupon results.',
              italics: true,
            }),
          ],
        }),
      );
    }
    const bytes = await Packer.toBuffer(new Document({ sections: [{ children }] }));
    const reading = await readRfp('docx', bytes);
    expect(reading.isTruncated).toBe(true);
    expect(reading.extractedText.length).toBeGreaterThan(EXTRACTION_LIMITS.maxChars * 0.9);
    expect(reading.extractedText).toContain('Section 1. Scope of services');
    expect(reading.analysis.isBasicTemplate).toBe(false);
    expect(reading.analysis.totalRequirements).toBeGreaterThan(100);
  }, 60_000);
});
