import { expect, test } from 'vitest';
import { parseRecordId } from './ids.ts';

test('reads a positive whole-number id from a route parameter or query value', () => {
  expect(parseRecordId('12')).toBe(12);
  expect(parseRecordId(' 7 ')).toBe(7);
  expect(parseRecordId(new URLSearchParams('?surveyId=12&x=1').get('surveyId'))).toBe(12);
  expect(parseRecordId('2147483647')).toBe(2_147_483_647);
});

test('refuses anything else', () => {
  for (const bad of [undefined, null, '', '0', '-1', '1.5', 'abc', '1e3', '2147483648', '99999999999']) {
    expect(parseRecordId(bad)).toBeNull();
  }
});
