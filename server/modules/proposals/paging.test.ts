import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { proposals } from '#db/schema/index.ts';
import { INVALID_CURSOR_MESSAGE, PAGE_SIZE_DEFAULT } from '#shared/schemas/paging.ts';
import { createProposal, createSurvey } from '../../../tests/factories/index.ts';
import { registerTestContext } from '../../../tests/setup/test-app.ts';
import { idsNewestFirst, walkPages } from '../../../tests/setup/walk-pages.ts';

const ctx = registerTestContext();

/** One proposal per given created_at (and status), each on its own final survey of the user. */
async function insertProposals(userId: string, specs: { at: string; status?: string }[]): Promise<void> {
  for (const spec of specs) {
    const survey = await createSurvey(ctx.db, { userId, status: 'final' });
    const row = await createProposal(ctx.db, { surveyId: survey.id, status: spec.status ?? 'draft' });
    await ctx.db
      .update(proposals)
      .set({ createdAt: sql`${spec.at}::timestamptz` })
      .where(eq(proposals.id, row.id));
  }
}

describe('GET /api/proposals paging', () => {
  test('answers the newest 50 as the spec array, then the rest after the cursor', async () => {
    const { user, cookie } = await ctx.signIn();
    const t0 = Date.parse('2025-01-01T00:00:00Z');
    await insertProposals(
      user.id,
      Array.from({ length: PAGE_SIZE_DEFAULT + 2 }, (_, i) => ({
        at: new Date(t0 + i * 1000).toISOString(),
      })),
    );
    const expected = await idsNewestFirst(ctx, proposals, user.id);
    const first = await ctx.call('GET', '/api/proposals', { cookie });
    expect(first.json()[0]).toMatchObject({ id: expected[0], userId: user.id, status: 'draft' });
    expect(await walkPages(ctx, '/api/proposals', cookie)).toEqual([
      expected.slice(0, PAGE_SIZE_DEFAULT),
      expected.slice(PAGE_SIZE_DEFAULT),
    ]);
  });

  test("visits every proposal once when created_at ties, and never another user's", async () => {
    const me = await ctx.signIn();
    const other = await ctx.signIn();
    const tied = { at: '2025-06-01T08:00:00.000500Z' };
    await insertProposals(me.user.id, [tied, tied, tied, { at: '2025-06-01T08:00:00.000501Z' }, tied]);
    await insertProposals(other.user.id, [tied, tied]);
    const mine = await idsNewestFirst(ctx, proposals, me.user.id);
    expect(mine).toHaveLength(5);
    expect((await walkPages(ctx, '/api/proposals?limit=2', me.cookie)).flat()).toEqual(mine);
  });

  test('filters by one or several statuses across pages', async () => {
    const { user, cookie } = await ctx.signIn();
    const statuses = ['draft', 'sent', 'accepted', 'sent', 'rejected', 'draft'];
    await insertProposals(
      user.id,
      statuses.map((status, i) => ({ at: `2025-02-0${i + 1}T00:00:00Z`, status })),
    );
    const statusOf = async (url: string) => {
      const ids = (await walkPages(ctx, url, cookie)).flat();
      const rows = await ctx.db.select().from(proposals).where(eq(proposals.userId, user.id));
      return ids.map((id) => rows.find((r) => r.id === id)!.status);
    };
    expect(await statusOf('/api/proposals?status=draft&status=sent&limit=1')).toEqual([
      'draft',
      'sent',
      'sent',
      'draft',
    ]);
    expect(await statusOf('/api/proposals?status=accepted')).toEqual(['accepted']);
  });

  test.each([
    ['limit=-1', 'limit must be a whole number from 1 to 100'],
    ['cursor=abc', INVALID_CURSOR_MESSAGE],
    ['status=won', 'status must be draft, sent, accepted or rejected'],
  ])('refuses %s with 400 and a clear message', async (query, message) => {
    const { cookie } = await ctx.signIn();
    const res = await ctx.call('GET', `/api/proposals?${query}`, { cookie });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
