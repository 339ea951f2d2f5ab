import { expect, test } from 'vitest';
import { parseSurveyId } from './survey-id.ts';

test('accepts only positive whole-number ids', () => {
  expect(parseSurveyId('12')).toBe(12);
  for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999'])
    expect(parseSurveyId(bad)).toBeNull();
});
