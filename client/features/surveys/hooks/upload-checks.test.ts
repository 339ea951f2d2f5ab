import { describe, expect, test } from 'vitest';
import { HEIC_REFUSAL, MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import { checkPhotoFiles, hasImageBytes, isImageFile, TOO_MANY_FILES } from './upload-checks.ts';

const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

/** A file with this name and type; image types get a JPEG's first bytes, others some text. */
function fileOf(name: string, type: string, size = 100): File {
  const file = new File([type.startsWith('image/') ? JPEG_HEAD : 'x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checkPhotoFiles', () => {
  test('accepts images up to 10 MB', async () => {
    const photo = fileOf('tower.jpg', 'image/jpeg', MAX_UPLOAD_BYTES);
    expect(await checkPhotoFiles([photo])).toEqual({ accepted: [photo], errors: [] });
  });

  test('refuses a file that is not an image, naming it', async () => {
    const result = await checkPhotoFiles([fileOf('notes.txt', 'text/plain')]);
    expect(result).toEqual({ accepted: [], errors: ['notes.txt is not an image file'] });
  });

  test('refuses an image over 10,485,760 bytes, naming it', async () => {
    const result = await checkPhotoFiles([fileOf('huge.png', 'image/png', MAX_UPLOAD_BYTES + 1)]);
    expect(result.errors).toEqual(['huge.png is too large (max 10MB)']);
    expect(result.accepted).toEqual([]);
  });

  test('keeps the good files of a mixed batch', async () => {
    const good = fileOf('a.png', 'image/png');
    const result = await checkPhotoFiles([good, fileOf('b.pdf', 'application/pdf')]);
    expect(result.accepted).toEqual([good]);
    expect(result.errors).toEqual(['b.pdf is not an image file']);
  });

  test('refuses a batch of more than 5 files', async () => {
    const six = Array.from({ length: 6 }, (_, i) => fileOf(`p${i}.jpg`, 'image/jpeg'));
    expect(await checkPhotoFiles(six)).toEqual({ accepted: [], errors: [TOO_MANY_FILES] });
    expect((await checkPhotoFiles(six.slice(0, 5))).accepted).toHaveLength(5);
  });

  test('refuses a text file renamed .jpg in the spec words, before any upload', async () => {
    const renamed = new File(['Meeting notes: check the basin'], 'tower.jpg', { type: 'image/jpeg' });
    expect(await checkPhotoFiles([renamed])).toEqual({
      accepted: [],
      errors: ['tower.jpg is not an image file'],
    });
  });
});

describe('HEIC photos', () => {
  const HEIC_HEAD = new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]);

  test('are refused before upload with the one message the server gives too', async () => {
    const named = new File([HEIC_HEAD], 'IMG_0001.HEIC', { type: '' });
    const typed = new File([HEIC_HEAD], 'photo', { type: 'image/heic' });
    const byBytes = new File([HEIC_HEAD], 'camera-upload.jpg', { type: 'image/jpeg' });
    const result = await checkPhotoFiles([named, typed, byBytes]);
    expect(result.accepted).toEqual([]);
    expect(result.errors).toEqual([
      `IMG_0001.HEIC: ${HEIC_REFUSAL}`,
      `photo: ${HEIC_REFUSAL}`,
      `camera-upload.jpg: ${HEIC_REFUSAL}`,
    ]);
    expect(HEIC_REFUSAL).toContain('Please upload a JPEG instead');
  });
});

describe('hasImageBytes', () => {
  test('knows JPEG, PNG, GIF, WebP and HEIC heads, and nothing else', async () => {
    const heads = [
      JPEG_HEAD,
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      new TextEncoder().encode('GIF89a'),
      new TextEncoder().encode('RIFF\x00\x00\x00\x00WEBPVP8 '),
      new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63]),
    ];
    for (const head of heads) expect(await hasImageBytes(new Blob([head]))).toBe(true);
    expect(await hasImageBytes(new Blob(['%PDF-1.7']))).toBe(false);
    expect(await hasImageBytes(new Blob([]))).toBe(false);
  });
});

describe('isImageFile', () => {
  test('refuses SVG, as the server does', () => {
    expect(isImageFile({ name: 'logo.svg', type: 'image/svg+xml' })).toBe(false);
  });

  test('accepts a phone HEIC photo that arrives without a MIME type', () => {
    expect(isImageFile({ name: 'IMG_0001.HEIC', type: '' })).toBe(true);
    expect(isImageFile({ name: 'readme', type: '' })).toBe(false);
  });
});
