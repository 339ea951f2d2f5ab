import type { TestContext } from '../setup/test-app.ts';

/** POSTs a body asking for the answer as a stream of events (`Accept: application/x-ndjson`). */
export function callStreaming(ctx: TestContext, url: string, cookie: string, body: unknown) {
  return ctx.call('POST', url, { cookie, body, headers: { accept: 'application/x-ndjson' } });
}

/** The events of an application/x-ndjson answer, one JSON value a line. */
// biome-ignore lint/suspicious/noExplicitAny: a test reads the events' fields as it expects them.
export function ndjsonEvents<T = any>(body: string): T[] {
  return body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as T);
}
