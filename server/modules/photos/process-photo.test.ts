import { deflateSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { HEIC_REFUSAL } from '#shared/constants.ts';
import { buildPng, SAMPLE_HEIC, SAMPLE_JPEG } from '../../../tests/fixtures/image-samples.ts';
import { processPhoto, TOO_MANY_PIXELS, UNREADABLE_IMAGE } from './process-photo.ts';

/** A small PNG whose header claims width × height grey pixels (a decompression bomb's shape); its data is one row. */
function createPngClaiming(width: number, height: number): Buffer {
  return buildPng({ width, height, colorType: 0 }, deflateSync(Buffer.alloc(width + 1)));
}

describe('processPhoto refusals', () => {
  test('refuses an image claiming more than 80 megapixels with 413 before decoding it', async () => {
    await expect(processPhoto(createPngClaiming(10_000, 9_000), 'image/png')).rejects.toMatchObject({
      statusCode: 413,
      message: TOO_MANY_PIXELS,
    });
  });

  test('refuses a real HEVC-coded HEIC with 415 and the HEIC message', async () => {
    await expect(processPhoto(SAMPLE_HEIC, 'image/heic')).rejects.toMatchObject({
      statusCode: 415,
      message: HEIC_REFUSAL,
    });
  });

  test('refuses a truncated JPEG with 415', async () => {
    await expect(processPhoto(SAMPLE_JPEG.subarray(0, 200), 'image/jpeg')).rejects.toMatchObject({
      statusCode: 415,
      message: UNREADABLE_IMAGE,
    });
  });
});
