import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import { apiRequest, errorMessage, getQueryFn, isPaymentRequiredError, isUnauthorizedError } from './api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function runQuery(fn: ReturnType<typeof getQueryFn>, queryKey: readonly unknown[]) {
  return fn({ queryKey, signal: new AbortController().signal, meta: undefined } as never);
}

describe('apiRequest', () => {
  test('sends JSON with credentials and returns the response', async () => {
    const fetchMock = stubFetch({ 'POST /api/login': () => jsonResponse(200, { id: 'u1' }) });
    const res = await apiRequest('POST', '/api/login', { username: 'sam', password: 'pw' });
    expect(await res.json()).toEqual({ id: 'u1' });
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"username":"sam","password":"pw"}');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  test('sends no body or content type when there is no payload', async () => {
    const fetchMock = stubFetch({ 'POST /api/logout': () => jsonResponse(204) });
    await apiRequest('POST', '/api/logout');
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
  });

  test('throws "<status>: <body text>" on a non-OK answer', async () => {
    stubFetch({ 'POST /api/login': () => jsonResponse(401, { message: 'Invalid username or password' }) });
    await expect(apiRequest('POST', '/api/login', {})).rejects.toThrow(
      '401: {"message":"Invalid username or password"}',
    );
  });

  test('uses the status text when the body is empty', async () => {
    stubFetch({
      'DELETE /api/surveys/1': () => new Response('', { status: 500, statusText: 'Server Error' }),
    });
    await expect(apiRequest('DELETE', '/api/surveys/1')).rejects.toThrow(/^500: Server Error$/);
  });
});

describe('getQueryFn', () => {
  test('fetches the key segments joined with "/"', async () => {
    const fetchMock = stubFetch({ 'GET /api/surveys/7': () => jsonResponse(200, { id: 7 }) });
    const result = await runQuery(getQueryFn({ on401: 'throw' }), ['/api/surveys', 7]);
    expect(result).toEqual({ id: 7 });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/surveys/7');
    expect(fetchMock.mock.calls[0][1]?.credentials).toBe('include');
  });

  test('returns null on 401 when configured to', async () => {
    stubFetch({ 'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized' }) });
    expect(await runQuery(getQueryFn({ on401: 'returnNull' }), ['/api/user'])).toBeNull();
  });

  test('throws on 401 by default', async () => {
    stubFetch({ 'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized' }) });
    await expect(runQuery(getQueryFn({ on401: 'throw' }), ['/api/user'])).rejects.toThrow(
      '401: {"message":"Unauthorized"}',
    );
  });

  test('still throws other errors when 401 returns null', async () => {
    stubFetch({ 'GET /api/user': () => jsonResponse(500, { message: 'Boom' }) });
    await expect(runQuery(getQueryFn({ on401: 'returnNull' }), ['/api/user'])).rejects.toThrow(/^500: /);
  });
});

describe('error helpers', () => {
  test('recognise a lost session', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('403: not authenticated'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Invalid username or password"}'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });

  test('recognise an inactive subscription', () => {
    expect(isPaymentRequiredError(new Error('402: {"message":"Subscription inactive"}'))).toBe(true);
    expect(isPaymentRequiredError(new Error('401: Unauthorized'))).toBe(false);
  });

  test('errorMessage shows the server message, else the text', () => {
    expect(
      errorMessage(new Error('429: {"message":"Too many login attempts. Please try again in 5 minutes."}')),
    ).toBe('Too many login attempts. Please try again in 5 minutes.');
    expect(errorMessage(new Error('500: Server Error'))).toBe('Server Error');
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage(null, 'Fallback')).toBe('Fallback');
  });
});
