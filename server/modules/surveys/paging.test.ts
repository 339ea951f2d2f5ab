import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { surveys } from '#db/schema/index.ts';
import { encodeCursor, INVALID_CURSOR_MESSAGE, PAGE_SIZE_DEFAULT } from '#shared/schemas/paging.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';
import { idsNewestFirst, readPage, walkPages } from '../../../tests/setup/walk-pages.ts';

const ctx = registerTestContext();

interface SurveySpec {
  /** PostgreSQL timestamptz text, microseconds allowed. */
  at: string;
  facilityName?: string;
  status?: string;
}

/** Inserts the user's surveys in one statement, each with its exact created_at. */
async function insertSurveys(userId: string, specs: SurveySpec[]): Promise<void> {
  await ctx.db.insert(surveys).values(
    specs.map((spec, i) => ({
      userId,
      facilityName: spec.facilityName ?? `Plant ${i}`,
      facilityAddress: `${i} Harbor Blvd`,
      industryType: 'manufacturing',
      status: spec.status ?? 'in_progress',
      createdAt: sql`${spec.at}::timestamptz`,
    })),
  );
}

/** n surveys a minute apart, oldest first. */
function minutes(n: number, start = '2024-01-01T00:00:00Z'): SurveySpec[] {
  const t0 = Date.parse(start);
  return Array.from({ length: n }, (_, i) => ({ at: new Date(t0 + i * 60_000).toISOString() }));
}

