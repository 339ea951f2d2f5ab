import { expect, test } from 'vitest';
import { CLIENT_ROUTES, clientPathsFor, isSignedInOnlyPath, matchClientPath } from './routes.ts';

test('each page path matches itself with its parameters filled, a trailing slash or another case', () => {
  for (const path of Object.keys(CLIENT_ROUTES)) {
    const filled = path.replace(':id', '42');
    expect(matchClientPath(filled), filled).toBe(path);
    expect(matchClientPath(`${filled}/`.replace('//', '/')), `${filled}/`).toBe(path);
    expect(matchClientPath(filled.toUpperCase()), filled.toUpperCase()).toBe(path);
  }
  expect(matchClientPath('/edit-survey/not-a-number')).toBe('/edit-survey/:id');
});

test('paths the client does not have match nothing', () => {
  for (const path of [
    '/nope',
    '/surveys/extra/x',
    '/proposalsx',
    '/edit-survey',
    '/edit-survey/1/2',
    '//',
    '/api',
  ]) {
    expect(matchClientPath(path), path).toBeNull();
  }
});

test('signed-in-only paths send visitors to sign in; visitor pages and unknown paths do not', () => {
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
  for (const path of [
    '/',
    '/signup',
    '/forgot-password',
    '/reset-password',
    '/confirm-email',
    '/test-checkout/cs_1',
    '/p/AbC-123_x',
    '/nope',
  ]) {
    expect(isSignedInOnlyPath(path), path).toBe(false);
  }
});

test('each audience has its pages: admins have no customer pages, everyone has the password pages', () => {
  expect(clientPathsFor('admin')).toEqual([
    '/',
    '/signup',
    '/forgot-password',
    '/reset-password',
    '/confirm-email',
    '/p/:token',
    '/settings',
    '/admin',
  ]);
  expect(clientPathsFor('visitor')).toEqual([
    '/',
    '/signup',
    '/forgot-password',
    '/reset-password',
    '/confirm-email',
    '/payment-success',
    '/test-checkout/:id',
    '/p/:token',
  ]);
  expect(clientPathsFor('user')).toHaveLength(Object.keys(CLIENT_ROUTES).length);
});
