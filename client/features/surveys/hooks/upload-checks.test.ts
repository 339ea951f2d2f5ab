import { describe, expect, test } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import { checkPhotoFiles, isImageFile, TOO_MANY_FILES } from './upload-checks.ts';

function fileOf(name: string, type: string, size = 100): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('checkPhotoFiles', () => {
  test('accepts images up to 10 MB', () => {
    const photo = fileOf('tower.jpg', 'image/jpeg', MAX_UPLOAD_BYTES);
    expect(checkPhotoFiles([photo])).toEqual({ accepted: [photo], errors: [] });
  });

  test('refuses a file that is not an image, naming it', () => {
    const result = checkPhotoFiles([fileOf('notes.txt', 'text/plain')]);
    expect(result).toEqual({ accepted: [], errors: ['notes.txt is not an image file'] });
  });

  test('refuses an image over 10,485,760 bytes, naming it', () => {
    const result = checkPhotoFiles([fileOf('huge.png', 'image/png', MAX_UPLOAD_BYTES + 1)]);
    expect(result.errors).toEqual(['huge.png is too large (max 10MB)']);
    expect(result.accepted).toEqual([]);
  });

  test('keeps the good files of a mixed batch', () => {
    const good = fileOf('a.png', 'image/png');
    const result = checkPhotoFiles([good, fileOf('b.pdf', 'application/pdf')]);
    expect(result.accepted).toEqual([good]);
    expect(result.errors).toEqual(['b.pdf is not an image file']);
  });

  test('refuses a batch of more than 5 files', () => {
    const six = Array.from({ length: 6 }, (_, i) => fileOf(`p${i}.jpg`, 'image/jpeg'));
    expect(checkPhotoFiles(six)).toEqual({ accepted: [], errors: [TOO_MANY_FILES] });
    expect(checkPhotoFiles(six.slice(0, 5)).accepted).toHaveLength(5);
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
