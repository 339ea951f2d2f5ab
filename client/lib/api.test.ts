import { afterEach, describe, expect, test, vi } from 'vitest';
import { jsonResponse, stubFetch } from '#client/test-utils/stub-fetch.ts';
import {
  ApiError,
  apiRequest,
  errorMessage,
  fetchJson,
  isPaymentRequiredError,
  isRetryableError,
  isUnauthorizedError,
  type ReadCache,
  setReadCache,
} from './api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

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

describe('the device copy of GET answers', () => {
  test('an answer that arrives before the read cache is installed is stored when it is; removing drops the rest', async () => {
    setReadCache(null);
    stubFetch({
      'GET /api/surveys': () => jsonResponse(200, [{ id: 1 }]),
      'GET /api/surveys/2': () => jsonResponse(200, { id: 2 }),
    });
    await fetchJson('/api/surveys?limit=50');
    const stored: Array<[string, unknown]> = [];
    const cache: ReadCache = {
      resolveUrl: (url) => url,
      isDeviceOnly: () => false,
      read: async () => undefined,
      store: (url, data) => stored.push([url, data]),
    };
    setReadCache(cache);
    expect(stored).toEqual([['/api/surveys?limit=50', [{ id: 1 }]]]);
    await fetchJson('/api/surveys/2');
    expect(stored.at(-1)).toEqual(['/api/surveys/2', { id: 2 }]);
    setReadCache(null);
    await fetchJson('/api/surveys/2');
    setReadCache(null);
    setReadCache(cache);
    expect(stored).toHaveLength(2);
    setReadCache(null);
  });
});

describe('fetchJson', () => {
  test('GETs the URL with the session cookie and parses the JSON', async () => {
    const fetchMock = stubFetch({ 'GET /api/surveys/7': () => jsonResponse(200, { id: 7 }) });
    expect(await fetchJson('/api/surveys/7')).toEqual({ id: 7 });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/surveys/7');
    expect(fetchMock.mock.calls[0][1]?.credentials).toBe('include');
  });

  test('reads a JSON null, a 204 and an empty body as null', async () => {
    stubFetch({
      'GET /api/water-quality/survey/1': () => jsonResponse(200, null),
      'GET /api/water-quality/survey/2': () => jsonResponse(204),
      'GET /api/water-quality/survey/3': () => new Response('', { status: 200 }),
    });
    expect(await fetchJson('/api/water-quality/survey/1')).toBeNull();
    expect(await fetchJson('/api/water-quality/survey/2')).toBeNull();
    expect(await fetchJson('/api/water-quality/survey/3')).toBeNull();
  });

  test('throws the ApiError of a non-OK answer', async () => {
    stubFetch({ 'GET /api/user': () => jsonResponse(401, { message: 'Unauthorized' }) });
    const error = await fetchJson('/api/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Unauthorized"}');
  });
});

describe('ApiError', () => {
  test('carries the status, the parsed body and its code, with the spec message', async () => {
    stubFetch({
      'POST /api/surveys': () =>
        jsonResponse(400, {
          message: 'Facility name is required',
          errors: { facilityName: 'Required' },
          code: 'invalid_input',
        }),
    });
    const error = await apiRequest('POST', '/api/surveys', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('invalid_input');
    expect(apiError.body?.errors).toEqual({ facilityName: 'Required' });
    expect(apiError.message).toBe(
      '400: {"message":"Facility name is required","errors":{"facilityName":"Required"},"code":"invalid_input"}',
    );
  });

  test('works without a code or a JSON body', () => {
    const plain = new ApiError(502, 'Bad gateway from proxy');
    expect(plain.code).toBeNull();
    expect(plain.body).toBeNull();
    expect(plain.serverMessage).toBe('Bad gateway from proxy');
    expect(new ApiError(404, '{"message":"Survey not found"}').code).toBeNull();
  });
});

describe('error helpers', () => {
  test('recognise a lost session by its status and code, never by the text', () => {
    expect(isUnauthorizedError(new ApiError(401, '{"message":"Unauthorized"}'))).toBe(true);
    expect(
      isUnauthorizedError(new ApiError(401, '{"message":"Session expired","code":"unauthorized"}')),
    ).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, 'Signed out'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, '{"message":"Unauthorized","code":"forbidden"}'))).toBe(
      false,
    );
    expect(isUnauthorizedError(new ApiError(403, '{"message":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });

  test('recognise an inactive subscription', () => {
    expect(isPaymentRequiredError(new ApiError(402, '{"message":"Subscription inactive"}'))).toBe(true);
    expect(isPaymentRequiredError(new ApiError(401, 'Unauthorized'))).toBe(false);
    expect(isPaymentRequiredError(new Error('402: Subscription inactive'))).toBe(false);
  });

  test('only no answer, a timeout, too many requests or a server failure is worth retrying', () => {
    expect(isRetryableError(new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [500, 502, 503, 504, 408, 429]) {
      expect(isRetryableError(new ApiError(status, '')), String(status)).toBe(true);
    }
    for (const status of [400, 402, 403, 404, 409, 410, 422]) {
      expect(isRetryableError(new ApiError(status, '{"message":"Not a valid id"}')), String(status)).toBe(
        false,
      );
    }
  });

  test('errorMessage shows the server message, else the text', () => {
    expect(
      errorMessage(
        new ApiError(429, '{"message":"Too many login attempts. Please try again in 5 minutes."}'),
      ),
    ).toBe('Too many login attempts. Please try again in 5 minutes.');
    expect(errorMessage(new ApiError(500, '', 'Server Error'))).toBe('Server Error');
    expect(errorMessage(new ApiError(500, ''))).toBe('Something went wrong. Please try again.');
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage(null, 'Fallback')).toBe('Fallback');
  });
});
