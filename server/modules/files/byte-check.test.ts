import { describe, expect, test } from 'vitest';
import { rfpTypeOf } from '#server/modules/rfp/file-types.ts';
import { HEIC_REFUSAL } from '#shared/constants.ts';
import {
  SAMPLE_DOCX,
  SAMPLE_ELF,
  SAMPLE_GIF,
  SAMPLE_HEIC_HEAD,
  SAMPLE_JPEG,
  SAMPLE_PDF,
  SAMPLE_PNG,
  SAMPLE_SVG,
  SAMPLE_WEBP,
} from '../../../tests/fixtures/image-samples.ts';
import { readRfpFixture } from '../../../tests/fixtures/rfp/fixture-files.ts';
import { detectAcceptedType, PLAIN_TEXT_TYPE, refusalFor } from './byte-check.ts';

const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
const SCRIPT = Buffer.from('#!/bin/sh\nrm -rf /\n');
const TEXT = Buffer.from('The vendor shall provide monthly service reports. Conductivity ≤ 3000 µS/cm.\n');

describe('photo bytes', () => {
  test.each([
    ['JPEG', SAMPLE_JPEG, 'image/jpeg'],
    ['PNG', SAMPLE_PNG, 'image/png'],
    ['WebP', SAMPLE_WEBP, 'image/webp'],
    ['GIF', SAMPLE_GIF, 'image/gif'],
  ])('accepts %s as %s', async (_name, bytes, type) => {
    expect(await detectAcceptedType('photo', bytes)).toBe(type);
  });

  test.each([
    ['an SVG with a script', SAMPLE_SVG],
    ['HTML', HTML],
    ['a shell script', SCRIPT],
    ['an ELF executable', SAMPLE_ELF],
    ['a PDF', SAMPLE_PDF],
    ['plain text', TEXT],
    ['an empty file', Buffer.alloc(0)],
    ['HEIC (sharp cannot decode HEVC)', SAMPLE_HEIC_HEAD],
  ])('refuses %s', async (_name, bytes) => {
    expect(await detectAcceptedType('photo', bytes)).toBeNull();
  });

  test('names only the formats it accepts when refusing, and tells a HEIC photo what to do instead', async () => {
    expect(await refusalFor('photo', SAMPLE_PDF)).toBe('Only JPEG, PNG, WebP or GIF images are accepted');
    expect(await refusalFor('photo', SAMPLE_PDF)).not.toContain('HEIC');
    expect(await refusalFor('photo', SAMPLE_HEIC_HEAD)).toBe(HEIC_REFUSAL);
  });
});

describe('RFP bytes', () => {
  test.each([
    ['PDF', SAMPLE_PDF, 'application/pdf'],
    ['DOCX', SAMPLE_DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['UTF-8 text', TEXT, PLAIN_TEXT_TYPE],
  ])('accepts %s', async (_name, bytes, type) => {
    expect(await detectAcceptedType('rfp', bytes)).toBe(type);
  });

  test.each([
    ['an image', SAMPLE_PNG],
    ['an ELF executable', SAMPLE_ELF],
    ['bytes that are not UTF-8', Buffer.from([0x52, 0x46, 0x50, 0xff, 0xfe, 0x41])],
    ['text with NUL bytes', Buffer.from('RFP\0\0\0text')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', async (_name, bytes) => {
    expect(await detectAcceptedType('rfp', bytes)).toBeNull();
  });

  test('accepts a text head cut inside a multi-byte character only when told it is partial', async () => {
    const cut = TEXT.subarray(0, TEXT.indexOf(Buffer.from('µ')) + 1);
    expect(await detectAcceptedType('rfp', cut, true)).toBe(PLAIN_TEXT_TYPE);
    expect(await detectAcceptedType('rfp', cut, false)).toBeNull();
  });
});

// An RFP's type as the reader opens it, from the one upload check given the whole file.
async function rfpType(bytes: Uint8Array) {
  return rfpTypeOf(await detectAcceptedType('rfp', bytes));
}

test('PDF, Word and UTF-8 text are recognised by their bytes', async () => {
  expect(await rfpType(readRfpFixture('pdf'))).toBe('pdf');
  expect(await rfpType(readRfpFixture('scanned'))).toBe('pdf');
  expect(await rfpType(readRfpFixture('docx'))).toBe('docx');
  expect(await rfpType(readRfpFixture('text'))).toBe('text');
  expect(await rfpType(Buffer.from('Conductivité 1 200 µS/cm — exigée\n'))).toBe('text');
});

test('executables, scripts, archives, images and binary data are refused', async () => {
  expect(await rfpType(readRfpFixture('executable'))).toBeNull();
  expect(await rfpType(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]))).toBeNull();
  expect(await rfpType(Buffer.from('#!/bin/sh\nrm -rf /\n'))).toBeNull();
  expect(await rfpType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
  expect(await rfpType(Buffer.from('text with a NUL\0byte'))).toBeNull();
  expect(await rfpType(Buffer.from([0x68, 0x69, 0xc3, 0x28]))).toBeNull();
  expect(await rfpType(Buffer.alloc(0))).toBeNull();
});

test('a ZIP is a Word document only when it holds word/document.xml', async () => {
  const docx = readRfpFixture('docx');
  expect(await rfpType(docx)).toBe('docx');
  // The same archive with the part renamed (same length, so the directory stays readable).
  const renamed = Buffer.from(
    docx.toString('latin1').replaceAll('word/document.xml', 'word/documenX.xml'),
    'latin1',
  );
  expect(await rfpType(renamed)).toBeNull();
});

test('a PDF header further into the file is not a PDF', async () => {
  expect(await rfpType(Buffer.concat([Buffer.from('MZ junk '), readRfpFixture('pdf')]))).toBeNull();
});
