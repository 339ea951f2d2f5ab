import { vi } from 'vitest';

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A JSON response, as the server sends them. */
export function jsonResponse(status: number, body?: unknown, statusText = ''): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    statusText,
    headers: text ? { 'Content-Type': 'application/json' } : {},
  });
}

/**
 * Replaces global fetch with handlers keyed "METHOD /path" (query string ignored); anything else
 * answers 404. Returns the mock so tests can inspect calls. Undo with vi.unstubAllGlobals().
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const handler = handlers[`${(init?.method ?? 'GET').toUpperCase()} ${path}`];
    return handler ? handler(init) : jsonResponse(404, { message: 'Not found' }, 'Not Found');
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
