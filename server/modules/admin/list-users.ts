import { and, count, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { users } from '#db/schema/index.ts';
import { type AdminUserListQuery, encodeUserCursor } from '#shared/schemas/admin.ts';
import type { AdminUserRow } from './presenter.ts';

/** One page of the admin user list, the count of every match, and the next page's cursor. */
export interface AdminUserListPage {
  users: AdminUserRow[];
  total: number;
  nextCursor: string | null;
}

const LISTED_COLUMNS = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isAdmin: users.isAdmin,
  isActive: users.isActive,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionPeriodEnd: users.subscriptionPeriodEnd,
  subscriptionCanceledAt: users.subscriptionCanceledAt,
  stripeSubscriptionId: users.stripeSubscriptionId,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
};

/** `q` as an ILIKE pattern that matches it literally anywhere (its own % and _ are not wildcards). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Accounts whose username, e-mail, first, last or full name contain `q`, case-insensitively. */
function matching(q: string | undefined): SQL | undefined {
  if (q === undefined) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
  );
}

// created_at as exact UTC text with microseconds (a Date keeps only milliseconds; see server/lib/paging.ts).
const cursorTime = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of every account matching the search, newest first, paged in the database by the keyset
 * (created_at, id), with the total count of matches from the same filter.
 */
export async function listUsers(db: Database, query: AdminUserListQuery): Promise<AdminUserListPage> {
  const filter = matching(query.q);
  const after = query.cursor
    ? sql`(${users.createdAt}, ${users.id}) < (${query.cursor.createdAt}::timestamptz, ${query.cursor.id}::uuid)`
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: LISTED_COLUMNS, cursorTime })
      .from(users)
      .where(and(filter, after))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(users).where(filter),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    users: page.map((r) => r.row),
    total: counted?.total ?? 0,
    nextCursor:
      rows.length > query.limit && last
        ? encodeUserCursor({ createdAt: last.cursorTime, id: last.row.id })
        : null,
  };
}
