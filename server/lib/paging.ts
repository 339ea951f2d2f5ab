import { desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NEXT_CURSOR_HEADER } from '#shared/constants.ts';
import { encodeCursor, type PageCursor } from '#shared/schemas/paging.ts';

/** One page of a list ordered newest first, and the cursor of the next page (null on the last page). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** The keyset columns of a paged table: rows are ordered by (createdAt desc, id desc). */
export interface KeysetColumns {
  createdAt: PgColumn;
  id: PgColumn;
}

/**
 * created_at as exact UTC text with microseconds, selected beside each row: a JavaScript Date keeps only
 * milliseconds, so a cursor made from it would skip or repeat rows created within the same millisecond.
 */
export function cursorTimeOf(columns: KeysetColumns): SQL<string> {
  return sql<string>`to_char(${columns.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * The rows strictly after the cursor in (createdAt desc, id desc) order; undefined for the first page. The
 * cursor's parts may be placeholders of a prepared statement.
 */
export function afterCursor(
  columns: KeysetColumns,
  cursor: PageCursor | { createdAt: Placeholder; id: Placeholder } | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${columns.createdAt}, ${columns.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::integer)`;
}

/** The newest-first order every paged list uses (the id breaks created_at ties). */
export function newestFirst(columns: KeysetColumns): SQL[] {
  return [desc(columns.createdAt), desc(columns.id)];
}

/**
 * Turns `limit + 1` rows read with `cursorTime` beside each into a page: the extra row only tells that a next
 * page exists, so the last page never hands out a cursor that leads to an empty page.
 */
export function toPage<T extends { id: number }>(
  rows: { row: T; cursorTime: string }[],
  limit: number,
): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const hasMore = rows.length > limit && last !== undefined;
  return {
    items: items.map((r) => r.row),
    nextCursor: hasMore ? encodeCursor({ createdAt: last.cursorTime, id: last.row.id }) : null,
  };
}

/**
 * Sends a page the spec's way (the body is the plain array) and names the next page in the headers:
 * `X-Next-Cursor` for our client and an RFC 8288 `Link: <...>; rel="next"` with the same filters for others.
 */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextCursor !== null) {
    const next = new URL(request.url, 'http://localhost');
    next.searchParams.set('cursor', page.nextCursor);
    reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    reply.header('link', `<${next.pathname}${next.search}>; rel="next"`);
  }
  return page.items;
}
