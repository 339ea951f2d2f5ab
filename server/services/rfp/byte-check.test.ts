import { expect, test } from 'vitest';
import { readRfpFixture } from '../../../tests/fixtures/rfp/fixture-files.ts';
import { detectRfpType } from './byte-check.ts';

test('PDF, Word and UTF-8 text are recognised by their bytes', async () => {
  expect(await detectRfpType(readRfpFixture('pdf'))).toBe('pdf');
  expect(await detectRfpType(readRfpFixture('scanned'))).toBe('pdf');
  expect(await detectRfpType(readRfpFixture('docx'))).toBe('docx');
  expect(await detectRfpType(readRfpFixture('text'))).toBe('text');
  expect(await detectRfpType(Buffer.from('Conductivité 1 200 µS/cm — exigée\n'))).toBe('text');
});

test('executables, scripts, archives, images and binary data are refused', async () => {
  expect(await detectRfpType(readRfpFixture('executable'))).toBeNull();
  expect(await detectRfpType(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]))).toBeNull();
  expect(await detectRfpType(Buffer.from('#!/bin/sh\nrm -rf /\n'))).toBeNull();
  expect(await detectRfpType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
  expect(await detectRfpType(Buffer.from('text with a NUL\0byte'))).toBeNull();
  expect(await detectRfpType(Buffer.from([0x68, 0x69, 0xc3, 0x28]))).toBeNull();
  expect(await detectRfpType(Buffer.alloc(0))).toBeNull();
});

test('a ZIP is a Word document only when it holds word/document.xml', async () => {
  const docx = readRfpFixture('docx');
  expect(await detectRfpType(docx)).toBe('docx');
  // The same archive with the part renamed (same length, so the directory stays readable).
  const renamed = Buffer.from(
    docx.toString('latin1').replaceAll('word/document.xml', 'word/documenX.xml'),
    'latin1',
  );
  expect(await detectRfpType(renamed)).toBeNull();
});

test('a PDF header further into the file is not a PDF', async () => {
  expect(await detectRfpType(Buffer.concat([Buffer.from('MZ junk '), readRfpFixture('pdf')]))).toBeNull();
});
