// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest';
import { rememberReturnPath, takeReturnPath, toSafeReturnPath } from './return-path.ts';

afterEach(() => sessionStorage.clear());

test('keeps same-origin paths with their query and hash', () => {
  expect(toSafeReturnPath('/survey-report/12')).toBe('/survey-report/12');
  expect(toSafeReturnPath('/proposal-generator?surveyId=3#chemicals')).toBe(
    '/proposal-generator?surveyId=3#chemicals',
  );
});

test('refuses anything that could leave the site', () => {
  for (const bad of [
    '//evil.com',
    '//evil.com/path',
    '/\\evil.com',
    '/\\/evil.com',
    'https://evil.com',
    'http://localhost/x',
    'javascript:alert(1)',
    'evil.com',
    '/\tevil',
    '',
    null,
    undefined,
    '/',
    '/?signin=1',
  ]) {
    expect(toSafeReturnPath(bad), String(bad)).toBeNull();
  }
});

test('a remembered path is given once; an unsafe one is never stored', () => {
  rememberReturnPath('/surveys/12/report');
  expect(takeReturnPath()).toBe('/surveys/12/report');
  expect(takeReturnPath()).toBeNull();
  rememberReturnPath('//evil.com');
  expect(takeReturnPath()).toBeNull();
});

test('a tampered stored value is checked again when read', () => {
  sessionStorage.setItem('aqs.returnPath', 'https://evil.com');
  expect(takeReturnPath()).toBeNull();
});
