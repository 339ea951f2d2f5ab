import { afterEach, expect, test, vi } from 'vitest';
import { isLibraryPatchOn, LIBRARY_PATCHES } from './library-patches.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

test('every patch is on unless AQS_PLAIN_LIBRARIES names it', () => {
  vi.stubEnv('AQS_PLAIN_LIBRARIES', '');
  for (const patch of LIBRARY_PATCHES) expect(isLibraryPatchOn(patch), patch).toBe(true);
  vi.stubEnv('AQS_PLAIN_LIBRARIES', 'pdf-glyphs, helmet-headers');
  expect(isLibraryPatchOn('pdf-glyphs')).toBe(false);
  expect(isLibraryPatchOn('helmet-headers')).toBe(false);
  expect(isLibraryPatchOn('pdf-streams')).toBe(true);
});

test('"all" leaves every patch out: the plain libraries', () => {
  vi.stubEnv('AQS_PLAIN_LIBRARIES', 'all');
  for (const patch of LIBRARY_PATCHES) expect(isLibraryPatchOn(patch), patch).toBe(false);
});
