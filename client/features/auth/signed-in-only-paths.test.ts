import { expect, test } from 'vitest';
import { isSignedInOnlyPath } from './signed-in-only-paths.ts';

test('signed-in-only paths send visitors to sign in', () => {
  for (const path of [
    '/surveys',
    '/new-survey',
    '/edit-survey/12',
    '/survey-report/12',
    '/proposals',
    '/proposals/3',
    '/proposal-generator',
    '/follow-ups',
    '/settings',
    '/payment-methods',
    '/admin',
  ]) {
    expect(isSignedInOnlyPath(path), path).toBe(true);
  }
});

test('other paths are not signed-in-only', () => {
  for (const path of ['/', '/signup', '/forgot-password', '/nope', '/proposalsx', '/surveys/extra/x']) {
    expect(isSignedInOnlyPath(path), path).toBe(false);
  }
});
