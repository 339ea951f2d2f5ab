import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AdminUser } from '#shared/schemas/admin.ts';
import { createAdmin } from '../../../tests/factories/index.ts';
import { createTestContext, type TestContext } from '../../../tests/setup/test-app.ts';

// The user list with 10,000 accounts: paged and counted in the database, searchable across every page.
const COUNT = 10_000;
let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestContext();
  // One statement: every row gets the same created_at, so paging must break the tie by id.
  await ctx.db.execute(sql`
    INSERT INTO users (email, username, first_name, last_name, subscription_status)
    SELECT 'bulk' || n || '@example.com', 'bulk_' || n, 'First' || n, 'Last' || (n % 100),
           (ARRAY['active', 'canceled', 'past_due', 'inactive'])[1 + n % 4]
    FROM generate_series(1, ${COUNT}) AS n`);
  const admin = await createAdmin(ctx.db);
  cookie = await ctx.login(admin.username!);
}, 120_000);
afterAll(() => ctx.close());

async function page(query: string) {
  const res = await ctx.call('GET', `/api/admin/users?${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { users: AdminUser[]; total: number; nextCursor: string | null };
}

describe('GET /api/admin/users with 10,000 accounts', () => {
  test('walks every account exactly once, 100 at a time, with the total on each page', async () => {
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    const started = performance.now();
    do {
      const body = await page(`limit=100${cursor ? `&cursor=${cursor}` : ''}`);
      expect(body.total).toBe(COUNT + 1);
      for (const user of body.users) seen.add(user.id);
      cursor = body.nextCursor;
      pages++;
    } while (cursor);
    const perPageMs = (performance.now() - started) / pages;
    expect(pages).toBe(Math.ceil((COUNT + 1) / 100));
    expect(seen.size).toBe(COUNT + 1);
    // Generous: on this machine a page takes a few tens of milliseconds on PGlite.
    expect(perPageMs).toBeLessThan(1_000);
  }, 120_000);

  test('search runs over every page and counts its matches', async () => {
    const exact = await page('q=bulk_9999');
    expect(exact.total).toBe(1);
    expect(exact.users[0]!.email).toBe('bulk9999@example.com');
    const byLastName = await page('q=Last42&limit=25');
    // Last42 matches last names Last42 only (n % 100 = 42): 100 accounts.
    expect(byLastName.total).toBe(100);
    expect(byLastName.users).toHaveLength(25);
    const rest: AdminUser[] = [];
    let cursor = byLastName.nextCursor;
    while (cursor) {
      const next = await page(`q=Last42&limit=25&cursor=${cursor}`);
      rest.push(...next.users);
      cursor = next.nextCursor;
    }
    expect(new Set([...byLastName.users, ...rest].map((u) => u.id)).size).toBe(100);
    expect((await page('q=FIRST777%20last77')).users.map((u) => u.username)).toEqual(['bulk_777']);
  });

  test('labels every status the way Settings does', async () => {
    const expected = { 1: 'Canceled', 2: 'Past Due', 3: 'Inactive', 4: 'Active' };
    for (const [n, label] of Object.entries(expected)) {
      const body = await page(`q=bulk${n}@`);
      expect(body.users.map((u) => u.subscriptionLabel)).toEqual([label]);
    }
  });
});
