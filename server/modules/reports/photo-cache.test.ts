import { expect, test } from 'vitest';
import { PhotoCache } from './photo-cache.ts';

const image = (bytes: number) => ({ kind: 'image' as const, data: Buffer.alloc(bytes) });

test('an entry is found only for the same key, source and file size', () => {
  const cache = new PhotoCache(10_000);
  const content = image(100);
  cache.set('photos/a', 'copy', 100, content);
  expect(cache.get('photos/a', 'copy', 100)).toBe(content);
  expect(cache.get('photos/a', 'original', 100)).toBeUndefined();
  expect(cache.get('photos/b', 'copy', 100)).toBeUndefined();
  // Another size is another file: the entry goes.
  expect(cache.get('photos/a', 'copy', 101)).toBeUndefined();
  expect(cache.get('photos/a', 'copy', 100)).toBeUndefined();
  expect(cache.heldBytes).toBe(0);
});

test('past its budget the least recently used entries go first', () => {
  const cache = new PhotoCache(3_000);
  cache.set('a', 'copy', 1, image(700));
  cache.set('b', 'copy', 1, image(700));
  cache.set('c', 'copy', 1, image(700));
  expect(cache.get('a', 'copy', 1)).toBeDefined();
  cache.set('d', 'copy', 1, image(700));
  expect(cache.get('b', 'copy', 1)).toBeUndefined();
  expect(cache.get('a', 'copy', 1)).toBeDefined();
  expect(cache.get('d', 'copy', 1)).toBeDefined();
  expect(cache.heldBytes).toBeLessThanOrEqual(3_000);
  // A photo larger than the whole budget is not kept.
  cache.set('huge', 'copy', 1, image(5_000));
  expect(cache.get('huge', 'copy', 1)).toBeUndefined();
});
