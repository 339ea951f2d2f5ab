import { vi } from 'vitest';
import { jsonResponse } from './stub-fetch.ts';
import { buildUser } from './users.ts';

/** One page a stubbed list answers: its rows and, when there is a next page, its cursor; or a failure. */
export type StubbedPage = { rows: unknown[]; next?: string } | 'fail';

/**
 * Replaces fetch for a paged list at `path`: each request is answered by its query string (without "?") from
 * `pages`, the rows as the body and the cursor in X-Next-Cursor; unknown queries and 'fail' answer 500
 * "Server unavailable"; GET /api/user answers a subscriber. Returns the query strings asked, in order.
 */
export function stubListPages(path: string, pages: Record<string, StubbedPage>): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/user') return jsonResponse(200, buildUser());
      if (url.pathname !== path) return jsonResponse(404, { message: 'Not found' });
      const query = url.search.slice(1);
      asked.push(query);
      const page = pages[query];
      if (page === undefined || page === 'fail') return jsonResponse(500, { message: 'Server unavailable' });
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (page.next) headers['X-Next-Cursor'] = page.next;
      return new Response(JSON.stringify(page.rows), { status: 200, headers });
    }),
  );
  return asked;
}
