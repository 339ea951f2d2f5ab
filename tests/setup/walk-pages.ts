import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { proposals, surveys } from '../../db/schema/index.ts';
import type { TestContext } from './test-app.ts';

/** One page as the API answered it: the array body's ids and the next page from the headers. */
export interface AnsweredPage {
  ids: number[];
  nextCursor: string | null;
  nextUrl: string | null;
}

/** GETs one page of a paged list and checks that X-Next-Cursor and the Link header agree. */
export async function readPage(ctx: TestContext, url: string, cookie: string): Promise<AnsweredPage> {
  const res = await ctx.call('GET', url, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { id: number }[];
  expect(Array.isArray(body)).toBe(true);
  const nextCursor = (res.headers['x-next-cursor'] as string | undefined) ?? null;
  const link = res.headers.link as string | undefined;
  if (nextCursor === null) {
    expect(link).toBeUndefined();
    return { ids: body.map((row) => row.id), nextCursor, nextUrl: null };
  }
  const nextUrl = /^<([^>]+)>; rel="next"$/.exec(link ?? '')?.[1];
  expect(nextUrl, `Link header: ${link}`).toBeDefined();
  expect(new URL(nextUrl!, 'http://localhost').searchParams.get('cursor')).toBe(nextCursor);
  return { ids: body.map((row) => row.id), nextCursor, nextUrl: nextUrl! };
}

/** Follows the Link headers from `url` to the last page and returns every page's ids, in order. */
export async function walkPages(ctx: TestContext, url: string, cookie: string): Promise<number[][]> {
  const pages: number[][] = [];
  let next: string | null = url;
  while (next !== null) {
    const page = await readPage(ctx, next, cookie);
    pages.push(page.ids);
    next = page.nextUrl;
    expect(pages.length).toBeLessThan(500);
  }
  return pages;
}

/** The user's row ids of a paged table in the lists' order (created_at desc, id desc), read from the database. */
export async function idsNewestFirst(
  ctx: TestContext,
  table: typeof surveys | typeof proposals,
  userId: string,
): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt), desc(table.id));
  return rows.map((r) => r.id);
}