describe('GET /api/surveys paging', () => {
  test('answers the newest 50 as a plain array and names the next page in the headers', async () => {
    const { user, cookie } = await ctx.signIn();
    await insertSurveys(user.id, minutes(PAGE_SIZE_DEFAULT + 5));
    const page = await readPage(ctx, '/api/surveys', cookie);
    expect(page.ids).toEqual((await idsNewestFirst(ctx, surveys, user.id)).slice(0, PAGE_SIZE_DEFAULT));
    expect(page.nextCursor).not.toBeNull();
    expect(page.nextUrl).toMatch(/^\/api\/surveys\?cursor=[A-Za-z0-9_-]+$/);
  });

  test('a short list is one page without a next cursor', async () => {
    const { user, cookie } = await ctx.signIn();
    await insertSurveys(user.id, minutes(3));
    const page = await readPage(ctx, '/api/surveys', cookie);
    expect(page).toEqual({
      ids: await idsNewestFirst(ctx, surveys, user.id),
      nextCursor: null,
      nextUrl: null,
    });
  });

  test('honours limit, and the last full page gives no cursor to an empty page', async () => {
    const { user, cookie } = await ctx.signIn();
    await insertSurveys(user.id, minutes(6));
    const expected = await idsNewestFirst(ctx, surveys, user.id);
    expect((await readPage(ctx, '/api/surveys?limit=4', cookie)).ids).toEqual(expected.slice(0, 4));
    expect(await walkPages(ctx, '/api/surveys?limit=3', cookie)).toEqual([
      expected.slice(0, 3),
      expected.slice(3, 6),
    ]);
  });

  test('walking the cursor visits every survey exactly once, in order, when created_at ties', async () => {
    const { user, cookie } = await ctx.signIn();
    await insertSurveys(user.id, [
      ...Array.from({ length: 7 }, () => ({ at: '2025-03-01T10:00:00.000000Z' })),
      // Within one millisecond: a cursor rounded to JavaScript's milliseconds would skip or repeat these.
      { at: '2025-03-01T10:00:00.000001Z' },
      { at: '2025-03-01T10:00:00.000002Z' },
      { at: '2025-03-01T10:00:00.000999Z' },
      { at: '2025-03-01T09:59:59.999999Z' },
      ...minutes(4, '2025-01-01T00:00:00Z'),
    ]);
    const expected = await idsNewestFirst(ctx, surveys, user.id);
    for (const limit of [1, 2, 3, 5]) {
      const pages = await walkPages(ctx, `/api/surveys?limit=${limit}`, cookie);
      expect(pages.flat()).toEqual(expected);
      expect(pages.every((ids) => ids.length <= limit)).toBe(true);
      expect(pages.length).toBe(Math.ceil(expected.length / limit));
    }
  });

  test("never shows another user's surveys, even with their cursor", async () => {
    const me = await ctx.signIn();
    const other = await ctx.signIn();
    await insertSurveys(me.user.id, minutes(5, '2025-05-01T00:00:00Z'));
    await insertSurveys(other.user.id, minutes(5, '2025-05-01T00:00:30Z'));
    const mine = await idsNewestFirst(ctx, surveys, me.user.id);
    expect((await walkPages(ctx, '/api/surveys?limit=2', me.cookie)).flat()).toEqual(mine);
    const theirs = await readPage(ctx, '/api/surveys?limit=2', other.cookie);
    const withTheirCursor = await readPage(
      ctx,
      `/api/surveys?limit=100&cursor=${theirs.nextCursor}`,
      me.cookie,
    );
    expect(withTheirCursor.ids.every((id) => mine.includes(id))).toBe(true);
  });

  test('searches facility names literally and filters by status across pages', async () => {
    const { user, cookie } = await ctx.signIn();
    const named = (facilityName: string, status = 'in_progress') => ({ facilityName, status });
    const specs = minutes(9).map((spec, i) =>
      Object.assign(
        spec,
        [
          named('Harbor Mill 100%', 'final'),
          named('Harbor Mill 2'),
          named('Lakeside Plant', 'final'),
          named('HARBOR mill 3', 'final'),
          named('Harbor Mill 4'),
          named('Harbor_Mill 5', 'final'),
          named('Hill Top', 'final'),
          named('harbor mill 6', 'final'),
          named('Harbor Mill 7', 'draft'),
        ][i],
      ),
    );
    await insertSurveys(user.id, specs);
    const names = async (url: string) => {
      const rows = await ctx.db.select().from(surveys).where(eq(surveys.userId, user.id));
      const byId = new Map(rows.map((r) => [r.id, r.facilityName]));
      return (await walkPages(ctx, url, cookie)).flat().map((id) => byId.get(id));
    };
    expect(await names('/api/surveys?q=harbor%20mill&status=final&limit=2')).toEqual([
      'harbor mill 6',
      'HARBOR mill 3',
      'Harbor Mill 100%',
    ]);
    expect(await names('/api/surveys?q=100%25')).toEqual(['Harbor Mill 100%']);
    expect(await names('/api/surveys?q=r_m')).toEqual(['Harbor_Mill 5']);
    expect(await names('/api/surveys?status=draft&status=in_progress&limit=1')).toEqual([
      'Harbor Mill 7',
      'Harbor Mill 4',
      'Harbor Mill 2',
    ]);
    expect(await names('/api/surveys?q=%20%20')).toHaveLength(9);
  });

  test("a rep with the issue's 1,444 surveys gets 50 a page (a small answer) and can still reach every one", async () => {
    const { user, cookie } = await ctx.signIn();
    await insertSurveys(user.id, minutes(1444));
    const first = await ctx.call('GET', '/api/surveys', { cookie });
    expect(first.json()).toHaveLength(PAGE_SIZE_DEFAULT);
    // The unpaged list of these rows was about 450 KB (issue 7, point 12); one page is about 1/29 of it.
    expect(first.body.length).toBeLessThan(25_000);
    const pages = await walkPages(ctx, '/api/surveys?limit=100', cookie);
    expect(pages).toHaveLength(15);
    expect(new Set(pages.flat()).size).toBe(1444);
  });

  test.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=2.5', 'limit must be a whole number from 1 to 100'],
    ['limit=ten', 'limit must be a whole number from 1 to 100'],
    ['limit=1&limit=2', 'limit must be a whole number from 1 to 100'],
    ['cursor=not-a-cursor', INVALID_CURSOR_MESSAGE],
    ['cursor=%25%25%25', INVALID_CURSOR_MESSAGE],
    [`cursor=${encodeCursor({ createdAt: '2025-13-45T99:00:00.000000Z', id: 1 })}`, INVALID_CURSOR_MESSAGE],
    [
      `cursor=${encodeCursor({ createdAt: '2025-01-01T00:00:00.000000Z', id: 2 ** 31 })}`,
      INVALID_CURSOR_MESSAGE,
    ],
    [`cursor=${btoa("2025-01-01T00:00:00.000000Z~1' or 1=1")}`, INVALID_CURSOR_MESSAGE],
    ['status=archived', 'status must be draft, in_progress, completed or final'],
    [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
  ])('refuses %s with 400 and a clear message', async (query, message) => {
    const { cookie } = await ctx.signIn();
    const res = await ctx.call('GET', `/api/surveys?${query}`, { cookie });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
