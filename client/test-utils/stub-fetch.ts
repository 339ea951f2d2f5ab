import { vi } from 'vitest';

type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

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
 * Replaces global fetch with handlers keyed "METHOD /path" (query string ignored; the handler gets the URL);
 * anything else answers 404. Returns the mock so tests can inspect calls. Undo with vi.unstubAllGlobals().
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const handler = handlers[`${(init?.method ?? 'GET').toUpperCase()} ${parsed.pathname}`];
    return handler ? handler(init, parsed) : jsonResponse(404, { message: 'Not found' }, 'Not Found');
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
